/** Gym owners' sign-ups waiting for their confirmation link (docs/product.md › Going live: gym sign-up). */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { proSignups } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export type ProSignupRow = typeof proSignups.$inferSelect;
type Pending = Pick<ProSignupRow, 'email' | 'tokenHash' | 'gymName' | 'city' | 'firstName' | 'lastName' | 'passwordHash' | 'expiresAt'>;

/** Sign-ups of one address are written one at a time (a transaction-scoped lock on the address). */
export async function lockProSignupsOfEmail(tx: DbExecutor, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gaston:pro-signup'), hashtext(${email}))`);
}

export async function pendingProSignup(db: DbExecutor, email: string): Promise<ProSignupRow | undefined> {
  const [row] = await db
    .select()
    .from(proSignups)
    .where(and(eq(proSignups.email, email), isNull(proSignups.confirmedAt)));
  return row;
}

/** Writes the address's pending sign-up, replacing the one it had (whose link then stops working). */
export async function upsertPendingProSignup(tx: DbExecutor, row: Pending & { createdAt: Date }): Promise<void> {
  await tx.delete(proSignups).where(and(eq(proSignups.email, row.email), isNull(proSignups.confirmedAt)));
  await tx.insert(proSignups).values(row);
}

/** The sign-up of a link still usable at `now`, locked for the rest of the transaction. */
export async function lockUsableProSignup(tx: DbExecutor, tokenHash: string, now: Date): Promise<ProSignupRow | undefined> {
  const [row] = await tx
    .select()
    .from(proSignups)
    .where(and(eq(proSignups.tokenHash, tokenHash), isNull(proSignups.confirmedAt), gt(proSignups.expiresAt, now)))
    .for('update');
  return row;
}

export async function markProSignupConfirmed(tx: DbExecutor, id: number, gymId: number, at: Date): Promise<void> {
  await tx.update(proSignups).set({ confirmedAt: at, gymId }).where(eq(proSignups.id, id));
}
