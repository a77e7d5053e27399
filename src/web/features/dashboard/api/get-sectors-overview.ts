import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectorOverview } from '../../../../shared/contract/dashboard';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/sectorsoverview/{user}/{gymId}: each sector's boulder count, opening and planned closing. */
export const getSectorsOverview = (userId: string, gymId: number, signal?: AbortSignal) =>
  apiClient.get<SectorOverview[]>(`/api/sectorsoverview/${encodeURIComponent(userId)}/${gymId}`, { signal });

export const sectorsOverviewQueryOptions = (userId: string, gymId: number) =>
  queryOptions({
    queryKey: queryKeys.sectorsOverview(gymId, userId),
    queryFn: ({ signal }) => getSectorsOverview(userId, gymId, signal),
  });

export function useSectorsOverview(userId: string | null, gymId: number | null) {
  return useQuery({ ...sectorsOverviewQueryOptions(userId ?? '', gymId ?? 0), enabled: Boolean(userId) && gymId !== null });
}
