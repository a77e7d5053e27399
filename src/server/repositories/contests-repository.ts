/**
 * The SQL of contests (docs/product.md › Contests: back office; Contests: calls; Public side: contests and leaderboards): contests, categories,
 * boulders, competitors,
 * the draws' winners, and the reads of the seeded contest pages.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContestResult } from '../../shared/domain/scoring';
import { contestBoulders, contestCompetitors, contestDrawWinners, contestResults, contests, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';
import { count, desc, getTableColumns, inArray, max } from 'drizzle-orm';
import { boulders, contestCategories, contestFinalists, gyms } from '../db/schema';

export type ContestRow = typeof contests.$inferSelect;

/** A contest's public pages exist only while its gym is published (docs/product.md › Going live: gym status); a contest without a gym is the operator's. */
export const contestGymIsPublic = sql`(${contests.gymId} is null
  or exists (select 1 from gyms pg where pg.id = ${contests.gymId} and pg.status = 'published'))`;

export async function findContestBySlug(db: DbExecutor, slug: string): Promise<ContestRow | undefined> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.slug, slug), contestGymIsPublic))
    .limit(1);
  return row;
}

/**
 * May the competitor's name be shown publicly (docs/product.md › Climbers: accounts and privacy)? An organiser's entry (no account)
 * yes; a climber's account only with the ranking consent, a confirmed address, and not deleted.
 */
export const nameShown = sql<boolean>`(${contestCompetitors.userId} is null
  or (${users.rankingConsent} and ${users.emailConfirmedAt} is not null and ${users.deletedAt} is null))`;

/** Every result of the contest with the height of its boulder. */
export function listContestResults(db: DbExecutor, contestId: number): Promise<ContestResult[]> {
  return db
    .select({
      competitorId: contestResults.competitorId,
      boulderId: contestResults.contestBoulderId,
      topped: sql<boolean>`${contestResults.topAttempt} is not null`,
      zone: sql<boolean>`${contestResults.zoneAttempt} is not null`,
      tries: contestResults.attempts,
      loggedAt: contestResults.loggedAt,
      heightM: contestBoulders.heightM,
    })
    .from(contestResults)
    .innerJoin(contestBoulders, eq(contestBoulders.id, contestResults.contestBoulderId))
    .where(eq(contestResults.contestId, contestId));
}

export interface DrawWinner {
  competitorId: number;
  firstName: string;
  lastName: string;
  categoryId: number;
  position: number;
  nameShown: boolean;
  drawnAt: Date;
  /** The request that drew it (an organiser's click), null for a seeded page's draw. */
  drawId: string | null;
}

/** The winners already drawn, in drawing order (empty before the draw). */
export function listDrawWinners(db: DbExecutor, contestId: number): Promise<DrawWinner[]> {
  return db
    .select({
      competitorId: contestDrawWinners.competitorId,
      firstName: contestCompetitors.firstName,
      lastName: contestCompetitors.lastName,
      categoryId: contestCompetitors.categoryId,
      position: contestDrawWinners.position,
      nameShown,
      drawnAt: contestDrawWinners.drawnAt,
      drawId: contestDrawWinners.drawId,
    })
    .from(contestDrawWinners)
    .innerJoin(contestCompetitors, eq(contestCompetitors.id, contestDrawWinners.competitorId))
    .leftJoin(users, eq(users.id, contestCompetitors.userId))
    .where(eq(contestDrawWinners.contestId, contestId))
    .orderBy(asc(contestDrawWinners.position));
}

/** Keeps drawn winners after the `after` ones already kept (positions after+1, after+2...), under the request's id. */
export async function insertDrawWinners(
  db: DbExecutor,
  contestId: number,
  competitorIds: readonly number[],
  { after = 0, drawId = null }: { after?: number; drawId?: string | null } = {},
): Promise<void> {
  if (competitorIds.length === 0) return;
  await db.insert(contestDrawWinners).values(competitorIds.map((competitorId, index) => ({ contestId, competitorId, position: after + index + 1, drawId })));
}

export type ContestRecord = typeof contests.$inferSelect;
export type ContestInsert = typeof contests.$inferInsert;
export type CategoryRecord = typeof contestCategories.$inferSelect;
export type ContestBoulderRecord = typeof contestBoulders.$inferSelect;
export type CompetitorRecord = typeof contestCompetitors.$inferSelect;

/** Channel on which a contest's ranking changes are announced to every server process (payload: the contest id). */
export const CONTEST_CHANGES_CHANNEL = 'gaston_contest_changes';

/** The gym of a contest (undefined for none, or a seeded contest without a gym). */
export async function gymIdOfContest(db: DbExecutor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ gymId: contests.gymId }).from(contests).where(eq(contests.id, id)).limit(1);
  return row?.gymId ?? undefined;
}

export async function findContestById(db: DbExecutor, id: number): Promise<ContestRecord | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).limit(1);
  return row;
}

/** Row lock on the contest until the transaction ends: writes of one contest run one after the other. */
export async function lockContestRow(db: DbExecutor, id: number): Promise<ContestRecord | undefined> {
  const [row] = await db.select().from(contests).where(eq(contests.id, id)).for('update');
  return row;
}

export async function slugTaken(db: DbExecutor, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(eq(contests.slug, slug), exceptId === undefined ? undefined : sql`${contests.id} <> ${exceptId}`))
    .limit(1);
  return !!row;
}

/** Serialises the writers that claim a slug, across processes, until the transaction ends. */
export async function lockSlug(db: DbExecutor, slug: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contest-slug:${slug}`}, 0))`);
}

export async function insertContest(db: DbExecutor, values: ContestInsert): Promise<number> {
  const [row] = await db.insert(contests).values(values).returning({ id: contests.id });
  return row!.id;
}

/**
 * Applies a change and marks the ranking stale: the version (the ranking's ETag) moves on and every
 * server process hears of it when the transaction commits.
 */
export async function updateContest(db: DbExecutor, id: number, values: Partial<ContestInsert>): Promise<void> {
  await db
    .update(contests)
    .set({ ...values, updatedAt: new Date(), rankingVersion: sql`${contests.rankingVersion} + 1` })
    .where(eq(contests.id, id));
  await db.execute(sql`select pg_notify(${CONTEST_CHANGES_CHANNEL}, ${String(id)})`);
}

/** A result changed: the ranking's version moves on (locking the contest row until commit) and every process hears of it. */
export async function bumpRanking(db: DbExecutor, id: number): Promise<void> {
  await db
    .update(contests)
    .set({ rankingVersion: sql`${contests.rankingVersion} + 1` })
    .where(eq(contests.id, id));
  await db.execute(sql`select pg_notify(${CONTEST_CHANGES_CHANNEL}, ${String(id)})`);
}

export function listCategories(db: DbExecutor, contestId: number): Promise<CategoryRecord[]> {
  return db
    .select()
    .from(contestCategories)
    .where(eq(contestCategories.contestId, contestId))
    .orderBy(asc(contestCategories.position), asc(contestCategories.id));
}

export async function insertCategory(db: DbExecutor, values: typeof contestCategories.$inferInsert): Promise<void> {
  await db.insert(contestCategories).values(values);
}

export async function updateCategory(db: DbExecutor, id: number, values: Partial<typeof contestCategories.$inferInsert>): Promise<void> {
  await db.update(contestCategories).set(values).where(eq(contestCategories.id, id));
}

export async function deleteCategories(db: DbExecutor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(contestCategories).where(inArray(contestCategories.id, [...ids]));
}

/** Categories among `ids` that still have competitors. */
export async function categoriesInUse(db: DbExecutor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: contestCompetitors.categoryId })
    .from(contestCompetitors)
    .where(inArray(contestCompetitors.categoryId, [...ids]));
  return rows.map((r) => r.id);
}

export function listContestBoulders(db: DbExecutor, contestId: number, round: 'qualification' | 'final'): Promise<ContestBoulderRecord[]> {
  return db
    .select()
    .from(contestBoulders)
    .where(and(eq(contestBoulders.contestId, contestId), eq(contestBoulders.round, round)))
    .orderBy(asc(contestBoulders.number));
}

export async function insertContestBoulders(db: DbExecutor, values: (typeof contestBoulders.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(contestBoulders).values(values);
}

export async function updateContestBoulder(db: DbExecutor, id: number, values: Partial<typeof contestBoulders.$inferInsert>): Promise<void> {
  await db.update(contestBoulders).set(values).where(eq(contestBoulders.id, id));
}

export async function deleteContestBoulders(db: DbExecutor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(contestBoulders).where(inArray(contestBoulders.id, [...ids]));
}

/** Moves a round's numbers out of the way, so that renumbering in any order never meets the unique index. */
export async function parkBoulderNumbers(db: DbExecutor, contestId: number, round: 'qualification' | 'final'): Promise<void> {
  await db
    .update(contestBoulders)
    .set({ number: sql`-${contestBoulders.number}` })
    .where(and(eq(contestBoulders.contestId, contestId), eq(contestBoulders.round, round)));
}

/** Boulders among `ids` that have results. */
export async function bouldersWithResults(db: DbExecutor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<{ id: number }>(
    sql`select distinct contest_boulder_id as id from contest_results where contest_boulder_id = any(${sql.param([...ids])}::int[])`,
  );
  return rows.rows.map((r) => Number(r.id));
}

/** The gym's boulders among `ids`, with their name and circuit colour. */
export function gymBouldersAmong(db: DbExecutor, gymId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: boulders.id, name: boulders.name })
    .from(boulders)
    .where(and(eq(boulders.gymId, gymId), inArray(boulders.id, [...ids])));
}

export interface ContestListRow {
  id: number;
  name: string;
  slug: string;
  startsAt: Date;
  endsAt: Date | null;
  registrationOpensAt: Date | null;
  registrationClosesAt: Date | null;
  competitorsCount: number;
}

/** A page of the gym's contests, most recently created first, and how many there are. */
export async function listGymContests(db: DbExecutor, gymId: number, page: number, pageSize: number): Promise<{ count: number; rows: ContestListRow[] }> {
  const [total] = await db.select({ n: count() }).from(contests).where(eq(contests.gymId, gymId));
  const rows = await db
    .select({
      id: contests.id,
      name: contests.name,
      slug: contests.slug,
      startsAt: contests.startsAt,
      endsAt: contests.endsAt,
      registrationOpensAt: contests.registrationOpensAt,
      registrationClosesAt: contests.registrationClosesAt,
      competitorsCount: sql<number>`count(${contestCompetitors.id})::int`,
    })
    .from(contests)
    // A join, not a correlated subquery: drizzle writes a column of the select list without its table, so the subquery's `id` was its own.
    .leftJoin(contestCompetitors, eq(contestCompetitors.contestId, contests.id))
    .where(eq(contests.gymId, gymId))
    .groupBy(contests.id)
    .orderBy(desc(contests.createdAt), desc(contests.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, rows };
}

export async function countCompetitors(db: DbExecutor, contestId: number, categoryId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contestCompetitors)
    .where(and(eq(contestCompetitors.contestId, contestId), categoryId === undefined ? undefined : eq(contestCompetitors.categoryId, categoryId)));
  return row?.n ?? 0;
}

/** A page of the competitors: by category in the contest's order, then bib, then name. */
export function listCompetitorsPage(db: DbExecutor, contestId: number, page: number, pageSize: number): Promise<CompetitorRecord[]> {
  return db
    .select(getTableColumns(contestCompetitors))
    .from(contestCompetitors)
    .innerJoin(contestCategories, eq(contestCategories.id, contestCompetitors.categoryId))
    .where(eq(contestCompetitors.contestId, contestId))
    .orderBy(
      asc(contestCategories.position),
      asc(contestCompetitors.bib),
      asc(contestCompetitors.lastName),
      asc(contestCompetitors.firstName),
      asc(contestCompetitors.id),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export function listAllCompetitors(db: DbExecutor, contestId: number): Promise<CompetitorRecord[]> {
  return db.select().from(contestCompetitors).where(eq(contestCompetitors.contestId, contestId)).orderBy(asc(contestCompetitors.id));
}

/** A competitor row of this contest, by its id or by its account (undefined when that account does not compete there). */
export async function findCompetitor(db: DbExecutor, contestId: number, by: { id: number } | { userId: number }): Promise<CompetitorRecord | undefined> {
  const [row] = await db
    .select()
    .from(contestCompetitors)
    .where(and(eq(contestCompetitors.contestId, contestId), 'id' in by ? eq(contestCompetitors.id, by.id) : eq(contestCompetitors.userId, by.userId)))
    .limit(1);
  return row;
}

export async function bibHolder(db: DbExecutor, contestId: number, bib: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: contestCompetitors.id })
    .from(contestCompetitors)
    .where(and(eq(contestCompetitors.contestId, contestId), eq(contestCompetitors.bib, bib)))
    .limit(1);
  return row?.id;
}

export async function highestBib(db: DbExecutor, contestId: number): Promise<number> {
  const [row] = await db
    .select({ bib: max(contestCompetitors.bib) })
    .from(contestCompetitors)
    .where(eq(contestCompetitors.contestId, contestId));
  return row?.bib ?? 0;
}

export async function insertCompetitors(db: DbExecutor, values: (typeof contestCompetitors.$inferInsert)[]): Promise<CompetitorRecord[]> {
  if (values.length === 0) return [];
  return db.insert(contestCompetitors).values(values).returning();
}

export async function updateCompetitor(db: DbExecutor, id: number, values: Partial<typeof contestCompetitors.$inferInsert>): Promise<CompetitorRecord> {
  const [row] = await db.update(contestCompetitors).set(values).where(eq(contestCompetitors.id, id)).returning();
  return row!;
}

/** The finalists' count per category is the contest's finalCount; this lists who they are. */
export function listFinalists(db: DbExecutor, contestId: number) {
  return db
    .select({ competitorId: contestFinalists.competitorId, qualificationRank: contestFinalists.qualificationRank })
    .from(contestFinalists)
    .where(eq(contestFinalists.contestId, contestId));
}

/** The competitors as the public pages may show them: may their name be shown (their account's consent and their own)? */
export function listPublicCompetitors(db: DbExecutor, contestId: number) {
  return db
    .select({
      id: contestCompetitors.id,
      categoryId: contestCompetitors.categoryId,
      firstName: contestCompetitors.firstName,
      lastName: contestCompetitors.lastName,
      bib: contestCompetitors.bib,
      disqualified: contestCompetitors.disqualified,
      nameShown: sql<boolean>`(${nameShown} and ${contestCompetitors.nameConsent})`,
    })
    .from(contestCompetitors)
    .leftJoin(users, eq(users.id, contestCompetitors.userId))
    .where(eq(contestCompetitors.contestId, contestId))
    .orderBy(asc(contestCompetitors.id));
}

/** The id, ranking version and slug of a contest by its address. */
export async function contestHeadBySlug(db: DbExecutor, slug: string) {
  const [row] = await db
    .select({ id: contests.id, version: contests.rankingVersion })
    .from(contests)
    .where(and(eq(contests.slug, slug), contestGymIsPublic))
    .limit(1);
  return row;
}

export async function gymNameOf(db: DbExecutor, gymId: number | null): Promise<string | null> {
  if (gymId === null) return null;
  const [row] = await db.select({ name: gyms.name }).from(gyms).where(eq(gyms.id, gymId)).limit(1);
  return row?.name ?? null;
}

export async function insertFinalists(
  db: DbExecutor,
  contestId: number,
  finalists: readonly { competitorId: number; qualificationRank: number }[],
): Promise<void> {
  if (finalists.length > 0) await db.insert(contestFinalists).values(finalists.map((f) => ({ contestId, ...f })));
}

/** Competitors (not disqualified) with at least one top, in any round. */
export async function competitorsWithTop(db: DbExecutor, contestId: number): Promise<{ id: number; categoryId: number }[]> {
  const rows = await db.execute<{ id: number; category_id: number }>(sql`
    select distinct c.id, c.category_id from contest_competitors c
    join contest_results r on r.competitor_id = c.id
    where c.contest_id = ${contestId} and not c.disqualified and r.top_attempt is not null
    order by c.id`);
  return rows.rows.map((r) => ({ id: Number(r.id), categoryId: Number(r.category_id) }));
}
