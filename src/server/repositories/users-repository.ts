import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/transaction';
import { gymStaff, users } from '../db/schema';

/** A transaction handle, accepted wherever the database is. */

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbExecutor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbExecutor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Staff membership summary: whether the user works in any gym and is admin in at least one. */
export async function staffSummary(db: DbExecutor, userId: number): Promise<{ isStaff: boolean; isAdmin: boolean }> {
  const [row] = await db
    .select({
      gyms: sql<number>`count(*)::int`,
      adminGyms: sql<number>`count(*) filter (where ${gymStaff.isAdmin})::int`,
    })
    .from(gymStaff)
    .where(eq(gymStaff.userId, userId));
  return { isStaff: (row?.gyms ?? 0) > 0, isAdmin: (row?.adminGyms ?? 0) > 0 };
}

export async function updatePasswordHash(db: DbExecutor, userId: number, passwordHash: string, changedAt: Date): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: changedAt }).where(eq(users.id, userId));
}

/**
 * An account made from an invitation or a gym owner's sign-up: its address is confirmed, since the
 * link that created it was mailed there. Undefined when the address already has an account.
 */
export async function insertConfirmedAccount(
  db: DbExecutor,
  account: { email: string; passwordHash: string; firstName: string; lastName: string; confirmedAt: Date },
): Promise<{ id: number; uuid: string } | undefined> {
  const { confirmedAt, ...values } = account;
  const [row] = await db
    .insert(users)
    .values({ ...values, emailConfirmedAt: confirmedAt, passwordChangedAt: confirmedAt })
    .onConflictDoNothing()
    .returning({ id: users.id, uuid: users.uuid });
  return row;
}

/** Marks the address confirmed (a link mailed there was opened); an address already confirmed keeps its date. */
export async function confirmEmailIfNeeded(db: DbExecutor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}
