/**
 * Quick inserts of gyms and people for API tests. Hashing a password costs ~0.4 s, so each
 * distinct password is hashed once per test file and the hash reused.
 */
import type { Database } from '../../src/server/db/client';
import { gyms, gymStaff, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/passwords';
import type { AccessType } from '../../src/shared/domain/roles';
import { TAG_NAMES } from './boulder-fixtures';

/** Follows the spec's password rules, so it is also accepted by the change-password calls. */
export const TEST_PASSWORD = 'Grimpe-2024!';

const hashes = new Map<string, Promise<string>>();
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
const next = () => ++sequence;

export type GymRow = typeof gyms.$inferSelect;

export async function createGym(db: Database, overrides: Partial<typeof gyms.$inferInsert> = {}): Promise<GymRow> {
  const [gym] = await db
    .insert(gyms)
    .values({ name: `Salle ${next()}`, city: 'Lyon', ...overrides })
    .returning();
  // The default vocabulary, numbered as the demo numbers it (catalog ids 1..n).
  let catalogId = 0;
  for (const [kind, names] of Object.entries(TAG_NAMES)) {
    for (const name of names)
      await db.$client.query('insert into tags (gym_id, kind, name, catalog_id) values ($1, $2, $3, $4)', [gym!.id, kind, name, ++catalogId]);
  }
  return gym!;
}

export interface StaffMembership {
  gymId: number;
  accessTypes?: AccessType[];
  isAdmin?: boolean;
}

export interface CreateUserOptions {
  /** Defaults to a unique address; stored lowercased and trimmed like the app does. */
  email?: string;
  /** Defaults to TEST_PASSWORD; null for an account without a password. */
  password?: string | null;
  firstName?: string;
  lastName?: string;
  profilePicture?: string | null;
  gender?: 'female' | 'male' | null;
  homeGymId?: number | null;
  /** Defaults to true: a confirmed climber who agreed to appear in leaderboards. */
  rankingConsent?: boolean;
  emailConfirmed?: boolean;
  /** One row per gym; none makes a climber. */
  staff?: StaffMembership[];
}

export interface CreatedUser {
  id: number;
  uuid: string;
  email: string;
  /** The clear password, for logging in. */
  password: string | null;
}

export async function createUser(db: Database, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const n = next();
  const email = (options.email ?? `personne${n}@test.fr`).trim().toLowerCase();
  const password = options.password === undefined ? TEST_PASSWORD : options.password;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: password === null ? null : await cachedPasswordHash(password),
      firstName: options.firstName ?? `Prénom${n}`,
      lastName: options.lastName ?? `Nom${n}`,
      profilePicture: options.profilePicture ?? null,
      gender: options.gender ?? null,
      homeGymId: options.homeGymId ?? null,
      rankingConsent: options.rankingConsent ?? true,
      emailConfirmedAt: options.emailConfirmed === false ? null : new Date(),
    })
    .returning({ id: users.id, uuid: users.uuid });
  for (const membership of options.staff ?? []) await addStaff(db, user!.id, membership);
  return { ...user!, email, password };
}

export async function addStaff(db: Database, userId: number, membership: StaffMembership): Promise<void> {
  await db.insert(gymStaff).values({
    userId,
    gymId: membership.gymId,
    accessTypes: membership.accessTypes ?? ['route_setter'],
    isAdmin: membership.isAdmin ?? false,
  });
}

/** A staff member of one gym (route setter by default). */
export function createStaffUser(
  db: Database,
  gymId: number,
  options: CreateUserOptions & { accessTypes?: AccessType[]; isAdmin?: boolean } = {},
): Promise<CreatedUser> {
  const { accessTypes, isAdmin, ...rest } = options;
  return createUser(db, { ...rest, staff: [{ gymId, accessTypes, isAdmin }, ...(rest.staff ?? [])] });
}
