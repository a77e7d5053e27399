import { lt } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

/** Deletes the counters whose window ended before `before` (epoch milliseconds). */
export async function deleteExpiredRateLimits(db: DbExecutor, before: number): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, before)).returning({ key: rateLimits.key });
  return deleted.length;
}
