import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymInfo } from '../../../../shared/contract/gyms';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/routesettergymonlyinfos/{userId}/: the gym info of every gym of the logged-in user. */
export const getGymInfos = (userId: string, signal?: AbortSignal) =>
  apiClient.get<GymInfo[]>(`/api/routesettergymonlyinfos/${encodeURIComponent(userId)}/`, { signal });

export const gymInfosQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.gymInfos(userId),
    queryFn: ({ signal }) => getGymInfos(userId, signal),
  });

export function useGymInfos(userId: string | null) {
  return useQuery({ ...gymInfosQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
