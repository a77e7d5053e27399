/**
 * Who may do what (docs/product.md › Roles and access, docs/permissions.md), in one vocabulary: authorize(ctx, action,
 * object). Every back-office service checks access here, once. A gym, sector or boulder outside
 * the actor's gyms answers 404 (we do not reveal that it exists); a gym of theirs where their
 * access is too weak answers 403; nobody logged in answers 401.
 */
import { MESSAGES } from '../../shared/messages';
import { WRITER_ACCESS_TYPES } from '../../shared/domain/roles';
import { AppError, forbidden, notFound } from '../errors';
import { gymIdOfBoulder } from '../repositories/boulders-repository';
import { gymIdOfContest } from '../repositories/contests-repository';
import { gymIdOfSector } from '../repositories/sectors-repository';
import { membershipsOfUser, type MembershipRow } from '../repositories/staff-repository';
import { readAll } from '../db/transaction';
import type { Actor, GymRead, ServiceContext } from './context';

/** A gym the actor works in, with their rights there and the gym's data versions (see GymRead). */
export type Membership = MembershipRow;

/** The actor with every gym they work in. */
export interface Staff {
  actor: Actor;
  memberships: Membership[];
}

/** What an action on a gym allows, named by what it allows rather than by screen. */
export type GymAction =
  /** See the gym: its boulders, sectors, circuits, figures and comments. Every staff member. */
  | 'read'
  /** Change opening and planned dismantling dates. Route setters, chief route setters, admins. */
  | 'editDates'
  /** Create, edit, strip and reopen boulders; run setting days. Route setters, chief route setters, admins. */
  | 'setBoulders'
  /** Set the gym up: sectors, plan, circuits, tags, reset cycle, grade targets. Chief route setters and admins. */
  | 'setUpGym'
  /** Give, change and take back staff rights; invite by e-mail. The gym's admins. */
  | 'manageStaff'
  /** Publish the gym to climbers (docs/product.md › Going live: gym status). The gym's admins. */
  | 'publishGym'
  /** See the moderation inbox, resolve problem reports, hide comments (docs/product.md › Climbers: moderation). Every staff member. */
  | 'moderate'
  /**
   * Create and run contests: settings, competitors, judges, results, final, draw (docs/product.md › Contests: who may do what). Chief route setters
   * and admins.
   */
  | 'runContests'
  /** See the announcements of new sets with their figures, write one, cancel a pending one (docs/announcements.md). Every staff member. */
  | 'announce';

export const MARKETING_CANNOT_WRITE = 'Votre accès à cette salle est en lecture seule : seuls les ouvreurs et les administrateurs peuvent modifier les dates.';
export const ADMIN_REQUIRED = 'Seuls les administrateurs de la salle peuvent gérer les ouvreurs.';
export const SETTERS_ONLY =
  'Votre accès à cette salle est en lecture seule : seuls les ouvreurs et les administrateurs peuvent créer, modifier ou démonter des blocs.';
export const CONTEST_ORGANISERS_ONLY = 'Seuls les chefs-ouvreurs et les administrateurs de la salle peuvent gérer ses contests.';
export const GYM_SUSPENDED = 'Salle suspendue, contactez le support.';
export const CHIEF_REQUIRED = 'Seuls les chefs-ouvreurs et les administrateurs de la salle peuvent modifier sa configuration.';

export const canWriteDates = (m: Membership) => m.isAdmin || m.accessTypes.some((t) => WRITER_ACCESS_TYPES.includes(t));

const RULES: Record<GymAction, { allows: (m: Membership) => boolean; refusal: string }> = {
  read: { allows: () => true, refusal: '' },
  editDates: { allows: canWriteDates, refusal: MARKETING_CANNOT_WRITE },
  setBoulders: { allows: canWriteDates, refusal: SETTERS_ONLY },
  setUpGym: { allows: (m) => m.isAdmin || m.accessTypes.includes('chief_route_setter'), refusal: CHIEF_REQUIRED },
  manageStaff: { allows: (m) => m.isAdmin, refusal: ADMIN_REQUIRED },
  publishGym: { allows: (m) => m.isAdmin, refusal: 'Seuls les administrateurs de la salle peuvent la publier.' },
  moderate: { allows: () => true, refusal: '' },
  runContests: { allows: (m) => m.isAdmin || m.accessTypes.includes('chief_route_setter'), refusal: CONTEST_ORGANISERS_ONLY },
  announce: { allows: () => true, refusal: '' },
};

/** What an action is on: a gym, or a sector or boulder (whose gym decides). */
export type GymObject = { gymId: number } | { sectorId: number } | { boulderId: number } | { contestId: number };

export const NOT_YOURS = {
  gym: "Cette salle n'existe pas ou ne fait pas partie de vos salles.",
  sector: "Ce secteur n'existe pas ou n'appartient pas à vos salles.",
  boulder: "Ce bloc n'existe pas ou n'appartient pas à vos salles.",
  contest: "Ce contest n'existe pas ou n'appartient pas à vos salles.",
};

/** A thing named in a body or path that is not the gym's own (404, as if it did not exist). */
export const NOT_IN_GYM = {
  sector: "Ce secteur n'existe pas dans cette salle.",
  circuit: "Ce circuit n'existe pas dans cette salle.",
  tag: "Ce tag n'existe pas dans cette salle.",
};

/** The logged-in actor (401 when nobody is). */
export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  return ctx.actor;
}

/** The actor, when the account a path names is their own (403 otherwise): identity comes from the session only. */
export function authorizeSelf(ctx: ServiceContext, userUuid: string): Actor {
  const actor = requireActor(ctx);
  if (userUuid.toLowerCase() !== actor.userUuid.toLowerCase()) throw forbidden(MESSAGES.notYourAccount);
  return actor;
}

// One membership query per context (a request), however many checks its service makes.
const membershipsByContext = new WeakMap<ServiceContext, Promise<Membership[]>>();

/** The actor and their gyms (401 when nobody is logged in). */
export async function staffOf(ctx: ServiceContext): Promise<Staff> {
  const actor = requireActor(ctx);
  let memberships = membershipsByContext.get(ctx);
  if (!memberships) {
    memberships = ctx.memberships ? Promise.resolve(ctx.memberships) : membershipsOfUser(ctx.db, actor.userId);
    membershipsByContext.set(ctx, memberships);
  }
  return { actor, memberships: await memberships };
}

export interface Authorized {
  staff: Staff;
  gymId: number;
  membership: Membership;
}

/** Checks that the actor may do `action` on `object`; answers its gym and the actor's membership there. */
export async function authorize(ctx: ServiceContext, action: GymAction, object: GymObject): Promise<Authorized> {
  // Both lookups at once on the pool (one after the other in a transaction): every back-office call waits for them.
  const [staff, [gymId, kind]] = await readAll<[Staff, [number | undefined, keyof typeof NOT_YOURS]]>(ctx.db, [
    () => staffOf(ctx),
    () => gymOfObject(ctx, object),
  ]);
  const membership = staff.memberships.find((m) => m.gymId === gymId);
  if (gymId === undefined || !membership) throw notFound(NOT_YOURS[kind]);
  if (membership.gymStatus === 'suspended') throw new AppError('forbidden', GYM_SUSPENDED, { suspended: true });
  const rule = RULES[action];
  if (!rule.allows(membership)) throw forbidden(rule.refusal);
  return { staff, gymId, membership };
}

async function gymOfObject(ctx: ServiceContext, object: GymObject): Promise<[number | undefined, keyof typeof NOT_YOURS]> {
  if ('gymId' in object) return [object.gymId, 'gym'];
  if ('sectorId' in object) return [await gymIdOfSector(ctx.db, object.sectorId), 'sector'];
  if ('contestId' in object) return [await gymIdOfContest(ctx.db, object.contestId), 'contest'];
  return [await gymIdOfBoulder(ctx.db, object.boulderId), 'boulder'];
}

/** The gyms where the actor may do `action`. */
export const gymsAllowing = (staff: Staff, action: GymAction): Membership[] =>
  staff.memberships.filter((m) => m.gymStatus !== 'suspended' && RULES[action].allows(m));

/** A read of one gym's data, once the actor may read that gym. */
export async function gymRead<T>(ctx: ServiceContext, gymId: number, compute: (now: Date) => Promise<T>): Promise<GymRead<T>> {
  return readOfGym(await authorize(ctx, 'read', { gymId }), compute);
}

/** A read of these gyms' data, with the data versions the membership query read (GymRead.versions). */
export const readOfMemberships = <T>(memberships: Membership[], compute: (now: Date) => Promise<T>): GymRead<T> => ({
  versions: memberships.map((m) => ({ gymId: m.gymId, version: m.dataVersion, activityVersion: m.activityVersion })),
  compute,
});

/** The read of the gym an access check allowed. */
export const readOfGym = <T>({ membership }: Authorized, compute: (now: Date) => Promise<T>): GymRead<T> => readOfMemberships([membership], compute);
