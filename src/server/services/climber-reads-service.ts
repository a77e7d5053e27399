/**
 * What the climbers' app reads (docs/product.md › Climbers: the app; Climbers: payloads). Gyms and a gym's plan are public (the sign-up
 * form picks a home gym); everything with "my" in it needs the climber. Any gym may be browsed:
 * climbers visit many gyms.
 */
import type { ClimberBoulder, ClimberBoulderDetail, ClimberIndex, GymDetail, Logbook, Progress } from '../../shared/contract/climber-reads';
import { READ_MESSAGES as R } from '../../shared/contract/climber-reads';
import { CLIMBER_LIMITS, type MyStatus } from '../../shared/domain/climber-rules';
import { addCalendarDays, parisDay, parisDayStart } from '../../shared/domain/dates';
import { averageGradeLabel, gradeLabel } from '../../shared/domain/grades';
import { gastonIndex, GASTON_INDEX_TOPS_PER_STYLE, parisMonthRange } from '../../shared/domain/leaderboard';
import { foldKey } from '../../shared/domain/text-folding';
import { AppError, badRequest, invalidFields, notFound } from '../errors';
import {
  activeBoulders,
  boulderDetail,
  circuitProgress,
  findGym,
  gymSectors,
  hardestTops,
  insertConnectionUnlessRecent,
  listGyms,
  myLogs,
  myTopsBetween,
  visibleComments,
  type ClimberBoulderRow,
} from '../repositories/climber-reads-repository';
import { describeGyms, tagsList } from '../repositories/gyms-repository';
import { listStyleTagIds } from '../repositories/leaderboard-repository';
import { findUserById } from '../repositories/users-repository';
import { requireActor } from './authorize';
import type { ServiceContext } from './context';
import { lastNameInitial, monthlyLeaderboard } from './leaderboard-service';

const DAY_MS = 24 * 3600_000;
const COMMENTS_SHOWN = 50;
const HARDEST_TOPS = 10;
const LOGBOOK_DEFAULT_DAYS = 30;
const LOGBOOK_MAX_DAYS = 366;

const homeGymOf = async (ctx: ServiceContext, userId: number) => (await findUserById(ctx.db, userId))?.homeGymId ?? null;

/** Gyms whose name or city holds `q` (case and accents ignored): the climber's home gym first, then by name. */
export async function searchGyms(ctx: ServiceContext, { q }: { q?: string }) {
  const homeGymId = ctx.actor ? await homeGymOf(ctx, ctx.actor.userId) : null;
  const wanted = foldKey(q ?? '').toLowerCase();
  // Gyms number in the hundreds at most: one read, filtered here with the app's own folding.
  const rows = (await listGyms(ctx.db)).filter((gym) => !wanted || foldKey(`${gym.name} ${gym.city}`).toLowerCase().includes(wanted));
  const byName = new Intl.Collator('fr', { sensitivity: 'base' });
  return rows.sort((a, b) => Number(b.id === homeGymId) - Number(a.id === homeGymId) || byName.compare(a.name, b.name) || a.id - b.id);
}

/**
 * The gym, when climbers may see it (docs/product.md › Going live: gym status): a draft gym does not exist for them, a
 * suspended one is 'Salle indisponible' (both 404).
 */
export async function openGym(ctx: ServiceContext, gymId: number) {
  const gym = await findGym(ctx.db, gymId);
  if (!gym || gym.status === 'draft') throw notFound(R.gymNotFound);
  if (gym.status === 'suspended') throw new AppError('not_found', R.gymUnavailable, { unavailable: true });
  return gym;
}

export async function gymDetail(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymDetail> {
  const gym = await openGym(ctx, gymId);
  const [sectorRows, [description], tagLists] = await Promise.all([gymSectors(ctx.db, gymId), describeGyms(ctx.db, [gymId]), tagsList(ctx.db, gymId)]);
  return {
    id: gym.id,
    name: gym.name,
    city: gym.city,
    plan: gym.plan,
    sectors: sectorRows.map((sector) => ({
      id: sector.id,
      name: sector.name,
      outline: sector.outline?.paths.length ? sector.outline.paths.join(' ') : null,
      viewBox: sector.outline ? `0 0 ${sector.outline.width} ${sector.outline.height}` : null,
      labelX: sector.labelX,
      labelY: sector.labelY,
    })),
    circuits: description?.difficultySystem ?? [],
    tags: [
      ...tagLists.tag_steepness.map((tag) => ({ ...tag, kind: 'steepness' as const })),
      ...tagLists.tag_grips.map((tag) => ({ ...tag, kind: 'grips' as const })),
      ...tagLists.tag_style.map((tag) => ({ ...tag, kind: 'style' as const })),
    ],
  };
}

/** Logs an app opening in the gym, at most one per climber and gym per 30 minutes. */
export async function visitGym(ctx: ServiceContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<void> {
  const { userId } = requireActor(ctx);
  await openGym(ctx, gymId);
  await ctx.db.transaction((tx) => insertConnectionUnlessRecent(tx, userId, gymId, now, CLIMBER_LIMITS.visitIntervalMs));
}

const statusOf = (row: { logged: boolean; topped: boolean }): MyStatus => (row.topped ? 'done' : row.logged ? 'project' : 'none');

function boulderAnswer(row: ClimberBoulderRow, now: Date): ClimberBoulder {
  const today = parisDay(now);
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    sectorId: row.sectorId,
    difficultyId: row.difficultyId,
    grade: gradeLabel(row.difficulty),
    colorId: row.customColors ? row.holdColorId : null,
    holdColor: row.holdColor,
    thumbnail: row.thumbnail,
    planPosition: row.planPosition,
    tagIds: row.tagIds,
    openedAt: row.openedAt.toISOString(),
    plannedDismantling: row.plannedDismantling,
    isNew: row.openedAt.getTime() >= now.getTime() - CLIMBER_LIMITS.newBadgeDays * DAY_MS,
    dismantlingSoon: row.plannedDismantling !== null && row.plannedDismantling <= addCalendarDays(today, CLIMBER_LIMITS.dismantlingSoonDays),
    myStatus: statusOf(row),
  };
}

export async function gymBoulders(
  ctx: ServiceContext,
  { gymId, sector, circuit, status, now = new Date() }: { gymId: number; sector?: number; circuit?: number; status?: MyStatus; now?: Date },
): Promise<ClimberBoulder[]> {
  const { userId } = requireActor(ctx);
  await openGym(ctx, gymId);
  const rows = await activeBoulders(ctx.db, { gymId, userId, sectorId: sector, circuitId: circuit });
  return rows.map((row) => boulderAnswer(row, now)).filter((boulder) => !status || boulder.myStatus === status);
}

const ratio = (part: number | null, whole: number | null) => (whole ? Math.round((10_000 * (part ?? 0)) / whole) / 10_000 : null);

export async function climberBoulder(ctx: ServiceContext, { boulderId, now = new Date() }: { boulderId: number; now?: Date }): Promise<ClimberBoulderDetail> {
  const { userId } = requireActor(ctx);
  const row = await boulderDetail(ctx.db, boulderId, userId);
  if (!row) throw notFound(R.boulderNotFound);
  const comments = await visibleComments(ctx.db, boulderId, COMMENTS_SHOWN);
  return {
    ...boulderAnswer(row, now),
    gymId: row.gymId,
    active: row.active,
    picture: row.picture,
    stats: {
      successRate: ratio(row.toppers, row.climbers),
      flashRate: ratio(row.flashers, row.climbers),
      averageGrade: averageGradeLabel(row.gradeIndices),
      rating: row.rating === null ? null : Math.round(row.rating * 100) / 100,
      ratingCount: row.ratingCount,
    },
    myRating: row.myRating,
    comments: comments.map((comment) => ({
      id: comment.id,
      text: comment.text,
      createdAt: comment.createdAt.toISOString(),
      author: { firstName: comment.firstName, lastInitial: lastNameInitial(comment.lastName) },
    })),
  };
}

/** My sessions by day (newest first) over [from, to] (Paris days, the last 30 by default), and my hardest tops. */
export async function logbook(ctx: ServiceContext, { from, to, now = new Date() }: { from?: string; to?: string; now?: Date }): Promise<Logbook> {
  const { userId } = requireActor(ctx);
  const lastDay = to ?? parisDay(now);
  const firstDay = from ?? addCalendarDays(lastDay, -(LOGBOOK_DEFAULT_DAYS - 1));
  const start = validDayStart(firstDay, 'from');
  const end = validDayStart(addCalendarDays(validDay(lastDay, 'to'), 1), 'to');
  if (end.getTime() <= start.getTime() || end.getTime() - start.getTime() > LOGBOOK_MAX_DAYS * DAY_MS + 2 * 3600_000)
    throw badRequest(R.range, { from: [R.range] });

  const [logs, hardest] = await Promise.all([myLogs(ctx.db, userId, start, end), hardestTops(ctx.db, userId, HARDEST_TOPS)]);
  const days = new Map<string, Logbook['days'][number]>();
  const perBoulder = new Map<string, Logbook['days'][number]['boulders'][number]>();
  for (const log of logs) {
    let day = days.get(log.day);
    if (!day) days.set(log.day, (day = { date: log.day, tops: 0, flashes: 0, tries: 0, boulders: [] }));
    day.tops += log.topped ? 1 : 0;
    day.flashes += log.flash ? 1 : 0;
    day.tries += log.tries;
    const key = `${log.day}|${log.boulderId}`;
    const boulder = perBoulder.get(key);
    if (boulder) {
      boulder.tries += log.tries;
      boulder.topped ||= log.topped;
      boulder.flash ||= log.flash;
      if (log.clientId) boulder.clientIds.push(log.clientId);
    } else {
      const entry = {
        boulderId: log.boulderId,
        name: log.name,
        grade: gradeLabel(log.difficulty),
        tries: log.tries,
        topped: log.topped,
        flash: log.flash,
        clientIds: log.clientId ? [log.clientId] : [],
      };
      perBoulder.set(key, entry);
      day.boulders.push(entry);
    }
  }
  return {
    days: [...days.values()],
    hardestTops: hardest.map((top) => ({ boulderId: top.boulderId, name: top.name, grade: gradeLabel(top.difficulty), date: top.day })),
  };
}

function validDay(day: string, field: string): string {
  const start = parisDayStart(day);
  if (Number.isNaN(start.getTime()) || parisDay(start) !== day) throw invalidFields({ [field]: [R.day] });
  return day;
}
const validDayStart = (day: string, field: string) => parisDayStart(validDay(day, field));

async function gymOrHome(ctx: ServiceContext, userId: number, gym: number | undefined): Promise<number> {
  const gymId = gym ?? (await homeGymOf(ctx, userId));
  if (gymId === null) throw invalidFields({ gym: [R.noGym] });
  await openGym(ctx, gymId);
  return gymId;
}

/** Per circuit of the gym (my home gym by default): the share of its active boulders I topped. */
export async function progress(ctx: ServiceContext, { gym }: { gym?: number }): Promise<Progress> {
  const { userId } = requireActor(ctx);
  const gymId = await gymOrHome(ctx, userId, gym);
  const rows = await circuitProgress(ctx.db, userId, gymId);
  return { circuits: rows.map((row) => ({ ...row, share: row.active > 0 ? Math.round((10_000 * row.topped) / row.active) / 10_000 : 0 })) };
}

/**
 * My Gaston Index of the month (docs/product.md › Public side: contests and leaderboards, tops in every gym) with the boulders that count in
 * it, and my rank in the monthly leaderboard of the gym's climbers (null when I am not listed).
 */
export async function climberIndex(ctx: ServiceContext, { gym, month, now = new Date() }: { gym?: number; month?: string; now?: Date }): Promise<ClimberIndex> {
  const { userId } = requireActor(ctx);
  const gymId = await gymOrHome(ctx, userId, gym);
  const chosen = month ?? parisDay(now).slice(0, 7);
  // Noon of the 15th is inside the month whatever the time zone.
  const inMonth = new Date(`${chosen}-15T12:00:00Z`);
  const { from, to } = parisMonthRange(inMonth);
  const [styleTagIds, tops, leaderboard] = await Promise.all([
    listStyleTagIds(ctx.db),
    myTopsBetween(ctx.db, userId, from, to),
    monthlyLeaderboard(ctx.db, inMonth, { homeGymId: gymId }),
  ]);
  const styles = new Set(styleTagIds);
  const counted = [...styles].flatMap((style) =>
    tops
      .filter((top) => top.styleTagId === style)
      .sort((a, b) => b.grade - a.grade || a.boulderId - b.boulderId)
      .slice(0, GASTON_INDEX_TOPS_PER_STYLE),
  );
  const mine = leaderboard.mixed.find((entry) => entry.climberId === userId);
  return {
    month: chosen,
    index: gastonIndex(tops, styleTagIds),
    rank: mine?.rank ?? null,
    boulders: counted
      .sort((a, b) => b.grade - a.grade || a.boulderId - b.boulderId)
      .map((top) => ({ boulderId: top.boulderId, name: top.name, grade: gradeLabel(top.grade), style: top.style ?? '' })),
  };
}
