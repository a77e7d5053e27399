/**
 * Brakes on password guessing that strangers cannot turn against the owner (OWASP's device-cookie
 * scheme). A login from a device the account logged in from before counts only against that
 * device. Any other login counts against the (account, address) pair, the address, and, more
 * slowly, the account as a whole; the last one never blocks the owner's known devices, and a
 * password reset lifts it.
 */
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import type { RateLimitName, RateLimits } from '../repositories/rate-limits-repository';

export interface LoginAttemptSubject {
  /** Lowercased e-mail typed. */
  email: string;
  ip: string | null;
  /** Nonce of a valid device cookie for this e-mail, or null. */
  deviceNonce: string | null;
}

export interface LoginAttempt {
  /** The password was right: the run of failures of this pair or device ends. */
  succeeded(): Promise<void>;
  /** The password was right but the login is refused for another reason: the attempt does not count. */
  notAFailure(): Promise<void>;
}

function countedAgainst({ email, ip, deviceNonce }: LoginAttemptSubject): [RateLimitName, string][] {
  if (deviceNonce) return [['loginDevice', deviceNonce]];
  const address = ip ?? 'unknown';
  return [
    ['loginAccountAddress', `${email}\n${address}`],
    ['loginAddress', address],
    ['loginAccount', email],
  ];
}

/**
 * Counts the attempt as a failure before the password is checked, so that parallel guesses cannot
 * all slip under a limit; 429 when one of its limits is already reached.
 */
export async function startLoginAttempt(limits: RateLimits, subject: LoginAttemptSubject): Promise<LoginAttempt> {
  const counters = countedAgainst(subject);
  const refundAll = () => Promise.all(counters.map(([name, key]) => limits.refund(name, key))).then(() => undefined);
  const allowed = await Promise.all(counters.map(([name, key]) => limits.hit(name, key)));
  const blocked = counters.filter((_, i) => !allowed[i]).map(([name]) => name);
  if (blocked.length > 0) {
    // A refused attempt checks no password: it must not count, or one blocked address could keep
    // feeding the account-wide counter.
    await refundAll();
    const accountWide = blocked.length === 1 && blocked[0] === 'loginAccount';
    throw new AppError('too_many_requests', accountWide ? MESSAGES.tooManyAccountLoginAttempts : MESSAGES.tooManyLoginAttempts);
  }
  return {
    async succeeded() {
      await refundAll();
      // The first counter is the device's or the (account, address) pair's: its run of failures ends.
      const [name, key] = counters[0]!;
      await limits.forget(name, key);
    },
    notAFailure: refundAll,
  };
}

/** After a password reset proved who owns the account, its account-wide lock is lifted. */
export async function liftAccountLoginLimit(limits: RateLimits, email: string): Promise<void> {
  await limits.forget('loginAccount', email);
}
