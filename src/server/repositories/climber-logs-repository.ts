/**
 * What climbers log (docs/product.md › Climbers: the app): ascents by client id, ratings, grade votes, comments and
 * problem reports. The statistics follow from the tables' triggers (stats_queue, drained by a job).
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ascents, boulders, comments, gradeProposals, gyms, problemReports, ratings } from '../db/schema';
import { instant, sqlRows } from '../db/sql-rows';
import { preparedPerExecutor, type DbExecutor, type DbTransaction } from '../db/transaction';

export interface StoredAscent {
  id: number;
  boulderId: number;
  tries: number;
  topped: boolean;
  loggedAt: Date;
  flash: boolean;
}

interface AscentRowText {
  id: number;
  boulderId: number;
  tries: number;
  topped: boolean;
  loggedAt: string;
  flash: boolean;
}

const stored = (row: AscentRowText): StoredAscent => ({ ...row, loggedAt: instant(row.loggedAt) });

/**
 * A first top in one try is a flash (docs/product.md › Climbers: the app): no earlier log of this climber on the boulder.
 * `a` is the ascent row being answered (the logbook uses it too).
 */
export const FLASH = sql`(a.topped and a.tries = 1 and not exists (
  select 1 from ascents e
  where e.user_id = a.user_id and e.boulder_id = a.boulder_id and (e.logged_at < a.logged_at or (e.logged_at = a.logged_at and e.id < a.id))
))`;

/**
 * Stores the log when the boulder exists and is open at `loggedAt` and the climber has no log with
 * this client id; answers the stored row, or undefined (the caller finds out why). It commits as
 * every write does, once its WAL is on the disk: the phone drops a log from its queue on the answer.
 */
export async function insertAscentIfOpen(
  db: DbExecutor,
  log: { userId: number; clientId: string; boulderId: number; tries: number; topped: boolean; loggedAt: Date },
): Promise<StoredAscent | undefined> {
  const [row] = await insertAscentQuery(db).execute(log);
  return row;
}

// A named prepared statement: every log runs it, and planning it cost more than running it
// (0.51 → 0.29 ms a log on the bench data, measured over 1,500 inserts).
const insertAscentQuery = preparedPerExecutor((db) => {
  const p = (name: string) => sql.placeholder(name);
  const inserted = db
    .$with('inserted', { id: ascents.id, boulderId: ascents.boulderId, loggedAt: ascents.loggedAt, tries: ascents.tries, topped: ascents.topped })
    .as(
      sql`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped, client_id)
          select ${p('userId')}, b.id, b.gym_id, ${p('loggedAt')}, ${p('tries')}, ${p('topped')}, ${p('clientId')}
          from boulders b
          where b.id = ${p('boulderId')} and b.created_at <= ${p('loggedAt')} and (b.closed_at is null or b.closed_at > ${p('loggedAt')})
            and exists (select 1 from gyms g where g.id = b.gym_id and g.status = 'published')
          on conflict (user_id, client_id) do nothing
          returning id, user_id, boulder_id, logged_at, tries, topped`,
    );
  // The inserted row is not visible to this statement's reads: any row found is an earlier log.
  // Outer columns spelled out: Drizzle writes them without their table inside the subquery.
  const flash = sql<boolean>`(inserted.topped and inserted.tries = 1 and not exists (
    select 1 from ascents e
    where e.user_id = inserted.user_id and e.boulder_id = inserted.boulder_id and e.logged_at <= inserted.logged_at
  ))`;
  return db
    .with(inserted)
    .select({ id: inserted.id, boulderId: inserted.boulderId, tries: inserted.tries, topped: inserted.topped, loggedAt: inserted.loggedAt, flash })
    .from(inserted)
    .prepare('insert_ascent');
});

/** The climber's log with this client id, or undefined. */
export async function findAscentByClientId(db: DbExecutor, userId: number, clientId: string): Promise<StoredAscent | undefined> {
  const [row] = await sqlRows<AscentRowText>(
    db,
    sql`select a.id, a.boulder_id as "boulderId", a.tries, a.topped, a.logged_at as "loggedAt", ${FLASH} as flash
        from ascents a where a.user_id = ${userId} and a.client_id = ${clientId}`,
  );
  return row && stored(row);
}

export async function findBoulderWindow(db: DbExecutor, boulderId: number): Promise<{ openedAt: Date; closedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ openedAt: boulders.createdAt, closedAt: boulders.closedAt })
    .from(boulders)
    .innerJoin(gyms, and(eq(gyms.id, boulders.gymId), eq(gyms.status, 'published')))
    .where(eq(boulders.id, boulderId))
    .limit(1);
  return row;
}

export async function deleteAscentByClientId(db: DbExecutor, userId: number, clientId: string): Promise<boolean> {
  const deleted = await db
    .delete(ascents)
    .where(and(eq(ascents.userId, userId), eq(ascents.clientId, clientId)))
    .returning({ id: ascents.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- ratings, votes, comments, reports

/** The boulder's gym, or undefined when there is no such boulder. */
/** The gym of a boulder climbers may see (its gym published; Going live: gym status). */
export async function boulderGym(db: DbExecutor, boulderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ gymId: boulders.gymId })
    .from(boulders)
    .innerJoin(gyms, and(eq(gyms.id, boulders.gymId), eq(gyms.status, 'published')))
    .where(eq(boulders.id, boulderId))
    .limit(1);
  return row?.gymId;
}

export async function upsertRating(db: DbExecutor, userId: number, boulderId: number, stars: number): Promise<void> {
  await db
    .insert(ratings)
    .values({ userId, boulderId, stars })
    .onConflictDoUpdate({ target: [ratings.boulderId, ratings.userId], set: { stars, createdAt: sql`now()` } });
}

export async function hasTopped(db: DbExecutor, userId: number, boulderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ascents.id })
    .from(ascents)
    .where(and(eq(ascents.userId, userId), eq(ascents.boulderId, boulderId), eq(ascents.topped, true)))
    .limit(1);
  return row !== undefined;
}

export async function upsertGradeVote(
  db: DbExecutor,
  vote: { userId: number; boulderId: number; grade: number; feeling: 'plus_facile' | 'juste' | 'plus_dur' },
): Promise<void> {
  await db
    .insert(gradeProposals)
    .values(vote)
    .onConflictDoUpdate({
      target: [gradeProposals.boulderId, gradeProposals.userId],
      set: { grade: vote.grade, feeling: vote.feeling, createdAt: sql`now()` },
    });
}

/**
 * Serialises a climber's writes of one kind on one boulder until the transaction ends, so that two
 * identical requests at once cannot both miss each other's row (comments, reports).
 */
export async function lockClimberBoulder(db: DbTransaction, kind: 'comment' | 'report', userId: number, boulderId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${kind}:${userId}:${boulderId}`}, 0))`);
}

/** My visible comment with this very text on this boulder since `since` (a replay of the same request). */
export async function findRecentSameComment(db: DbExecutor, row: { userId: number; boulderId: number; text: string; since: Date }) {
  const [found] = await db
    .select({ id: comments.id, text: comments.comment, createdAt: comments.createdAt })
    .from(comments)
    .where(
      and(
        eq(comments.userId, row.userId),
        eq(comments.boulderId, row.boulderId),
        eq(comments.comment, row.text),
        gt(comments.createdAt, row.since),
        isNull(comments.hiddenAt),
      ),
    )
    .orderBy(desc(comments.id))
    .limit(1);
  return found ?? null;
}

/** My report of this kind and text on this boulder since `since`, still open (a replay of the same request). */
export async function findRecentSameReport(
  db: DbExecutor,
  row: { userId: number; boulderId: number; kind: (typeof problemReports.$inferInsert)['kind']; text: string | null; since: Date },
) {
  const [found] = await db
    .select({ id: problemReports.id, kind: problemReports.kind, text: problemReports.text, createdAt: problemReports.createdAt })
    .from(problemReports)
    .where(
      and(
        eq(problemReports.userId, row.userId),
        eq(problemReports.boulderId, row.boulderId),
        eq(problemReports.kind, row.kind),
        row.text === null ? isNull(problemReports.text) : eq(problemReports.text, row.text),
        gt(problemReports.createdAt, row.since),
        isNull(problemReports.resolvedAt),
      ),
    )
    .orderBy(desc(problemReports.id))
    .limit(1);
  return found ?? null;
}

export async function insertComment(db: DbExecutor, row: { userId: number; boulderId: number; gymId: number; text: string }) {
  const [created] = await db
    .insert(comments)
    .values({ userId: row.userId, boulderId: row.boulderId, gymId: row.gymId, comment: row.text })
    .returning({ id: comments.id, text: comments.comment, createdAt: comments.createdAt });
  return created!;
}

export async function deleteOwnComment(db: DbExecutor, userId: number, commentId: number): Promise<boolean> {
  const deleted = await db
    .delete(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId)))
    .returning({ id: comments.id });
  return deleted.length > 0;
}

export async function insertReport(
  db: DbExecutor,
  row: { userId: number; boulderId: number; gymId: number; kind: (typeof problemReports.$inferInsert)['kind']; text: string | null },
) {
  const [created] = await db
    .insert(problemReports)
    .values(row)
    .returning({ id: problemReports.id, kind: problemReports.kind, text: problemReports.text, createdAt: problemReports.createdAt });
  return created!;
}
