import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectorDetailsAnswer } from '../../../../shared/contract/sectors';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/sector-details/{gymId}/: the sector choices of the gym and the details of its newest sector. */
export const getSectorDetails = (gymId: number, signal?: AbortSignal) =>
  apiClient.get<SectorDetailsAnswer>(`/api/sector-details/${gymId}/`, { signal });

export const sectorDetailsQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.sectorsOfGym(gymId),
    queryFn: ({ signal }) => getSectorDetails(gymId, signal),
  });

export function useSectorDetails(gymId: number | null) {
  return useQuery({ ...sectorDetailsQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
