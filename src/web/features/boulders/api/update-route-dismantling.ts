import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DateWriteResponse, UpdateRouteBody } from '../../../../shared/contract/dates';
import { apiClient } from '../../../lib/api-client';
import { SECTOR_DETAILS_KEY } from '../../sectors/api/get-sector-details-by-id';

/** POST /api/update-route/{routeId}/: this boulder's planned dismantling, or its whole sector's ('DD/MM/YYYY'). */
export const updateRouteDismantling = (routeId: number, body: UpdateRouteBody) =>
  apiClient.post<DateWriteResponse>(`/api/update-route/${routeId}/`, body);

/** Reference data that a date change cannot touch: not fetched again. */
const UNAFFECTED_KEYS: readonly unknown[] = ['gym-info', 'gym-infos', 'gym-list', 'route-setter-info', 'tags'];

/**
 * After a dismantling change in a sector: every screen's data may show the new date (boulder list,
 * dashboard, sector view...), so all of it is marked stale and what is on screen is fetched again.
 * Other sectors' cached details stay valid (back-office.md §4: sector details are cached per sector).
 */
export function refreshAfterDismantlingChange(queryClient: QueryClient, sectorId: number) {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, second] }) =>
      !UNAFFECTED_KEYS.includes(first) && !(first === SECTOR_DETAILS_KEY && second !== sectorId),
  });
}

export interface UpdateRouteDismantlingVariables extends UpdateRouteBody {
  routeId: number;
  sectorId: number;
}

export function useUpdateRouteDismantling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, sectorId: _sectorId, ...body }: UpdateRouteDismantlingVariables) => updateRouteDismantling(routeId, body),
    onSuccess: (_answer, { sectorId }) => refreshAfterDismantlingChange(queryClient, sectorId),
  });
}
