/** The final, the draw and the exports (contests.md §2, §6). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contest, DrawAnswer, DrawBody, FinalBody } from '../../../../shared/contract/contests';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { useStoreContest } from './manage-contests';

export function useStartFinal(contestId: number) {
  const store = useStoreContest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalBody) => apiClient.post<Contest>(`/api/contests/${contestId}/final/`, body),
    onSuccess: (contest) => {
      store(contest);
      void queryClient.invalidateQueries({ queryKey: queryKeys.contestJudges(contestId) });
    },
  });
}

export function useDraw(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawBody) => apiClient.post<DrawAnswer>(`/api/contests/${contestId}/draw/`, body),
    // The kept winners are part of the contest.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contest(contestId), exact: true }),
  });
}

/** The exports are plain links: the browser downloads them with the session cookie. */
export const exportPaths = (contestId: number) => ({
  results: (round: 'qualification' | 'final') => `/api/contests/${contestId}/results.csv?round=${round}`,
  podiums: `/api/contests/${contestId}/podiums.pdf`,
});
