/**
 * The landing page's notify form (public-pages.md §2, §5, §8): a visitor leaves an e-mail address for a
 * partner gym. Its few queries live here rather than in a repository of their own.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { notifyFieldErrors, type NotifyBody, type PartnerGym } from '../../shared/contract/public';
import { normalizeEmail } from '../../shared/domain/email';
import { MESSAGES } from '../../shared/messages';
import type { Database } from '../db/client';
import { partnerGyms, potentialNewUsers } from '../db/schema';
import { AppError, badRequest } from '../errors';

/** Successful sign-ups accepted per IP address and hour, counted in the database (shared by every process). */
export const NOTIFY_MAX_PER_IP_PER_HOUR = 10;

const gymCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Every partner gym, by name in French order. */
export async function listPartnerGyms(db: Database): Promise<PartnerGym[]> {
  const rows = await db.select({ id: partnerGyms.id, name: partnerGyms.name }).from(partnerGyms);
  return rows.sort((a, b) => gymCollator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** Case, accents and repeated spaces ignored: 'la  salle ÉTOILE ' matches 'La Salle Etoile'. */
export const gymMatchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The partner gym whose id or name is `typed`, or undefined. */
export async function findPartnerGym(db: Database, typed: string): Promise<PartnerGym | undefined> {
  const key = gymMatchKey(typed);
  const gyms = await db.select({ id: partnerGyms.id, name: partnerGyms.name }).from(partnerGyms);
  return gyms.find((gym) => gymMatchKey(gym.id) === key) ?? gyms.find((gym) => gymMatchKey(gym.name) === key);
}

/**
 * Records the sign-up: the e-mail lowercased and trimmed, the partner gym's id (as `climbing_gym` and
 * `partner_gym_id`, so the unique index catches a second sign-up for the same gym however it was typed)
 * and the client's address. 400 with the spec's field errors, 429 beyond 10 sign-ups per IP and hour.
 */
export async function registerPotentialUser(db: Database, body: NotifyBody, ip: string | null): Promise<{ message: string }> {
  const errors = notifyFieldErrors(body);
  if (errors.climbing_gym || errors.email) {
    const first = (errors.climbing_gym ?? errors.email)!;
    throw badRequest(first, {
      ...(errors.climbing_gym ? { climbing_gym: [errors.climbing_gym] } : {}),
      ...(errors.email ? { email: [errors.email] } : {}),
    });
  }
  const gym = await findPartnerGym(db, body.climbing_gym!);
  if (!gym) throw badRequest(MESSAGES.notifyGymUnknown, { climbing_gym: [MESSAGES.notifyGymUnknown] });
  const email = normalizeEmail(body.email!);

  await db.transaction(async (tx) => {
    if (ip) {
      // One sign-up at a time per address, so parallel requests cannot all slip under the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`potential_new_users:${ip}`}))`);
      const [recent] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(potentialNewUsers)
        .where(and(eq(potentialNewUsers.ip, ip), gt(potentialNewUsers.createdAt, sql`now() - interval '1 hour'`)));
      if ((recent?.count ?? 0) >= NOTIFY_MAX_PER_IP_PER_HOUR) throw new AppError('too_many_requests', MESSAGES.notifyTooManyRequests);
    }
    const [already] = await tx
      .select({ id: potentialNewUsers.id })
      .from(potentialNewUsers)
      .where(and(eq(potentialNewUsers.email, email), eq(potentialNewUsers.partnerGymId, gym.id)))
      .limit(1);
    const inserted = already
      ? []
      : await tx
          .insert(potentialNewUsers)
          .values({ email, climbingGym: gym.id, partnerGymId: gym.id, ip })
          .onConflictDoNothing()
          .returning({ id: potentialNewUsers.id });
    if (inserted.length === 0) throw badRequest(MESSAGES.notifyAlreadyRegistered, { email: [MESSAGES.notifyAlreadyRegistered] });
  });
  return { message: MESSAGES.notifySucceeded };
}
