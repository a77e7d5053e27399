/**
 * The landing page's notify form (docs/product.md › Public pages: screens; Public pages: validation; Public pages: errors): a visitor leaves an
 * e-mail address for a
 * partner gym.
 */
import { NOTIFY_MESSAGES, notifyFieldErrorKeys, type NotifyBody, type PartnerGym } from '../../shared/contract/public';
import { normalizeEmail } from '../../shared/domain/email';
import { MESSAGES } from '../../shared/messages';
import { foldKey } from '../../shared/domain/text-folding';
import type { Database } from '../db/client';
import { AppError, badRequest } from '../errors';
import { RATE_LIMITS, type RateLimits } from '../repositories/rate-limits-repository';
import { insertPotentialUser, partnerGymRows } from '../repositories/notify-repository';

/** Sign-ups (new or repeated) accepted per IP address and hour, counted in the database (shared by every process). */
export const NOTIFY_MAX_PER_IP_PER_HOUR = RATE_LIMITS.notifySignUpsAddress.points;

const gymCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Every partner gym, by name in French order. */
export async function listPartnerGyms(db: Database): Promise<PartnerGym[]> {
  const rows = await partnerGymRows(db);
  return rows.sort((a, b) => gymCollator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** The partner gym whose id or name is `typed` (case, accents and repeated spaces ignored), or undefined. */
export async function findPartnerGym(db: Database, typed: string): Promise<PartnerGym | undefined> {
  const key = foldKey(typed);
  const gyms = await partnerGymRows(db);
  return gyms.find((gym) => foldKey(gym.id) === key) ?? gyms.find((gym) => foldKey(gym.name) === key);
}

/**
 * Records the sign-up: the e-mail lowercased and trimmed, the partner gym's id (as `climbing_gym` and
 * `partner_gym_id`, so the unique index catches a second sign-up for the same gym however it was typed)
 * and the client's address; a second sign-up of the address for the gym is answered the same and stores
 * nothing. 400 with the spec's field errors; 429 beyond 60 posts or 10 sign-ups per IP and hour.
 */
export async function registerPotentialUser(db: Database, limits: RateLimits, body: NotifyBody, ip: string | null): Promise<{ message: string }> {
  const address = ip ?? 'unknown';
  const keys = notifyFieldErrorKeys(body);
  const errors = { climbing_gym: keys.climbing_gym && NOTIFY_MESSAGES[keys.climbing_gym], email: keys.email && NOTIFY_MESSAGES[keys.email] };
  if (errors.climbing_gym || errors.email) {
    const first = (errors.climbing_gym ?? errors.email)!;
    throw badRequest(first, {
      ...(errors.climbing_gym ? { climbing_gym: [errors.climbing_gym] } : {}),
      ...(errors.email ? { email: [errors.email] } : {}),
    });
  }
  const gym = await findPartnerGym(db, body.climbing_gym!);
  if (!gym) throw badRequest(MESSAGES.notifyGymUnknown, { climbing_gym: [MESSAGES.notifyGymUnknown] });
  // Repeated sign-ups count too, so the limit cannot tell them from new ones.
  if (!(await limits.hit('notifySignUpsAddress', address))) throw new AppError('too_many_requests', MESSAGES.notifyTooManyRequests);

  // A repeated sign-up answers like a new one and stores nothing, so the form never tells whether an
  // address already signed up for a gym.
  await insertPotentialUser(db, { email: normalizeEmail(body.email!), partnerGymId: gym.id, ip });
  return { message: NOTIFY_MESSAGES.notifySucceeded };
}
