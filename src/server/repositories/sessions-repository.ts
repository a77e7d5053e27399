import { and, eq, lt, ne, or } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: DbExecutor,
  session: { idHash: string; userId: number; csrfToken: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The session with its user's public id, or undefined. */
export async function findSession(db: DbExecutor, idHash: string): Promise<(SessionRow & { userUuid: string }) | undefined> {
  const [row] = await db
    .select({ session: sessions, userUuid: users.uuid })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row ? { ...row.session, userUuid: row.userUuid } : undefined;
}

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
