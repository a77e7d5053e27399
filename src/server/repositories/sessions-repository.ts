import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import { preparedPerExecutor, type DbExecutor } from '../db/transaction';
import { membershipsJson, type MembershipRow } from './staff-repository';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: DbExecutor,
  session: { idHash: string; userId: number; csrfToken: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/**
 * The session with its user's public id and staff memberships (with their gyms' data versions), or
 * undefined. The memberships come in the same query because every back-office call needs them
 * right after the session: one round trip instead of two on each call.
 */
export async function findSession(db: DbExecutor, idHash: string): Promise<(SessionRow & { userUuid: string; memberships: MembershipRow[] }) | undefined> {
  const [row] = await findSessionQuery(db).execute({ idHash });
  return row ? { ...row.session, userUuid: row.userUuid, memberships: row.memberships } : undefined;
}

// The outer column spelled out: Drizzle writes it without its table inside a select list's subquery.
const membershipsOfSessionUser = membershipsJson(sql`"sessions"."user_id"`);

const findSessionQuery = preparedPerExecutor((db) =>
  db
    .select({ session: sessions, userUuid: users.uuid, memberships: membershipsOfSessionUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .limit(1)
    .prepare('find_session'),
);

export async function touchSession(db: DbExecutor, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbExecutor, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Ends every session of the user but `keepIdHash` (the one making the request, if any). */
export async function deleteSessionsOfUser(db: DbExecutor, userId: number, keepIdHash: string | null = null): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepIdHash === null ? undefined : ne(sessions.idHash, keepIdHash)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** Removes sessions past their absolute expiry or idle since `idleSince`. */
export async function deleteExpiredSessions(db: DbExecutor, now: Date, idleSince: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}
