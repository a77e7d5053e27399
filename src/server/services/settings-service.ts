/**
 * Setter management for gym admins (docs/product.md › Back office: screens "Settings"; Roles and access). An admin sees
 * and changes staff rows only on the gyms where they are admin; a gym that is not theirs answers
 * 404, a gym of theirs where they are not admin 403. The admin flag itself is never changed here.
 */
import { CLIMBER_RECENT_DAYS, MAX_CLIMBER_OPTIONS, SETTINGS_MESSAGES, type ClimberOption, type RouteSetterRow } from '../../shared/contract/settings';
import { addCalendarDays, parisDay } from '../../shared/domain/dates';
import { ACCESS_TYPES, ROLE_LABELS_FR, type AccessType } from '../../shared/domain/roles';
import { badRequest, forbidden, notFound } from '../errors';
import { recordAudit, type AuditEntry } from '../repositories/audit-repository';
import { containsRegex } from '../repositories/boulders-repository';
import { climbersOfGyms, deleteStaffRow, lockStaffRows, staffOfGyms, upsertStaffAccess, lockUserByUuid } from '../repositories/staff-repository';
import { ADMIN_REQUIRED, authorize, authorizeSelf, gymsAllowing, readOfMemberships, staffOf, type Membership, type Staff } from './authorize';
import type { GymRead, ServiceContext } from './context';

/** Gyms where the actor may manage staff; 403 when there is none. */
function adminMemberships(staff: Staff): Membership[] {
  const memberships = gymsAllowing(staff, 'manageStaff');
  if (memberships.length === 0) throw forbidden(ADMIN_REQUIRED);
  return memberships;
}

const adminGymIds = (staff: Staff): number[] => adminMemberships(staff).map((m) => m.gymId);

/** Ascending ids, without repeats: the one order in which a write touches staff rows (no deadlock between writers). */
const byId = (gymIds: number[]) => [...new Set(gymIds)].sort((a, b) => a - b);

const rolesInOrder = (types: Iterable<AccessType>) => {
  const set = new Set(types);
  return ACCESS_TYPES.filter((t) => set.has(t));
};

/** GET /api/gym-owner-route-setters/{userId}: the admin's staff, the admin's own row left out. */
export async function routeSettersOfAdmin(ctx: ServiceContext, { userUuid }: { userUuid: string }): Promise<RouteSetterRow[]> {
  authorizeSelf(ctx, userUuid);
  const staff = await staffOf(ctx);
  const rows = await staffOfGyms(ctx.db, adminGymIds(staff), staff.actor.userId);
  const people = new Map<number, RouteSetterRow & { types: Set<AccessType> }>();
  for (const row of rows) {
    let person = people.get(row.userId);
    if (!person) {
      person = { uid: row.uuid, firstName: row.firstName, lastName: row.lastName, picture: row.picture, roles: [], gyms: [], types: new Set() };
      people.set(row.userId, person);
    }
    person.gyms.push({ id: row.gymId, name: row.gymName });
    for (const type of row.accessTypes) person.types.add(type);
  }
  return [...people.values()].map(({ types, ...person }) => ({ ...person, roles: rolesInOrder(types).map((t) => ROLE_LABELS_FR[t]) }));
}

/**
 * GET /api/gym-owner-climbers/{userId}/: people who are not yet staff of the admin's gyms;
 * `search` (optional) keeps those whose name contains it, ignoring case and accents.
 */
export async function climbersOfAdminRead(
  ctx: ServiceContext,
  { userUuid, search }: { userUuid: string; search: string | undefined },
): Promise<GymRead<ClimberOption[]>> {
  authorizeSelf(ctx, userUuid);
  const memberships = adminMemberships(await staffOf(ctx));
  const gymIds = memberships.map((m) => m.gymId);
  const nameRegex = search ? containsRegex(search) : null;
  return readOfMemberships(memberships, async (now) => {
    const since = addCalendarDays(parisDay(now), -CLIMBER_RECENT_DAYS);
    const climbers = await climbersOfGyms(ctx.db, gymIds, since, MAX_CLIMBER_OPTIONS, nameRegex);
    return climbers.map((c) => ({ uid: c.uuid, firstName: c.firstName, lastName: c.lastName }));
  });
}

interface RightsRequest {
  userId: string;
  roles: AccessType[];
  gyms: number[];
}

const staffAudit = (
  actorId: number,
  gymId: number,
  targetUuid: string,
  action: string,
  before: { accessTypes: AccessType[]; isAdmin: boolean } | undefined,
  after: { accessTypes: AccessType[]; isAdmin: boolean } | undefined,
): AuditEntry => ({
  userId: actorId,
  gymId,
  action,
  entity: 'gym_staff',
  entityId: targetUuid,
  kind: 'rights',
  before: before ? { access_types: before.accessTypes, is_admin: before.isAdmin } : null,
  after: after ? { access_types: after.accessTypes, is_admin: after.isAdmin } : null,
});

/**
 * POST /api/update-or-create-route-setter-infos/: gives the person these access types on each gym
 * named, creating the staff rows that do not exist. Admin needed on every gym named.
 */
export async function upsertRouteSetter(ctx: ServiceContext, { body }: { body: RightsRequest }): Promise<{ message: string }> {
  for (const gymId of body.gyms) await authorize(ctx, 'manageStaff', { gymId });
  const actorId = (await staffOf(ctx)).actor.userId;
  await ctx.db.transaction(async (tx) => {
    const targetId = await lockUserByUuid(tx, body.userId);
    if (targetId === undefined) throw notFound(SETTINGS_MESSAGES.userNotFound);
    const existing = new Map((await lockStaffRows(tx, targetId, body.gyms)).map((r) => [r.gymId, r]));
    const audit: AuditEntry[] = [];
    // Rows are written in gym order, so that two calls for the same person never wait on each other in a cycle.
    for (const gymId of byId(body.gyms)) {
      const before = existing.get(gymId);
      await upsertStaffAccess(tx, targetId, gymId, body.roles);
      audit.push(
        staffAudit(actorId, gymId, body.userId, before ? 'update_staff_access' : 'add_staff', before, {
          accessTypes: body.roles,
          isAdmin: before?.isAdmin ?? false,
        }),
      );
    }
    await recordAudit(tx, audit);
  });
  return { message: SETTINGS_MESSAGES.rightsSaved };
}

/**
 * POST /api/update-route-setter-infos/{user}/: sets the person's access types and gyms among the
 * admin's gyms. An admin gym missing from `gyms` is taken away from them, except from an admin of
 * that gym (the caller included): that answers 400. Gyms where the caller is not admin stay untouched.
 */
export async function updateRouteSetter(ctx: ServiceContext, { userUuid, body }: { userUuid: string; body: RightsRequest }): Promise<{ message: string }> {
  authorizeSelf(ctx, userUuid);
  const staff = await staffOf(ctx);
  const adminGyms = byId(adminGymIds(staff));
  for (const gymId of body.gyms) await authorize(ctx, 'manageStaff', { gymId });
  const actorId = staff.actor.userId;

  await ctx.db.transaction(async (tx) => {
    const targetId = await lockUserByUuid(tx, body.userId);
    if (targetId === undefined) throw notFound(SETTINGS_MESSAGES.userNotFound);
    const rows = await lockStaffRows(tx, targetId, adminGyms);
    if (rows.length === 0) throw notFound(SETTINGS_MESSAGES.notYourSetter);
    const existing = new Map(rows.map((r) => [r.gymId, r]));
    const wanted = new Set(body.gyms);
    const audit: AuditEntry[] = [];
    for (const gymId of adminGyms) {
      const before = existing.get(gymId);
      if (wanted.has(gymId)) {
        await upsertStaffAccess(tx, targetId, gymId, body.roles);
        audit.push(
          staffAudit(actorId, gymId, body.userId, before ? 'update_staff_access' : 'add_staff', before, {
            accessTypes: body.roles,
            isAdmin: before?.isAdmin ?? false,
          }),
        );
      } else if (before) {
        if (before.isAdmin) {
          const message = targetId === actorId ? SETTINGS_MESSAGES.cannotRemoveOwnAdmin : SETTINGS_MESSAGES.cannotRemoveAdmin;
          throw badRequest(message, { field: 'gyms' });
        }
        await deleteStaffRow(tx, targetId, gymId);
        audit.push(staffAudit(actorId, gymId, body.userId, 'remove_staff', before, undefined));
      }
    }
    await recordAudit(tx, audit);
  });
  return { message: SETTINGS_MESSAGES.rightsSaved };
}
