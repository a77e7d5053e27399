import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymListItem } from '../../../../shared/contract/gyms';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

import { GYM_LIST_PATH } from '../../../../shared/contract/constants';

/** GET /api/routesettergyms/{userId}/: the gyms of the logged-in staff member, for 'Choix salle'. */
export const getGymList = (userId: string, signal?: AbortSignal) => apiClient.get<GymListItem[]>(GYM_LIST_PATH(userId), { signal });

export const gymListQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.gymList(userId),
    queryFn: ({ signal }) => getGymList(userId, signal),
    staleTime: 5 * 60_000,
  });

/** The user's gyms; `enabled` lets the modal fetch them only when it is (about to be) shown. */
export function useGymList(userId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...gymListQueryOptions(userId ?? ''), enabled: Boolean(userId) && enabled });
}
