import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export async function insertResetToken(db: DbExecutor, token: { userId: number; tokenHash: string; expiresAt: Date }): Promise<number> {
  const [row] = await db.insert(passwordResetTokens).values(token).returning({ id: passwordResetTokens.id });
  return row!.id;
}

export async function deleteResetToken(db: DbExecutor, id: number): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.id, id));
}

/** How many reset links were created for this user in the last `windowMs` (by the database clock). */
export async function countRecentResetTokens(db: DbExecutor, userId: number, windowMs: number): Promise<number> {
  const since = sql`now() - ${windowMs / 1000}::double precision * interval '1 second'`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), gt(passwordResetTokens.createdAt, since)));
  return row?.count ?? 0;
}

/** An unused, unexpired token with this hash belonging to the user with this uuid. */
export async function findUsableResetToken(db: DbExecutor, tokenHash: string, userUuid: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(eq(passwordResetTokens.tokenHash, tokenHash), eq(users.uuid, userUuid), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first. */
export async function consumeResetToken(db: DbExecutor, id: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ id: passwordResetTokens.id });
  return updated.length === 1;
}

/** Voids every still-open link of the user (after any password change). */
export async function voidResetTokensOfUser(db: DbExecutor, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Tokens live one hour; older rows only served the per-hour count and can go. */
export async function deleteResetTokensCreatedBefore(db: DbExecutor, before: Date): Promise<number> {
  const deleted = await db.delete(passwordResetTokens).where(lt(passwordResetTokens.createdAt, before)).returning({ id: passwordResetTokens.id });
  return deleted.length;
}
