/**
 * The dashboard's figures (docs/product.md › Back office: screens "Dashboard", docs/statistics.md "Tableau de bord").
 * `now` is a parameter so tests can pin the comparison periods.
 */
import { LATEST_COMMENTS_LIMIT, TOP_BOULDERS_LIMIT, type BoulderCard, type GymGeneralStats, type SectorOverview } from '../../shared/contract/dashboard';
import { COMMENTS_PAGE_SIZE, type CommentsPage, type CommentsPageQuery } from '../../shared/contract/comments';
import { commentSchema, type Comment } from '../../shared/contract/routes';
import { addCalendarDays, comparisonPeriods } from '../../shared/domain/dates';
import { gradeLabel } from '../../shared/domain/grades';
import type { Database } from '../db/client';
import { authorizeSelf, gymRead } from './authorize';
import type { GymRead, ServiceContext } from './context';
import { difficultiesWithActiveCounts } from '../repositories/circuits-repository';
import { gymComments, gymCommentsOfWeeks, gymCommentsPage, gymCommentWeeks } from '../repositories/comments-repository';
import { JsonArrayChunks, type SerializedJson } from '../http/json-chunks';
import { sectorsOverview } from '../repositories/sectors-repository';
import { boulderCards, gymUsage, periodDays } from '../repositories/usage-repository';

export async function gymGeneralStats(db: Database, gymId: number, now: Date): Promise<GymGeneralStats> {
  const periods = comparisonPeriods(now);
  const [usage, difficulties] = await Promise.all([gymUsage(db, gymId, periods), difficultiesWithActiveCounts(db, gymId)]);
  const days = periodDays(periods);
  return {
    connexionsTotal: usage.current.connections,
    sessionsTotal: usage.current.sessions,
    trysTotal: usage.current.tries,
    distinctConnexions: usage.current.distinctConnections,
    connexionsTotalLastMonth: usage.previous.connections,
    sessionsTotalLastMonth: usage.previous.sessions,
    trysTotalLastMonth: usage.previous.tries,
    distinctConnexionsLastMonth: usage.previous.distinctConnections,
    difficulties: difficulties.map((d) => ({
      id: d.id,
      difficultyName: d.name,
      difficultyGrade: gradeLabel(d.grade),
      difficultyColor1: d.color1,
      difficultyColor2: d.color2,
      countBoulder: d.activeBoulders,
    })),
    totalActiveRoutes: difficulties.reduce((sum, d) => sum + d.activeBoulders, 0),
    period: {
      from: days.currentFrom,
      to: addCalendarDays(days.currentTo, -1),
      previousFrom: days.previousFrom,
      previousTo: addCalendarDays(days.currentFrom, -1),
      days: periods.days,
    },
  };
}

/** The gym's most tried active boulders (tries per day), best first. */
export function topBoulders(db: Database, gymId: number, now: Date): Promise<BoulderCard[]> {
  return boulderCards(db, { gymId, limit: TOP_BOULDERS_LIMIT }, now);
}

export function latestComments(db: Database, gymId: number): Promise<Comment[]> {
  return gymComments(db, gymId, LATEST_COMMENTS_LIMIT);
}

// Per database (test apps each have their own), per gym: the serialised weeks of its last answer.
const commentChunks = new WeakMap<Database, Map<number, JsonArrayChunks<Comment>>>();

/**
 * Every comment of the gym, newest first, serialised and gzipped: only the weeks whose comments (or
 * what they show) changed since this process last answered are read, serialised and compressed again
 * (http/json-chunks.ts). Each comment is checked against the Comment schema when it is serialised.
 */
export async function allComments(db: Database, gymId: number): Promise<SerializedJson<Comment[]>> {
  let byGym = commentChunks.get(db);
  if (!byGym) commentChunks.set(db, (byGym = new Map()));
  let chunks = byGym.get(gymId);
  if (!chunks) byGym.set(gymId, (chunks = new JsonArrayChunks<Comment>()));
  return chunks.assemble(await gymCommentWeeks(db, gymId), async (weeks) => {
    const loaded = await gymCommentsOfWeeks(db, gymId, weeks);
    for (const list of loaded.values()) list.forEach((comment, i) => (list[i] = commentSchema.parse(comment)));
    return loaded;
  });
}

/** A page of the gym's comments for the /comments page (src/shared/contract/comments.ts). */
export async function commentsPage(db: Database, gymId: number, query: CommentsPageQuery): Promise<CommentsPage> {
  const pageSize = query.pageSize ?? COMMENTS_PAGE_SIZE;
  const [micros, id] = query.cursor ? query.cursor.split('_') : [];
  const page = await gymCommentsPage(db, gymId, {
    limit: pageSize,
    ...(micros && id ? { after: { micros, id: Number(id) } } : { offset: ((query.page ?? 1) - 1) * pageSize }),
  });
  return { count: page.count, results: page.results, nextCursor: page.more && page.last ? `${page.last.micros}_${page.last.id}` : null };
}

export function sectorOverview(db: Database, gymId: number): Promise<SectorOverview[]> {
  return sectorsOverview(db, gymId);
}

// ---------------------------------------------------------------- the calls, access checked

type UserGym = { user: string; gymId: number };

export function gymGeneralStatsRead(ctx: ServiceContext, { user, gymId }: UserGym): Promise<GymRead<GymGeneralStats>> {
  authorizeSelf(ctx, user);
  return gymRead(ctx, gymId, (now) => gymGeneralStats(ctx.db, gymId, now));
}

export const topBouldersRead = (ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<BoulderCard[]>> =>
  gymRead(ctx, gymId, (now) => topBoulders(ctx.db, gymId, now));

export const latestCommentsRead = (ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<Comment[]>> =>
  gymRead(ctx, gymId, () => latestComments(ctx.db, gymId));

export function sectorOverviewRead(ctx: ServiceContext, { user, gymId }: UserGym): Promise<GymRead<SectorOverview[]>> {
  authorizeSelf(ctx, user);
  return gymRead(ctx, gymId, () => sectorOverview(ctx.db, gymId));
}

export const allCommentsRead = (ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<SerializedJson<Comment[]>>> =>
  gymRead(ctx, gymId, () => allComments(ctx.db, gymId));

export const commentsPageRead = (ctx: ServiceContext, { gymId, query }: { gymId: number; query: CommentsPageQuery }): Promise<GymRead<CommentsPage>> =>
  gymRead(ctx, gymId, () => commentsPage(ctx.db, gymId, query));
