/** Gym staff rows for the settings page: who works where, with which access types. */
import type { AccessType } from '../../shared/domain/roles';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gymStaff, gyms, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export interface StaffMemberRow {
  userId: number;
  uuid: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  gymId: number;
  gymName: string;
  accessTypes: AccessType[];
  isAdmin: boolean;
}

/** Staff rows of these gyms, except `excludedUserId`'s, by last name, first name, person, gym name. */
export async function staffOfGyms(db: Database, gymIds: number[], excludedUserId: number): Promise<StaffMemberRow[]> {
  const { rows } = await db.$client.query<{
    user_id: number;
    uuid: string;
    first_name: string;
    last_name: string;
    profile_picture: string | null;
    gym_id: number;
    gym_name: string;
    access_types: AccessType[];
    is_admin: boolean;
  }>(
    `select u.id as user_id, u.uuid, u.first_name, u.last_name, u.profile_picture,
            g.id as gym_id, g.name as gym_name, s.access_types, s.is_admin
     from gym_staff s
     join users u on u.id = s.user_id
     join gyms g on g.id = s.gym_id
     where s.gym_id = any($1::int[]) and s.user_id <> $2
     order by lower(u.last_name), lower(u.first_name), u.id, g.name, g.id`,
    [gymIds, excludedUserId],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    uuid: r.uuid,
    firstName: r.first_name,
    lastName: r.last_name,
    picture: r.profile_picture,
    gymId: r.gym_id,
    gymName: r.gym_name,
    accessTypes: r.access_types,
    isAdmin: r.is_admin,
  }));
}

/**
 * People who are staff of none of these gyms and either have one of them as home gym or logged an
 * ascent or opened the app there since `sinceDay` (Paris day), by last name; `nameRegex` (from
 * containsRegex) keeps only those whose first or last name matches.
 */
export async function climbersOfGyms(
  db: Database,
  gymIds: number[],
  sinceDay: string,
  limit: number,
  nameRegex: string | null,
): Promise<{ uuid: string; firstName: string; lastName: string }[]> {
  const { rows } = await db.$client.query<{ uuid: string; first_name: string; last_name: string }>(
    `select u.uuid, u.first_name, u.last_name
     from users u
     where (u.home_gym_id = any($1::int[])
            or u.id in (select d.user_id from gym_climber_days d where d.gym_id = any($1::int[]) and d.day >= $2::date))
       and not exists (select 1 from gym_staff s where s.user_id = u.id and s.gym_id = any($1::int[]))
       and ($4::text is null or u.first_name ~ $4 or u.last_name ~ $4 or (u.first_name || ' ' || u.last_name) ~ $4)
     order by lower(u.last_name), lower(u.first_name), u.id
     limit $3`,
    [gymIds, sinceDay, limit, nameRegex],
  );
  return rows.map((r) => ({ uuid: r.uuid, firstName: r.first_name, lastName: r.last_name }));
}

/**
 * The person's id, their user row locked for the rest of the transaction: rights writes for one
 * person run one after the other, and each reads the staff rows the previous one committed (row
 * locks alone would miss the rows another writer inserts and skip the ones it deletes).
 * 'no key update' still lets other transactions insert rows that reference the user.
 */
export async function lockUserByUuid(tx: DbExecutor, uuid: string): Promise<number | undefined> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.uuid, uuid)).for('no key update');
  return row?.id;
}

export interface StaffRights {
  gymId: number;
  accessTypes: AccessType[];
  isAdmin: boolean;
}

/** The person's staff rows on these gyms, locked for the rest of the transaction. */
export function lockStaffRows(tx: DbExecutor, userId: number, gymIds: number[]): Promise<StaffRights[]> {
  return tx
    .select({ gymId: gymStaff.gymId, accessTypes: gymStaff.accessTypes, isAdmin: gymStaff.isAdmin })
    .from(gymStaff)
    .where(and(eq(gymStaff.userId, userId), inArray(gymStaff.gymId, gymIds)))
    .orderBy(gymStaff.gymId)
    .for('update');
}

/** Creates the row (not admin) or replaces its access types; the admin flag is never changed here. */
export async function upsertStaffAccess(tx: DbExecutor, userId: number, gymId: number, accessTypes: AccessType[]): Promise<void> {
  await tx
    .insert(gymStaff)
    .values({ gymId, userId, accessTypes })
    .onConflictDoUpdate({ target: [gymStaff.gymId, gymStaff.userId], set: { accessTypes } });
}

export async function deleteStaffRow(tx: DbExecutor, userId: number, gymId: number): Promise<void> {
  await tx.delete(gymStaff).where(and(eq(gymStaff.userId, userId), eq(gymStaff.gymId, gymId)));
}

export interface MembershipRow {
  gymId: number;
  gymName: string;
  accessTypes: AccessType[];
  isAdmin: boolean;
}

/** The user's staff rows with their gyms' names, by gym name. */
export function membershipsOfUser(db: Database, userId: number): Promise<MembershipRow[]> {
  return db
    .select({ gymId: gymStaff.gymId, gymName: gyms.name, accessTypes: gymStaff.accessTypes, isAdmin: gymStaff.isAdmin })
    .from(gymStaff)
    .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
    .where(eq(gymStaff.userId, userId))
    .orderBy(gyms.name, gyms.id);
}
