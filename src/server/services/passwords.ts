/**
 * Password hashing with scrypt at the OWASP-recommended cost (N=2^17, r=8, p=1).
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can be raised later.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import { createBoundedQueue, QueueFullError, type BoundedQueue } from '../lib/bounded-queue';

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Each hash costs about 0.5 s of CPU and 128 MB: at most `concurrency` run at once in this process
 * and `maxWaiting` more wait; beyond that the login or password change answers 503 at once.
 */
let hashing: BoundedQueue = createBoundedQueue(defaultHashingLimits());

export function defaultHashingLimits() {
  return { concurrency: Math.max(1, Math.floor(os.availableParallelism() / 2)), maxWaiting: 16 };
}

export function configurePasswordHashing(limits: { concurrency: number; maxWaiting: number }): void {
  hashing = createBoundedQueue(limits);
}

export const passwordHashingStats = () => hashing.stats();

async function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  try {
    return await hashing.run(
      () =>
        new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)))),
    );
  } catch (error) {
    if (error instanceof QueueFullError) throw new AppError('unavailable', MESSAGES.passwordHashingBusy);
    throw error;
  }
}

const maxmem = (n: number, r: number) => 128 * n * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so unknown accounts cannot be told apart by timing.
    await hashPassword(password);
    return false;
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
