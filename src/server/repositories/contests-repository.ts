/** Reads of the seeded contest pages, and the draws' winners (the seeded pages' and the organisers'). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContestResult } from '../../shared/domain/scoring';
import { contestBoulders, contestCompetitors, contestDrawWinners, contestResults, contests, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export type ContestRow = typeof contests.$inferSelect;

/** A contest's public pages exist only while its gym is published (go-live.md §3); a contest without a gym is the operator's. */
export const contestGymIsPublic = sql`(${contests.gymId} is null or exists (select 1 from gyms pg where pg.id = ${contests.gymId} and pg.status = 'published'))`;

export async function findContestBySlug(db: DbExecutor, slug: string): Promise<ContestRow | undefined> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.slug, slug), contestGymIsPublic))
    .limit(1);
  return row;
}

/**
 * May the competitor's name be shown publicly (climbers.md §1)? An organiser's entry (no account)
 * yes; a climber's account only with the ranking consent, a confirmed address, and not deleted.
 */
export const nameShown = sql<boolean>`(${contestCompetitors.userId} is null or (${users.rankingConsent} and ${users.emailConfirmedAt} is not null and ${users.deletedAt} is null))`;

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
