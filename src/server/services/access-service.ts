/**
 * Who may do what (decisions.md §2, docs/permissions.md). Every back-office call goes through
 * these checks: a gym, sector, boulder or comment outside the user's gyms answers 404 (we do not
 * reveal that it exists); a gym of theirs where their access is too weak answers 403.
 */
import type { FastifyRequest } from 'fastify';
import { WRITER_ACCESS_TYPES, type AccessType } from '../../shared/domain/roles';
import type { Database } from '../db/client';
import { forbidden, notFound } from '../errors';
import { requireUser, type AuthInfo } from '../plugins/session';

export interface Membership {
  gymId: number;
  gymName: string;
  accessTypes: AccessType[];
  isAdmin: boolean;
}

export interface StaffContext {
  auth: AuthInfo;
  memberships: Membership[];
}

export const MARKETING_CANNOT_WRITE = "Votre accès à cette salle est en lecture seule : seuls les ouvreurs et les administrateurs peuvent modifier les dates.";
export const ADMIN_REQUIRED = 'Seuls les administrateurs de la salle peuvent gérer les ouvreurs.';

// One membership query per request, however many checks the route makes.
const cache = new WeakMap<FastifyRequest, Promise<Membership[]>>();

export async function loadMemberships(db: Database, userId: number): Promise<Membership[]> {
  const { rows } = await db.$client.query<{ gym_id: number; name: string; access_types: AccessType[]; is_admin: boolean }>(
    `select s.gym_id, g.name, s.access_types, s.is_admin
     from gym_staff s join gyms g on g.id = s.gym_id
     where s.user_id = $1 order by g.name, g.id`,
    [userId],
  );
  return rows.map((r) => ({ gymId: r.gym_id, gymName: r.name, accessTypes: r.access_types, isAdmin: r.is_admin }));
}

/** The logged-in staff member and their gyms (401 when anonymous). */
export async function staffContext(request: FastifyRequest): Promise<StaffContext> {
  const auth = requireUser(request);
  let memberships = cache.get(request);
  if (!memberships) {
    memberships = loadMemberships(request.server.db, auth.userId);
    cache.set(request, memberships);
  }
  return { auth, memberships: await memberships };
}

export const canWriteDates = (m: Membership) => m.isAdmin || m.accessTypes.some((t) => WRITER_ACCESS_TYPES.includes(t));

/** The membership on that gym, or 404 when the gym is not one of the user's. */
export function membershipOf(context: StaffContext, gymId: number): Membership {
  const membership = context.memberships.find((m) => m.gymId === gymId);
  if (!membership) throw notFound("Cette salle n'existe pas ou ne fait pas partie de vos salles.");
  return membership;
}

export function requireDateWriter(context: StaffContext, gymId: number): Membership {
  const membership = membershipOf(context, gymId);
  if (!canWriteDates(membership)) throw forbidden(MARKETING_CANNOT_WRITE);
  return membership;
}

export function requireAdmin(context: StaffContext, gymId: number): Membership {
  const membership = membershipOf(context, gymId);
  if (!membership.isAdmin) throw forbidden(ADMIN_REQUIRED);
  return membership;
}

/** The gym of a sector the user may see, or 404. */
export async function gymOfSector(request: FastifyRequest, context: StaffContext, sectorId: number): Promise<number> {
  const { rows } = await request.server.db.$client.query<{ gym_id: number }>('select gym_id from sectors where id = $1', [sectorId]);
  const gymId = rows[0]?.gym_id;
  if (gymId === undefined || !context.memberships.some((m) => m.gymId === gymId)) {
    throw notFound("Ce secteur n'existe pas ou n'appartient pas à vos salles.");
  }
  return gymId;
}

/** The gym of a boulder the user may see, or 404. */
export async function gymOfBoulder(request: FastifyRequest, context: StaffContext, boulderId: number): Promise<number> {
  const { rows } = await request.server.db.$client.query<{ gym_id: number }>('select gym_id from boulders where id = $1', [boulderId]);
  const gymId = rows[0]?.gym_id;
  if (gymId === undefined || !context.memberships.some((m) => m.gymId === gymId)) {
    throw notFound("Ce bloc n'existe pas ou n'appartient pas à vos salles.");
  }
  return gymId;
}
