/** Gym info, the gym list of the 'Choix salle' modal and the tags list (docs/product.md › Back office: data; Back office: calls). */
import type { GymInfo, GymListItem, TagsList } from '../../shared/contract/gyms';
import { describeGyms, holdColors, tagsList } from '../repositories/gyms-repository';
import { notFound } from '../errors';
import type { GymStatus } from '../../shared/domain/gym-status';
import { lockGymStatus, setGymStatus } from '../repositories/gym-creation-repository';
import { authorize, authorizeSelf, canWriteDates, NOT_YOURS, readOfMemberships, staffOf, type Membership } from './authorize';
import type { GymRead, ServiceContext } from './context';

/**
 * Gym info of every gym of the user (`gymId` undefined), or of that one gym (a list of one, 404
 * when it is not theirs). `userUuid` is the path's user, which must be the logged-in user. Cached
 * under the gyms' data versions: the memberships shown (rights, gym names) bump them when they change.
 */
export async function gymInfos(ctx: ServiceContext, { userUuid, gymId }: { userUuid: string; gymId?: number }): Promise<GymRead<GymInfo[]>> {
  authorizeSelf(ctx, userUuid);
  const memberships = gymId === undefined ? (await staffOf(ctx)).memberships : [(await authorize(ctx, 'read', { gymId })).membership];
  return readOfMemberships(memberships, () => describeGymsFor(ctx, memberships));
}

async function describeGymsFor(ctx: ServiceContext, memberships: Membership[]): Promise<GymInfo[]> {
  const [descriptions, colors] = await Promise.all([
    describeGyms(
      ctx.db,
      memberships.map((m) => m.gymId),
    ),
    holdColors(ctx.db),
  ]);
  const membershipByGym = new Map<number, Membership>(memberships.map((m) => [m.gymId, m]));
  return descriptions.map((gym) => {
    const membership = membershipByGym.get(gym.id)!;
    return {
      id: gym.id,
      name: gym.name,
      has_additionnal_difficulty_grading: gym.hasAdditionalDifficultyGrading,
      is_custom_difficulty_system_color: gym.isCustomDifficultySystemColor,
      hasCustomDifficultySystem: gym.isCustomDifficultySystemColor,
      sectors: gym.sectors,
      colors,
      difficultySystem: gym.difficultySystem,
      active_routes_info: gym.activeRoutesInfo,
      total_active_routes: gym.totalActiveRoutes,
      resetCycleDays: gym.resetCycleDays,
      is_admin: membership.isAdmin,
      access_types: membership.accessTypes,
      can_edit: canWriteDates(membership),
      status: membership.gymStatus,
    };
  });
}

/** The user's gyms by name, for the 'Choix salle' modal. */
export async function gymList(ctx: ServiceContext, { userUuid }: { userUuid: string }): Promise<GymListItem[]> {
  authorizeSelf(ctx, userUuid);
  const { memberships } = await staffOf(ctx);
  return memberships.map((m) => ({ id: m.gymId, name: m.gymName, status: m.gymStatus }));
}

/**
 * A gym's tag lists (each gym has its own since docs/product.md › Route setting's set-up): the gym named, which must
 * be one of the actor's (404 otherwise), else the first of their gyms (docs/product.md › Back office's call takes none).
 */
export async function tags(ctx: ServiceContext, { gymId }: { gymId?: number } = {}): Promise<TagsList> {
  const { memberships } = await staffOf(ctx);
  const gym = gymId === undefined ? memberships[0] : memberships.find((m) => m.gymId === gymId);
  if (gymId !== undefined && !gym) throw notFound(NOT_YOURS.gym);
  return gym ? tagsList(ctx.db, gym.gymId) : { tag_grips: [], tag_steepness: [], tag_style: [] };
}

/**
 * POST /api/gyms/{gymId}/publish/: an admin makes a draft gym visible to climbers (docs/product.md › Going live: gym status).
 * Publishing a published gym answers its status again; a suspended one never gets here (authorize: 403).
 */
export async function publishGym(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<{ status: GymStatus }> {
  await authorize(ctx, 'publishGym', { gymId });
  await ctx.db.transaction(async (tx) => {
    const gym = await lockGymStatus(tx, gymId);
    if (gym?.status === 'draft') await setGymStatus(tx, gymId, 'published');
  });
  return { status: 'published' };
}
