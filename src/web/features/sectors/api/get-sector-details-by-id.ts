import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SectorDetails } from '../../../../shared/contract/sectors';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { sectorPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/sector-details-by-id/{sectorId}/: one sector's current opening against the previous one. */
export const getSectorDetailsById = (sectorId: number, signal?: AbortSignal) => apiClient.get<SectorDetails>(sectorPaths.details(sectorId), { signal });

/**
 * Sector details are kept once fetched (docs/product.md › Back office: states): going back to a sector already seen
 * shows it at once, without a new call. A date write on the sector invalidates its entry.
 */
export const SECTOR_DETAILS_STALE_TIME = 30 * 60_000;

export const sectorDetailsByIdQueryOptions = (sectorId: number) =>
  queryOptions({
    queryKey: queryKeys.sector(sectorId),
    queryFn: ({ signal }) => getSectorDetailsById(sectorId, signal),
    staleTime: SECTOR_DETAILS_STALE_TIME,
    gcTime: SECTOR_DETAILS_STALE_TIME,
  });

interface UseSectorDetailsByIdOptions {
  /** Details already known (the gym call answers the newest sector's), used instead of a call. */
  initialData?: SectorDetails;
  /** When those details were fetched (ms). */
  initialDataUpdatedAt?: number;
}

export function useSectorDetailsById(sectorId: number | null, { initialData, initialDataUpdatedAt }: UseSectorDetailsByIdOptions = {}) {
  return useQuery({
    ...sectorDetailsByIdQueryOptions(sectorId ?? 0),
    enabled: sectorId !== null,
    initialData,
    initialDataUpdatedAt,
  });
}
