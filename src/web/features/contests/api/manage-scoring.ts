/** Scoring as the organiser runs it (contests.md §2, §4): judges, the table of results, corrections and their history. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContestResult, ContestResults, CreateJudgeBody, Judge, ResultHistory, UpdateJudgeBody } from '../../../../shared/contract/contest-scoring';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

export function useJudges(contestId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contestJudges(contestId),
    queryFn: ({ signal }) => apiClient.get<Judge[]>(`/api/contests/${contestId}/judges/`, { signal }),
    enabled,
  });
}

function useRefreshJudges(contestId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.contestJudges(contestId) });
}

export function useCreateJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({ mutationFn: (body: CreateJudgeBody) => apiClient.post<Judge>(`/api/contests/${contestId}/judges/`, body), onSuccess: refresh });
}

export function useUpdateJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateJudgeBody }) => apiClient.patch<Judge>(`/api/contests/${contestId}/judges/${id}/`, body),
    onSuccess: refresh,
  });
}

export function useDeleteJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({ mutationFn: (id: number) => apiClient.delete<void>(`/api/contests/${contestId}/judges/${id}/`), onSuccess: refresh });
}

export function useContestResults(contestId: number) {
  return useQuery({
    queryKey: queryKeys.contestResults(contestId),
    queryFn: ({ signal }) => apiClient.get<ContestResults>(`/api/contests/${contestId}/results/`, { signal }),
    select: (answer) => answer.results,
  });
}

export function useResultHistory(contestId: number, competitorId: number | null) {
  return useQuery({
    queryKey: queryKeys.contestResultHistory(contestId, competitorId ?? 0),
    queryFn: ({ signal }) => apiClient.get<ResultHistory>(`/api/contests/${contestId}/results/history/?competitorId=${competitorId}`, { signal }),
    select: (answer) => answer.entries,
    enabled: competitorId !== null,
  });
}

export interface Correction {
  competitorId: number;
  boulderId: number;
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
}

/** PUT …/results/{clientId}/: the client id is made once per correction, so a retried click counts once. */
export function useCorrectResult(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, ...body }: Correction & { clientId: string }) =>
      apiClient.put<ContestResult>(`/api/contests/${contestId}/results/${clientId}/`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contestResults(contestId) }),
  });
}
