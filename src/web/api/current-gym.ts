import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GymInfo, GymStatusAnswer } from '../../shared/contract/gyms';
import { ApiError, apiClient, firstElement } from './api-client';
import { useFavoriteGym, useStoredUserId } from '../lib/storage';
import { queryKeys } from './query-keys';
import { gymPaths, staffPaths } from '../../shared/contract/staff-api-paths';

/**
 * GET /api/routesettergymonlyinfosspecific/{userId}/{gymId}: one gym's info (a list of one) with
 * what the user may do there (is_admin, access_types, can_edit). Answers its only element.
 */
export async function getGymInfo(userId: string, gymId: number, signal?: AbortSignal): Promise<GymInfo> {
  const answer = await apiClient.get<GymInfo[]>(staffPaths.gymOfUser(userId, gymId), { signal });
  return firstElement(answer, 'Salle introuvable.');
}

/** One gym's info as the user sees it (queryKeys.gymInfo). */
export const gymInfoQueryOptions = (userId: string, gymId: number) =>
  queryOptions({
    queryKey: queryKeys.gymInfo(userId, gymId),
    queryFn: ({ signal }) => getGymInfo(userId, gymId, signal),
    staleTime: 5 * 60_000,
  });

/** What `useCurrentGym()` answers. */
export interface CurrentGym {
  /** The logged-in user's id (null when logged out). */
  userId: string | null;
  /**
   * The favourite gym's id, known at once from local storage; null while no gym is chosen (the
   * 'Choix salle' modal is then open). Put it in the query keys of every gym-bound call so a
   * gym switch fetches the new gym's data.
   */
  gymId: number | null;
  /** The gym name: stored with the favourite, so shown before the info arrives. */
  name: string | null;
  /**
   * The full gym info once loaded: `difficultySystem` (id, svg, corresponding_difficulty, name,
   * color_1, color_2), `colors` (hold colours), `sectors`, `is_custom_difficulty_system_color`,
   * `has_additionnal_difficulty_grading`, `active_routes_info`, `total_active_routes`,
   * `is_admin`, `access_types`, `can_edit`.
   */
  gym: GymInfo | undefined;
  /** May change boulder and sector dates here (false until the info is loaded: hide edit controls). */
  canEdit: boolean;
  /** Admin of this gym. */
  isAdmin: boolean;
  /** True while the info of a chosen gym is loading (or no gym is chosen yet). */
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/**
 * The favourite gym (the one picked in 'Choix salle') and its info, for every back-office screen.
 * Re-renders with the new gym as soon as another one is chosen, without reloading the page.
 */
export function useCurrentGym(): CurrentGym {
  const userId = useStoredUserId();
  const favorite = useFavoriteGym();
  const gymId = favorite?.id ?? null;
  const query = useQuery({
    ...gymInfoQueryOptions(userId ?? '', gymId ?? 0),
    enabled: Boolean(userId) && gymId !== null,
  });
  const gym = query.data && query.data.id === gymId ? query.data : undefined;
  return {
    userId,
    gymId,
    name: gym?.name ?? favorite?.name ?? null,
    gym,
    canEdit: gym?.can_edit ?? false,
    isAdmin: gym?.is_admin ?? false,
    isPending: gymId === null || query.isPending,
    isError: query.isError,
    error: query.error,
  };
}

/** The current gym's info failed because the operator suspended the gym (docs/product.md › Going live: gym status). */
export const isGymSuspended = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 403 &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { suspended?: unknown }).suspended === true;

/** POST /api/gyms/{gymId}/publish/: 'Publier la salle' (admins); every view of the user's gyms then shows it published. */
export function usePublishGym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (gymId: number) => apiClient.post<GymStatusAnswer>(gymPaths.publish(gymId)),
    onSuccess: async (_answer, gymId) => {
      await Promise.all([client.invalidateQueries({ queryKey: queryKeys.allUsers() }), client.invalidateQueries({ queryKey: queryKeys.gym(gymId) })]);
    },
  });
}
