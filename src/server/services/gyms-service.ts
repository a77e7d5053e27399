/** Gym info, the gym list of the 'Choix salle' modal and the tags list (back-office.md §3, §7). */
import type { FastifyRequest } from 'fastify';
import type { GymInfo, GymListItem, TagsList } from '../../shared/contract/gyms';
import { requireSelf } from '../plugins/session';
import { describeGyms, holdColors, tagsList } from '../repositories/gyms-repository';
import { canWriteDates, membershipOf, staffContext, type Membership } from './access-service';

/**
 * Gym info of every gym of the user (`gymId` undefined), or of that one gym (a list of one, 404
 * when it is not theirs). `userUuid` is the path's user, which must be the logged-in user.
 */
export async function gymInfos(request: FastifyRequest, userUuid: string, gymId?: number): Promise<GymInfo[]> {
  requireSelf(request, userUuid);
  const context = await staffContext(request);
  const memberships = gymId === undefined ? context.memberships : [membershipOf(context, gymId)];
  const { db } = request.server;
  const [descriptions, colors] = await Promise.all([describeGyms(db, memberships.map((m) => m.gymId)), holdColors(db)]);
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
      is_admin: membership.isAdmin,
      access_types: membership.accessTypes,
      can_edit: canWriteDates(membership),
    };
  });
}

/** The user's gyms by name, for the 'Choix salle' modal. */
export async function gymList(request: FastifyRequest, userUuid: string): Promise<GymListItem[]> {
  requireSelf(request, userUuid);
  const { memberships } = await staffContext(request);
  return memberships.map((m) => ({ id: m.gymId, name: m.gymName }));
}

/** The tag lists are the same for every gym; any logged-in staff member may read them. */
export async function tags(request: FastifyRequest): Promise<TagsList> {
  await staffContext(request);
  return tagsList(request.server.db);
}
