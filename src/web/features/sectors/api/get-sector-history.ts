import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '../../../../shared/contract/boulder-writes';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { sectorPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/sectors/{id}/history/: every change of the sector and its boulders, newest first. */
export function useSectorHistory(gymId: number | null, sectorId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sectorHistory(gymId ?? 0, sectorId ?? 0),
    queryFn: ({ signal }) => apiClient.get<HistoryEntry[]>(sectorPaths.history(sectorId ?? 0), { signal }),
    enabled: enabled && gymId !== null && sectorId !== null,
  });
}
