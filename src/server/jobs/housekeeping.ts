/** The housekeeping job: rows past their use (expired sessions and tokens, reset and confirmation links, rate limit counters). */
import type { Database } from '../db/client';
import { deleteExpiredApiTokens, deleteExpiredConfirmations } from '../repositories/climber-accounts-repository';
import { deleteResetTokensCreatedBefore } from '../repositories/password-reset-tokens-repository';
import { deleteExpiredRateLimits } from '../repositories/rate-limits-repository';
import { deleteExpiredSessions } from '../repositories/sessions-repository';
import { SESSION_IDLE_MS } from '../services/session-tokens';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export async function removeStaleRows(db: Database, now = new Date()): Promise<void> {
  await deleteExpiredSessions(db, now, new Date(now.getTime() - SESSION_IDLE_MS));
  await deleteExpiredRateLimits(db, now.getTime() - HOUR);
  await deleteResetTokensCreatedBefore(db, new Date(now.getTime() - DAY));
  await deleteExpiredApiTokens(db, now);
  await deleteExpiredConfirmations(db, now);
}
