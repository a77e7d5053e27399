/** Reads of the contest tables, and the writes of a draw. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Competitor, ContestResult } from '../../shared/domain/scoring';
import { contestBoulders, contestCategories, contestCompetitors, contestDrawWinners, contestResults, contests, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export type ContestRow = typeof contests.$inferSelect;

/** A contest's public pages exist only while its gym is published (go-live.md §3); a contest without a gym is the operator's. */
export const contestGymIsPublic = sql`(${contests.gymId} is null or exists (select 1 from gyms pg where pg.id = ${contests.gymId} and pg.status = 'published'))`;

export async function findContestBySlug(db: DbExecutor, slug: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(contests).where(and(eq(contests.slug, slug), contestGymIsPublic)).limit(1);
  return row;
}

/**
 * May the competitor's name be shown publicly (climbers.md §1)? An organiser's entry (no account)
 * yes; a climber's account only with the ranking consent, a confirmed address, and not deleted.
 */
export const nameShown = sql<boolean>`(${contestCompetitors.userId} is null or (${users.rankingConsent} and ${users.emailConfirmedAt} is not null and ${users.deletedAt} is null))`;

export type PublicCompetitor = Competitor & { nameShown: boolean };

export function listContestCompetitors(db: DbExecutor, contestId: number): Promise<PublicCompetitor[]> {
  return db
    .select({
      id: contestCompetitors.id,
      firstName: contestCompetitors.firstName,
      lastName: contestCompetitors.lastName,
      // The seeded contests have a women's and a men's category (migration 0018).
      category: sql<Competitor['category']>`${contestCategories.gender}`,
      nameShown,
    })
    .from(contestCompetitors)
    .innerJoin(contestCategories, eq(contestCategories.id, contestCompetitors.categoryId))
    .leftJoin(users, eq(users.id, contestCompetitors.userId))
    .where(eq(contestCompetitors.contestId, contestId))
    .orderBy(asc(contestCompetitors.id));
}

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
  position: number;
  nameShown: boolean;
}

/** The winners already drawn, in drawing order (empty before the draw). */
export function listDrawWinners(db: DbExecutor, contestId: number): Promise<DrawWinner[]> {
  return db
    .select({
      competitorId: contestDrawWinners.competitorId,
      firstName: contestCompetitors.firstName,
      lastName: contestCompetitors.lastName,
      position: contestDrawWinners.position,
      nameShown,
    })
    .from(contestDrawWinners)
    .innerJoin(contestCompetitors, eq(contestCompetitors.id, contestDrawWinners.competitorId))
    .leftJoin(users, eq(users.id, contestCompetitors.userId))
    .where(eq(contestDrawWinners.contestId, contestId))
    .orderBy(asc(contestDrawWinners.position));
}

/** Row lock on the contest until the transaction ends: concurrent draws of the same contest run one after the other. */
export async function lockContest(db: DbExecutor, contestId: number): Promise<void> {
  await db.execute(sql`select 1 from ${contests} where ${contests.id} = ${contestId} for update`);
}

/** Stores winners in drawing order (positions 1, 2, 3...). */
export async function insertDrawWinners(db: DbExecutor, contestId: number, competitorIds: readonly number[]): Promise<void> {
  if (competitorIds.length === 0) return;
  await db.insert(contestDrawWinners).values(competitorIds.map((competitorId, index) => ({ contestId, competitorId, position: index + 1 })));
}
