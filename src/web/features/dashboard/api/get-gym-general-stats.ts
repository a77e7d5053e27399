import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GymGeneralStats } from '../../../../shared/contract/dashboard';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/gymgeneralstats/{user}/{gymId}: usage against last month and the boulders per difficulty. */
export const getGymGeneralStats = (userId: string, gymId: number, signal?: AbortSignal) =>
  apiClient.get<GymGeneralStats>(`/api/gymgeneralstats/${encodeURIComponent(userId)}/${gymId}`, { signal });

export const gymGeneralStatsQueryOptions = (userId: string, gymId: number) =>
  queryOptions({
    queryKey: queryKeys.generalStats(gymId, userId),
    queryFn: ({ signal }) => getGymGeneralStats(userId, gymId, signal),
  });

export function useGymGeneralStats(userId: string | null, gymId: number | null) {
  return useQuery({ ...gymGeneralStatsQueryOptions(userId ?? '', gymId ?? 0), enabled: Boolean(userId) && gymId !== null });
}
