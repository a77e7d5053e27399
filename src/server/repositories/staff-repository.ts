/** Gym staff rows for the settings page: who works where, with which access types. */
import type { AccessType } from '../../shared/domain/roles';
import type { GymStatus } from '../../shared/domain/gym-status';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { gymStaff, gyms, users } from '../db/schema';
import { intArray, sqlRows } from '../db/sql-rows';
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
export async function staffOfGyms(db: DbExecutor, gymIds: number[], excludedUserId: number): Promise<StaffMemberRow[]> {
  return db
    .select({
      userId: users.id,
      uuid: users.uuid,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.profilePicture,
      gymId: gyms.id,
      gymName: gyms.name,
      accessTypes: gymStaff.accessTypes,
      isAdmin: gymStaff.isAdmin,
    })
    .from(gymStaff)
    .innerJoin(users, eq(users.id, gymStaff.userId))
    .innerJoin(gyms, eq(gyms.id, gymStaff.gymId))
    .where(and(inArray(gymStaff.gymId, gymIds), ne(gymStaff.userId, excludedUserId)))
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`, asc(users.id), asc(gyms.name), asc(gyms.id));
}

/**
 * People who are staff of none of these gyms and either have one of them as home gym or logged an
 * ascent or opened the app there since `sinceDay` (Paris day), by last name; `nameRegex` (from
 * containsRegex) keeps only those whose first or last name matches.
 */
export async function climbersOfGyms(
  db: DbExecutor,
  gymIds: number[],
  sinceDay: string,
  limit: number,
  nameRegex: string | null,
): Promise<{ uuid: string; firstName: string; lastName: string }[]> {
  const gymList = intArray(gymIds);
  const matches =
    nameRegex === null ? sql`` : sql`and (u.first_name ~ ${nameRegex} or u.last_name ~ ${nameRegex} or (u.first_name || ' ' || u.last_name) ~ ${nameRegex})`;
  const rows = await sqlRows<{ uuid: string; first_name: string; last_name: string }>(
    db,
    sql`select u.uuid, u.first_name, u.last_name
     from users u
     where (u.home_gym_id = any(${gymList})
            or u.id in (select d.user_id from gym_climber_days d where d.gym_id = any(${gymList}) and d.day >= ${sinceDay}::date))
       and not exists (select 1 from gym_staff s where s.user_id = u.id and s.gym_id = any(${gymList}))
       ${matches}
     order by lower(u.last_name), lower(u.first_name), u.id
     limit ${limit}`,
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
  /** docs/product.md › Going live: gym status: nobody works in a suspended gym. */
  gymStatus: GymStatus;
  /** The gym's data versions (gym_data_versions, 0 before its first write) as this query read them. */
  dataVersion: number;
  activityVersion: number;
}

/**
 * The staff rows of the user `userId` names (a value, or an outer query's column) with their gyms'
 * names and data versions, by gym name, as one JSON array. The session lookup reads it in its own
 * query (sessions-repository.ts); a cached read then checks the versions without a query of its own.
 */
export const membershipsJson = (userId: SQL) => sql<MembershipRow[]>`coalesce((
  select json_agg(json_build_object(
           'gymId', st.gym_id, 'gymName', g.name, 'accessTypes', st.access_types, 'isAdmin', st.is_admin, 'gymStatus', g.status,
           'dataVersion', coalesce(v.version, 0), 'activityVersion', coalesce(v.activity_version, 0)
         ) order by g.name, g.id)
    from gym_staff st
    join gyms g on g.id = st.gym_id
    left join gym_data_versions v on v.gym_id = st.gym_id
   where st.user_id = ${userId}
), '[]'::json)`;

/** The user's staff rows (see membershipsJson). */
export async function membershipsOfUser(db: DbExecutor, userId: number): Promise<MembershipRow[]> {
  const [row] = await sqlRows<{ memberships: MembershipRow[] }>(db, sql`select ${membershipsJson(sql`${userId}::int`)} as memberships`);
  return row!.memberships;
}

/** The gym's setters (route setters, chief route setters and admins), by first then last name. */
export function settersOfGym(db: DbExecutor, gymId: number): Promise<{ uuid: string; firstName: string; lastName: string }[]> {
  return db
    .select({ uuid: users.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(gymStaff)
    .innerJoin(users, eq(users.id, gymStaff.userId))
    .where(and(eq(gymStaff.gymId, gymId), sql`(${gymStaff.isAdmin} or ${gymStaff.accessTypes} && array['route_setter', 'chief_route_setter']::text[])`))
    .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id));
}
