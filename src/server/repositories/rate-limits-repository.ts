/**
 * Every rate limit of the server, counted in PostgreSQL (table rate_limits) through
 * rate-limiter-flexible, so that all server processes share the counts and a restart of the app
 * forgets nothing. Each limit is a fixed window of `seconds` allowing `points` hits per subject.
 * The table is unlogged (`CREATE UNLOGGED TABLE` in the baseline migration): counting a hit does not wait for the disk, and a crash of
 * PostgreSQL itself empties the counts.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { lt } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Wrong passwords for one account from one address (OWASP: per login and client). */
  loginAccountAddress: { points: 5, seconds: 15 * MINUTE },
  /** Wrong passwords from one address, whatever the accounts. */
  loginAddress: { points: 20, seconds: 15 * MINUTE },
  /** Wrong passwords for one account from every device it has not logged in from: slow, wide. */
  loginAccount: { points: 30, seconds: HOUR },
  /** Wrong passwords from a device the account logged in from before (its device cookie). */
  loginDevice: { points: 10, seconds: 15 * MINUTE },
  /** Password reset requests from one address. */
  resetAddress: { points: 20, seconds: HOUR },
  /** What one climber logs (docs/product.md › Climbers: validation and limits): ascents per minute and per day, comments and reports per day. */
  ascentsMinute: { points: 60, seconds: MINUTE },
  ascentsDay: { points: 300, seconds: 24 * HOUR },
  commentsDay: { points: 20, seconds: 24 * HOUR },
  reportsDay: { points: 20, seconds: 24 * HOUR },
  /** Climber sign-ups from one address, valid or not. */
  signUpAddress: { points: 20, seconds: HOUR },
  /** Notify form posts from one address, valid or not. */
  notifyAttemptsAddress: { points: 60, seconds: HOUR },
  /** Wrong codes on one judge's link (docs/product.md › Contests: scoring entry): past 5, every try answers 429 until the window ends. */
  judgeCodeLink: { points: 5, seconds: 15 * MINUTE },
  /** Contest registrations from one address, valid or not. */
  contestRegistrationsAddress: { points: 30, seconds: HOUR },
  /** Gym owners' sign-ups (docs/product.md › Going live: gym sign-up): 3 per e-mail address and day, and some per network address. */
  proSignupEmail: { points: 3, seconds: 24 * HOUR },
  proSignupAddress: { points: 20, seconds: HOUR },
  /** Notify sign-ups (new or repeated) from one address. */
  notifySignUpsAddress: { points: 10, seconds: HOUR },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMITS_TABLE = 'rate_limits';

/** Subjects (e-mails, addresses) are hashed: keys stay short and the table holds no e-mail. */
const subjectKey = (subject: string) => createHash('sha256').update(subject).digest('base64url');

/** The `key` column of a limit's row for a subject (tests move windows with it). */
export const rateLimitKey = (name: RateLimitName, subject: string) => `${name}:${subjectKey(subject)}`;

export interface RateLimits {
  /** Counts one hit for the subject; false when this hit is over the limit. */
  hit(name: RateLimitName, subject: string): Promise<boolean>;
  /** Counts one hit and tells the count in the window and the milliseconds before the window ends. */
  count(name: RateLimitName, subject: string): Promise<{ current: number; ttl: number }>;
  /** Gives back one hit (an attempt that turned out not to count). */
  refund(name: RateLimitName, subject: string): Promise<void>;
  /** Forgets the subject's count (e.g. a successful login ends a run of failures). */
  forget(name: RateLimitName, subject: string): Promise<void>;
}

export function createRateLimits(pool: pg.Pool): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, rule]) => [
      name,
      new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        // Created by the migrations; expired rows are deleted by the hourly clean-up of the session plugin.
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.points,
        duration: rule.seconds,
      }),
    ]),
  ) as Record<RateLimitName, RateLimiterPostgres>;

  return {
    async hit(name, subject) {
      try {
        await limiters[name].consume(subjectKey(subject));
        return true;
      } catch (error) {
        // consume() rejects with the counter's state when over the limit, with an Error otherwise.
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async count(name, subject) {
      const state = await limiters[name].penalty(subjectKey(subject), 1);
      return { current: state.consumedPoints, ttl: state.msBeforeNext };
    },
    async refund(name, subject) {
      await limiters[name].reward(subjectKey(subject), 1);
    },
    async forget(name, subject) {
      await limiters[name].delete(subjectKey(subject));
    },
  };
}

/** Deletes the counters whose window ended before `before` (epoch milliseconds). */
export async function deleteExpiredRateLimits(db: DbExecutor, before: number): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.expire, before)).returning({ key: rateLimits.key });
  return deleted.length;
}
