import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DateWriteResponse, UpdateRouteBody } from '../../shared/contract/dates';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';
import { useFavoriteGym } from '../lib/storage';
import { settingPaths } from '../../shared/contract/staff-api-paths';

/** POST /api/update-route/{routeId}/: this boulder's planned dismantling, or its whole sector's ('DD/MM/YYYY'). */
export const updateRouteDismantling = (routeId: number, body: UpdateRouteBody) => apiClient.post<DateWriteResponse>(settingPaths.dates(routeId), body);

/**
 * After a date change in a sector: the gym's data (boulder list, dashboard, circuits, sector views)
 * may show the new dates, and so may that sector's details; they are marked stale and what is on
 * screen is fetched again. Other sectors' details (kept per sector; Back office: states) and the
 * user's reference data (gym info, rights, tags) cannot change and stay.
 */
export function refreshAfterDateChange(queryClient: QueryClient, { gymId, sectorId }: { gymId: number | null; sectorId: number }) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: gymId === null ? queryKeys.allGyms() : queryKeys.gym(gymId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.sector(sectorId) }),
  ]);
}

/** The date writes happen in the gym chosen in 'Choix salle'. */
export function useRefreshAfterDateChange() {
  const queryClient = useQueryClient();
  const gymId = useFavoriteGym()?.id ?? null;
  return (sectorId: number) => refreshAfterDateChange(queryClient, { gymId, sectorId });
}

export interface UpdateRouteDismantlingVariables extends UpdateRouteBody {
  routeId: number;
  sectorId: number;
}

export function useUpdateRouteDismantling() {
  const refresh = useRefreshAfterDateChange();
  return useMutation({
    mutationFn: ({ routeId, sectorId: _sectorId, ...body }: UpdateRouteDismantlingVariables) => updateRouteDismantling(routeId, body),
    onSuccess: (_answer, { sectorId }) => refresh(sectorId),
  });
}
