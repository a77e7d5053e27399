import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClimberBoulderDetail } from '../../../../shared/contract/climber-reads';
import type { ReportKind } from '../../../../shared/domain/climber-rules';
import { queryKeys } from '../../../api/query-keys';
import { climberApi } from './climber-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

/** GET /api/v1/boulders/{id}/: the boulder with its public statistics, my stars and the visible comments. */
export const boulderQueryOptions = (boulderId: number) =>
  queryOptions({
    queryKey: queryKeys.climberBoulder(boulderId),
    queryFn: ({ signal }) => climberApi.get<ClimberBoulderDetail>(climberApiPaths.boulder(boulderId), { signal }),
    networkMode: 'offlineFirst',
  });
export const useBoulder = (boulderId: number | null) => useQuery({ ...boulderQueryOptions(boulderId ?? 0), enabled: boulderId !== null });

/** POST /api/v1/boulders/{id}/comments/: needs the network (comments are not queued). */
export function usePostComment(boulderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => climberApi.post<{ id: number; text: string; createdAt: string }>(climberApiPaths.boulderComments(boulderId), { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.climberBoulder(boulderId) }),
  });
}

/** POST /api/v1/boulders/{id}/reports/: a problem for the gym's staff ('Signalements'). */
export const usePostReport = (boulderId: number) =>
  useMutation({
    mutationFn: (report: { kind: ReportKind; text: string | null }) => climberApi.post<{ id: number }>(climberApiPaths.boulderReports(boulderId), report),
  });

/** DELETE /api/v1/ascents/{clientId}/: my log, taken back after it reached the server. */
export const deleteAscent = (clientId: string) => climberApi.delete<void>(climberApiPaths.ascent(clientId));
