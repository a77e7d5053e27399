/**
 * Brakes on password guessing and mail flooding. Login failures are counted in the database so
 * that every server process sees the same counts.
 */
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import { countLoginFailures, deleteLoginFailure, recordLoginFailure } from '../repositories/login-failures-repository';
import type { DbExecutor } from '../repositories/users-repository';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_LOGIN_FAILURES_PER_ACCOUNT = 5;
export const MAX_LOGIN_FAILURES_PER_IP = 20;

/**
 * Counts this attempt as a failure up front, so that parallel guesses cannot all slip under the
 * limit while their passwords are being checked. Returns the id of that provisional failure;
 * throws 429 (without counting the attempt) when the account or the address is over its limit.
 */
export async function startLoginAttempt(db: DbExecutor, email: string, ip: string | null): Promise<number> {
  const id = await recordLoginFailure(db, email, ip);
  const counts = await countLoginFailures(db, email, ip, LOGIN_WINDOW_MS);
  if (counts.byEmail > MAX_LOGIN_FAILURES_PER_ACCOUNT || counts.byIp > MAX_LOGIN_FAILURES_PER_IP) {
    await deleteLoginFailure(db, id);
    throw new AppError('too_many_requests', MESSAGES.tooManyLoginAttempts);
  }
  return id;
}

/** A fixed-window counter kept in memory, for limits that can tolerate one count per process. */
export function createWindowCounter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    /** Counts a hit for the key; false when the key is over its limit in the current window. */
    hit(key: string, now = Date.now()): boolean {
      let window = windows.get(key);
      if (!window || now - window.start >= options.windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, w] of windows) if (now - w.start >= options.windowMs) windows.delete(k);
          // Still full: forget the oldest keys rather than grow without bound.
          for (const k of windows.keys()) {
            if (windows.size < maxKeys) break;
            windows.delete(k);
          }
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.max;
    },
  };
}
