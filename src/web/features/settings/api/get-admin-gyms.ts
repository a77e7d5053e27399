import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymInfo } from '../../../../shared/contract/gyms';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/routesettergymonlyinfos/{userId}/: the logged-in user's gyms, with their access there. */
export const getUserGymInfos = (userId: string, signal?: AbortSignal) => apiClient.get<GymInfo[]>(staffPaths.adminGyms(userId), { signal });

export const userGymInfosQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.adminGyms(userId),
    queryFn: ({ signal }) => getUserGymInfos(userId, signal),
    staleTime: 5 * 60_000,
  });

/** The user's gyms, with `adminGyms` the ones whose staff they manage (the only ones the settings calls accept). */
export function useUserGyms(userId: string) {
  return useQuery({
    ...userGymInfosQueryOptions(userId),
    select: (gyms) => ({ gyms, adminGyms: gyms.filter((gym) => gym.is_admin).map(({ id, name }) => ({ id, name })) }),
  });
}
