/** The organiser's calls on a contest (contests.md §6): the gym's list, one contest, create and edit. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contest, ContestList } from '../../../../shared/contract/contests';
import { CONTEST_LIMITS } from '../../../../shared/domain/contest-rules';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/gyms/{gymId}/contests/: most recently created first, a page of 20. */
export function useContestList(gymId: number | null, page: number) {
  return useQuery({
    queryKey: queryKeys.contestList(gymId ?? 0, page),
    queryFn: ({ signal }) => apiClient.get<ContestList>(`/api/gyms/${gymId}/contests/?page=${page}&pageSize=${CONTEST_LIMITS.pageSize}`, { signal }),
    enabled: gymId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contests/{id}/ */
export function useContest(contestId: number) {
  return useQuery({
    queryKey: queryKeys.contest(contestId),
    queryFn: ({ signal }) => apiClient.get<Contest>(`/api/contests/${contestId}/`, { signal }),
    select: (contest) => contest,
  });
}

/** Keeps a contest the server answered (create, edit, final) and drops the gym's list. */
export function useStoreContest() {
  const queryClient = useQueryClient();
  return (contest: Contest) => {
    queryClient.setQueryData(queryKeys.contest(contest.id), contest);
    void queryClient.invalidateQueries({ queryKey: queryKeys.contests(contest.gymId) });
  };
}

export function useCreateContest(gymId: number) {
  const store = useStoreContest();
  return useMutation({
    mutationFn: (body: object) => apiClient.post<Contest>(`/api/gyms/${gymId}/contests/`, body),
    onSuccess: store,
  });
}

export function useUpdateContest(contestId: number) {
  const store = useStoreContest();
  return useMutation({
    mutationFn: (body: object) => apiClient.patch<Contest>(`/api/contests/${contestId}/`, body),
    onSuccess: store,
  });
}
