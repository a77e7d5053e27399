import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoulderCard } from '../../../../shared/contract/dashboard';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/top-boulders/{gymId}/: the most tried boulders, by tries per day. */
export const getTopBoulders = (gymId: number, signal?: AbortSignal) =>
  apiClient.get<BoulderCard[]>(`/api/top-boulders/${gymId}/`, { signal });

export const topBouldersQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.topBoulders(gymId),
    queryFn: ({ signal }) => getTopBoulders(gymId, signal),
  });

export function useTopBoulders(gymId: number | null) {
  return useQuery({ ...topBouldersQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
