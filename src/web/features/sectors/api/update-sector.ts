import { useMutation } from '@tanstack/react-query';
import type { DateWriteResponse, UpdateSectorBody } from '../../../../shared/contract/dates';
import { apiClient } from '../../../api/api-client';
import { useRefreshAfterDateChange } from '../../../api/date-writes';
import { sectorPaths } from '../../../../shared/contract/staff-api-paths';

/** POST /api/update-sector/{sectorId}/: planned dismantling of the sector and its active boulders ('DD/MM/YYYY'). */
export const updateSector = (sectorId: number, date: string) =>
  apiClient.post<DateWriteResponse>(sectorPaths.update(sectorId), { date } satisfies UpdateSectorBody);

export function useUpdateSector() {
  const refresh = useRefreshAfterDateChange();
  return useMutation({
    mutationFn: ({ sectorId, date }: { sectorId: number; date: string }) => updateSector(sectorId, date),
    // Its details, the gym's sector choices and every screen showing its dates are fetched again.
    onSuccess: (_answer, { sectorId }) => refresh(sectorId),
  });
}
