/**
 * The boulder calls several screens share (docs/product.md › Route setting: calls): one boulder as staff see it, its
 * history, strip and undo. A write invalidates the gym's data and the sector's details: the lists,
 * figures and sector views on screen fetch again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BoulderDetail, HistoryEntry, StripBody } from '../../shared/contract/boulder-writes';
import { apiClient } from './api-client';
import { refreshAfterDateChange } from './date-writes';
import { queryKeys } from './query-keys';
import { useFavoriteGym } from '../lib/storage';
import { settingPaths } from '../../shared/contract/staff-api-paths';

export const boulderQueryOptions = (gymId: number, boulderId: number) =>
  queryOptions({
    queryKey: queryKeys.boulder(gymId, boulderId),
    queryFn: ({ signal }) => apiClient.get<BoulderDetail>(settingPaths.boulder(boulderId), { signal }),
  });

/** GET /api/boulders/{id}/: the Route with setters, code, version, height (null id: nothing asked). */
export function useBoulderDetail(gymId: number | null, boulderId: number | null) {
  return useQuery({ ...boulderQueryOptions(gymId ?? 0, boulderId ?? 0), enabled: gymId !== null && boulderId !== null });
}

/** GET /api/boulders/{id}/history/: newest first. */
export function useBoulderHistory(gymId: number | null, boulderId: number | null, enabled = true) {
  return useQuery({
    queryKey: queryKeys.boulderHistory(gymId ?? 0, boulderId ?? 0),
    queryFn: ({ signal }) => apiClient.get<HistoryEntry[]>(settingPaths.boulderHistory(boulderId ?? 0), { signal }),
    enabled: enabled && gymId !== null && boulderId !== null,
  });
}

/** POST /api/boulders/strip/: these boulders or a whole sector, on one DD/MM/YYYY date. */
export const stripBoulders = (body: StripBody) => apiClient.post<{ stripped: number }>(settingPaths.strip, body);

/** POST /api/boulders/{id}/unstrip/: within 7 days of the strip. */
export const unstripBoulder = (boulderId: number) => apiClient.post<BoulderDetail>(settingPaths.unstrip(boulderId));

/** After a boulder write in the chosen gym: its data, and the sectors touched. */
export function useRefreshAfterBoulderWrite() {
  const queryClient = useQueryClient();
  const gymId = useFavoriteGym()?.id ?? null;
  return (sectorIds: number[]) => Promise.all(sectorIds.map((sectorId) => refreshAfterDateChange(queryClient, { gymId, sectorId })));
}

export function useStripBoulders() {
  const refresh = useRefreshAfterBoulderWrite();
  return useMutation({
    mutationFn: ({ sectorIds: _sectorIds, ...body }: StripBody & { sectorIds: number[] }) => stripBoulders(body),
    onSuccess: (_answer, { sectorIds }) => refresh(sectorIds),
  });
}

export function useUnstripBoulder() {
  const refresh = useRefreshAfterBoulderWrite();
  return useMutation({ mutationFn: unstripBoulder, onSuccess: (boulder) => refresh([boulder.sector.id]) });
}
