/** Competitors as the organiser manages them (contests.md §2, §6): the list, by hand, CSV import, move, bib, disqualification. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfScoringLinks } from '../../../../shared/contract/contest-scoring';
import type { CompetitorList, ContestCompetitor, CreateCompetitorBody, ImportAnswer, UpdateCompetitorBody } from '../../../../shared/contract/contests';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

const base = (contestId: number) => `/api/contests/${contestId}/competitors/`;
// The list pages by 100 at most (contests.md §6): the organiser's table reads every page.
const PAGE = 100;

async function allCompetitors(contestId: number, signal: AbortSignal): Promise<ContestCompetitor[]> {
  const first = await apiClient.get<CompetitorList>(`${base(contestId)}?page=1&pageSize=${PAGE}`, { signal });
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.count / PAGE) - 1 }, (_, i) =>
      apiClient.get<CompetitorList>(`${base(contestId)}?page=${i + 2}&pageSize=${PAGE}`, { signal }),
    ),
  );
  return [first, ...rest].flatMap((page) => page.results);
}

export function useCompetitors(contestId: number) {
  return useQuery({ queryKey: queryKeys.contestCompetitors(contestId), queryFn: ({ signal }) => allCompetitors(contestId, signal) });
}

/** Competitors change the contest's count and its ranking: the whole contest is refetched. */
function useRefreshContest(contestId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.contest(contestId) });
}

export function useAddCompetitor(contestId: number) {
  const refresh = useRefreshContest(contestId);
  return useMutation({ mutationFn: (body: CreateCompetitorBody) => apiClient.post<ContestCompetitor>(base(contestId), body), onSuccess: refresh });
}

export function useEditCompetitor(contestId: number) {
  const refresh = useRefreshContest(contestId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCompetitorBody }) => apiClient.patch<ContestCompetitor>(`${base(contestId)}${id}/`, body),
    onSuccess: refresh,
  });
}

export function useImportCompetitors(contestId: number) {
  const refresh = useRefreshContest(contestId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<ImportAnswer>(`${base(contestId)}import/`, form);
    },
    onSuccess: refresh,
  });
}

/** Mails their personal self-scoring link to the competitors without an account who have not had it (contests.md §1). */
export function useSendSelfScoringLinks(contestId: number) {
  return useMutation({ mutationFn: () => apiClient.post<SelfScoringLinks>(`/api/contests/${contestId}/self-scoring-links/`) });
}
