import { useMutation } from '@tanstack/react-query';
import type { DateWriteResponse, UpdateSectorOpeningBody } from '../../../../shared/contract/dates';
import { apiClient } from '../../../api/api-client';
import { useRefreshAfterDateChange } from '../../../api/date-writes';
import { sectorPaths } from '../../../../shared/contract/staff-api-paths';

/** POST /api/update-sector-opening/{sectorId}/: opening date of the sector's current opening ('DD/MM/YYYY'). */
export const updateSectorOpening = (sectorId: number, date: string) =>
  apiClient.post<DateWriteResponse>(sectorPaths.opening(sectorId), {
    dateOpeningSelectedSector: date,
  } satisfies UpdateSectorOpeningBody);

export function useUpdateSectorOpening() {
  const refresh = useRefreshAfterDateChange();
  return useMutation({
    mutationFn: ({ sectorId, date }: { sectorId: number; date: string }) => updateSectorOpening(sectorId, date),
    // Its details, the gym's sector choices and every screen showing its dates are fetched again.
    onSuccess: (_answer, { sectorId }) => refresh(sectorId),
  });
}
