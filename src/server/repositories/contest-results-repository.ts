/** The SQL of contest scoring (docs/product.md › Contests: scoring entry): results and their history, judges and their sessions. */
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  contestBoulders,
  contestCategories,
  contestCompetitors,
  contestFinalists,
  contestJudges,
  contestJudgeSessions,
  contestResultEntries,
  contestResults,
  contests,
  users,
} from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export type ResultEntry = typeof contestResultEntries.$inferSelect;
export type JudgeRecord = typeof contestJudges.$inferSelect;

export async function findEntry(db: DbExecutor, clientId: string): Promise<ResultEntry | undefined> {
  const [row] = await db.select().from(contestResultEntries).where(eq(contestResultEntries.clientId, clientId)).limit(1);
  return row;
}

/** Stores an entry of the history; false when its client id is already there (a replay, or a writer that got there first). */
export async function insertEntry(db: DbExecutor, values: typeof contestResultEntries.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(contestResultEntries)
    .values(values)
    .onConflictDoNothing({ target: contestResultEntries.clientId })
    .returning({ id: contestResultEntries.id });
  return rows.length > 0;
}

export interface ResultValues {
  contestId: number;
  competitorId: number;
  contestBoulderId: number;
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
  clientId: string;
  /** When it happened, as the ranking sees it (a top keeps the time it was first entered). */
  loggedAt: Date;
}

/** The result of (competitor, boulder) becomes these values; a top that stays a top keeps its first time. */
export async function upsertResult(db: DbExecutor, values: ResultValues): Promise<void> {
  await db
    .insert(contestResults)
    .values(values)
    .onConflictDoUpdate({
      target: [contestResults.competitorId, contestResults.contestBoulderId],
      set: {
        attempts: values.attempts,
        zoneAttempt: values.zoneAttempt,
        topAttempt: values.topAttempt,
        clientId: values.clientId,
        loggedAt: sql`case when ${contestResults.topAttempt} is not null and ${values.topAttempt !== null} then ${contestResults.loggedAt} else
          ${values.loggedAt} end`,
      },
    });
}

export async function findContestBoulder(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ id: contestBoulders.id, contestId: contestBoulders.contestId, round: contestBoulders.round, zone: contestBoulders.zone })
    .from(contestBoulders)
    .where(eq(contestBoulders.id, id))
    .limit(1);
  return row;
}

export async function isFinalist(db: DbExecutor, contestId: number, competitorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: contestFinalists.competitorId })
    .from(contestFinalists)
    .where(and(eq(contestFinalists.contestId, contestId), eq(contestFinalists.competitorId, competitorId)))
    .limit(1);
  return !!row;
}

export interface StoredResult {
  competitorId: number;
  boulderId: number;
  round: 'qualification' | 'final';
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
  loggedAt: Date;
}

/** Every result of the contest, with the round of its boulder. */
export function listResults(db: DbExecutor, contestId: number): Promise<StoredResult[]> {
  return db
    .select({
      competitorId: contestResults.competitorId,
      boulderId: contestResults.contestBoulderId,
      round: contestBoulders.round,
      attempts: contestResults.attempts,
      zoneAttempt: contestResults.zoneAttempt,
      topAttempt: contestResults.topAttempt,
      loggedAt: contestResults.loggedAt,
    })
    .from(contestResults)
    .innerJoin(contestBoulders, eq(contestBoulders.id, contestResults.contestBoulderId))
    .where(eq(contestResults.contestId, contestId));
}

export async function insertJudge(db: DbExecutor, values: typeof contestJudges.$inferInsert): Promise<JudgeRecord> {
  const [row] = await db.insert(contestJudges).values(values).returning();
  return row!;
}

export function listJudges(db: DbExecutor, contestId: number): Promise<JudgeRecord[]> {
  return db.select().from(contestJudges).where(eq(contestJudges.contestId, contestId)).orderBy(asc(contestJudges.id));
}

/** The ids of a contest's boulders, both rounds. */
export async function listContestBoulderIds(db: DbExecutor, contestId: number): Promise<number[]> {
  const rows = await db.select({ id: contestBoulders.id }).from(contestBoulders).where(eq(contestBoulders.contestId, contestId));
  return rows.map((row) => row.id);
}

/** A judge of this contest (undefined for an unknown id, or another contest's judge). */
export async function findJudge(db: DbExecutor, contestId: number, judgeId: number): Promise<JudgeRecord | undefined> {
  const [row] = await db
    .select()
    .from(contestJudges)
    .where(and(eq(contestJudges.id, judgeId), eq(contestJudges.contestId, contestId)))
    .limit(1);
  return row;
}

export async function findJudgeByToken(db: DbExecutor, token: string): Promise<JudgeRecord | undefined> {
  const [row] = await db.select().from(contestJudges).where(eq(contestJudges.token, token)).limit(1);
  return row;
}

export async function insertJudgeSession(db: DbExecutor, values: typeof contestJudgeSessions.$inferInsert): Promise<void> {
  await db.insert(contestJudgeSessions).values(values);
}

/** The judge of a live session (undefined for an unknown or expired one). */
export async function judgeOfSession(db: DbExecutor, tokenHash: string, now: Date): Promise<JudgeRecord | undefined> {
  const [row] = await db
    .select({ judge: contestJudges })
    .from(contestJudgeSessions)
    .innerJoin(contestJudges, eq(contestJudges.id, contestJudgeSessions.judgeId))
    .where(and(eq(contestJudgeSessions.tokenHash, tokenHash), sql`${contestJudgeSessions.expiresAt} > ${now}`))
    .limit(1);
  return row?.judge;
}

/** A contest's entries (the history of corrections), newest first, with who made each. */
export function listEntries(db: DbExecutor, contestId: number, filter: { competitorId?: number; boulderId?: number }, limit: number) {
  return db
    .select({
      clientId: contestResultEntries.clientId,
      competitorId: contestResultEntries.competitorId,
      boulderId: contestResultEntries.contestBoulderId,
      attempts: contestResultEntries.attempts,
      zoneAttempt: contestResultEntries.zoneAttempt,
      topAttempt: contestResultEntries.topAttempt,
      source: contestResultEntries.source,
      judgeName: contestJudges.name,
      userFirstName: users.firstName,
      userLastName: users.lastName,
      competitorFirstName: contestCompetitors.firstName,
      competitorLastName: contestCompetitors.lastName,
      createdAt: contestResultEntries.createdAt,
    })
    .from(contestResultEntries)
    .innerJoin(contestCompetitors, eq(contestCompetitors.id, contestResultEntries.competitorId))
    .leftJoin(contestJudges, eq(contestJudges.id, contestResultEntries.judgeId))
    .leftJoin(users, eq(users.id, contestResultEntries.userId))
    .where(
      and(
        eq(contestResultEntries.contestId, contestId),
        filter.competitorId === undefined ? undefined : eq(contestResultEntries.competitorId, filter.competitorId),
        filter.boulderId === undefined ? undefined : eq(contestResultEntries.contestBoulderId, filter.boulderId),
      ),
    )
    .orderBy(desc(contestResultEntries.createdAt), desc(contestResultEntries.id))
    .limit(limit);
}

export async function updateJudgeRow(
  db: DbExecutor,
  contestId: number,
  judgeId: number,
  values: Partial<Pick<JudgeRecord, 'name' | 'code' | 'boulderIds'>>,
): Promise<JudgeRecord | undefined> {
  const [row] = await db
    .update(contestJudges)
    .set(values)
    .where(and(eq(contestJudges.id, judgeId), eq(contestJudges.contestId, contestId)))
    .returning();
  return row;
}

/** Deletes the judge (their sessions go with them; their entries stay in the history, without a name). */
export async function deleteJudgeRow(db: DbExecutor, contestId: number, judgeId: number): Promise<boolean> {
  const rows = await db
    .delete(contestJudges)
    .where(and(eq(contestJudges.id, judgeId), eq(contestJudges.contestId, contestId)))
    .returning({ id: contestJudges.id });
  return rows.length > 0;
}

export async function deleteJudgeSessions(db: DbExecutor, judgeId: number): Promise<void> {
  await db.delete(contestJudgeSessions).where(eq(contestJudgeSessions.judgeId, judgeId));
}

/** The registrations linked to an account, in contests run by a gym that ended after `since`, most recent first. */
export function listCompetitionsOfUser(db: DbExecutor, userId: number, since: Date) {
  return db
    .select({ competitor: contestCompetitors, contest: contests, category: contestCategories.name })
    .from(contestCompetitors)
    .innerJoin(contests, eq(contests.id, contestCompetitors.contestId))
    .innerJoin(contestCategories, eq(contestCategories.id, contestCompetitors.categoryId))
    .where(and(eq(contestCompetitors.userId, userId), isNotNull(contests.gymId), gt(sql`coalesce(${contests.endsAt}, ${contests.startsAt})`, since)))
    .orderBy(desc(contests.startsAt), desc(contests.id));
}

/** Results of some competitors (theirs only), with the boulder's round. */
export function listResultsOfCompetitors(db: DbExecutor, competitorIds: number[]) {
  if (competitorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      competitorId: contestResults.competitorId,
      boulderId: contestResults.contestBoulderId,
      attempts: contestResults.attempts,
      zoneAttempt: contestResults.zoneAttempt,
      topAttempt: contestResults.topAttempt,
    })
    .from(contestResults)
    .where(inArray(contestResults.competitorId, competitorIds));
}

/** The boulders of a round of several contests at once, in each contest's order. */
export function listBouldersOfContests(db: DbExecutor, contestIds: readonly number[], round: 'qualification' | 'final') {
  if (contestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contestBoulders)
    .where(and(inArray(contestBoulders.contestId, [...contestIds]), eq(contestBoulders.round, round)))
    .orderBy(asc(contestBoulders.contestId), asc(contestBoulders.number));
}

/** The registration a personal self-scoring link opens, with its contest and category name. */
export async function findCompetitionOfSelfToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select({ competitor: contestCompetitors, contest: contests, category: contestCategories.name })
    .from(contestCompetitors)
    .innerJoin(contests, eq(contests.id, contestCompetitors.contestId))
    .innerJoin(contestCategories, eq(contestCategories.id, contestCompetitors.categoryId))
    .where(and(eq(contestCompetitors.selfToken, token), isNotNull(contests.gymId)))
    .limit(1);
  return row;
}

/**
 * Claims the competitors who should get a personal link now (an e-mail, no account, no link mailed
 * yet): each gets its token and `selfLinkSentAt`. Rows another call is claiming are skipped, so two
 * organisers clicking at once never mail anyone twice.
 */
export async function claimSelfLinks(tx: DbExecutor, contestId: number, newToken: () => string, sentAt: Date) {
  const due = await tx
    .select({ id: contestCompetitors.id, selfToken: contestCompetitors.selfToken })
    .from(contestCompetitors)
    .where(
      and(
        eq(contestCompetitors.contestId, contestId),
        isNotNull(contestCompetitors.email),
        isNull(contestCompetitors.userId),
        isNull(contestCompetitors.selfLinkSentAt),
      ),
    )
    .orderBy(asc(contestCompetitors.id))
    .for('update', { skipLocked: true });
  const claimed = [];
  for (const row of due) {
    const [updated] = await tx
      .update(contestCompetitors)
      .set({ selfToken: row.selfToken ?? newToken(), selfLinkSentAt: sentAt })
      .where(eq(contestCompetitors.id, row.id))
      .returning();
    claimed.push(updated!);
  }
  return claimed;
}

/** A link whose mail did not leave is due again at the next sending. */
export async function releaseSelfLink(db: DbExecutor, competitorId: number): Promise<void> {
  await db.update(contestCompetitors).set({ selfLinkSentAt: null }).where(eq(contestCompetitors.id, competitorId));
}
