/**
 * The organiser's calls (docs/product.md › Contests: back office; Contests: scoring entry; Contests: calls): the gym's contests, one contest, create
 * and edit; its
 * competitors (the list, by hand, CSV import, move, bib, disqualification); the final, the draw and the
 * exports; judges, the table of results, corrections and their history; the gym's active boulders a
 * contest boulder may be.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boulderFilterPath, MAX_PAGE_SIZE, NO_CHOICE_FILTERS, type BoulderFilterInput } from '../../../../shared/contract/boulder-filter-path';
import type {
  ContestResult,
  ContestResults,
  CreateJudgeBody,
  Judge,
  ResultHistory,
  SelfScoringLinks,
  UpdateJudgeBody,
} from '../../../../shared/contract/contest-scoring';
import type {
  CompetitorList,
  Contest,
  ContestCompetitor,
  ContestList,
  CreateCompetitorBody,
  DrawAnswer,
  DrawBody,
  FinalBody,
  ImportAnswer,
  UpdateCompetitorBody,
} from '../../../../shared/contract/contests';
import type { RoutesAnswer } from '../../../../shared/contract/routes';
import { CONTEST_LIMITS } from '../../../../shared/domain/contest-rules';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { contestAdminPaths, contestScoringPaths } from '../../../../shared/contract/contest-paths';

export function useContestList(gymId: number | null, page: number) {
  return useQuery({
    queryKey: queryKeys.contestList(gymId ?? 0, page),
    queryFn: ({ signal }) => apiClient.get<ContestList>(contestAdminPaths.list(gymId ?? 0, page, CONTEST_LIMITS.pageSize), { signal }),
    enabled: gymId !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/contests/{id}/ */
export function useContest(contestId: number) {
  return useQuery({
    queryKey: queryKeys.contest(contestId),
    queryFn: ({ signal }) => apiClient.get<Contest>(contestAdminPaths.contest(contestId), { signal }),
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
    mutationFn: (body: object) => apiClient.post<Contest>(contestAdminPaths.create(gymId), body),
    onSuccess: store,
  });
}

export function useUpdateContest(contestId: number) {
  const store = useStoreContest();
  return useMutation({
    mutationFn: (body: object) => apiClient.patch<Contest>(contestAdminPaths.contest(contestId), body),
    onSuccess: store,
  });
}

// The list pages by 100 at most (docs/product.md › Contests: calls): the organiser's table reads every page.
const PAGE = 100;

async function allCompetitors(contestId: number, signal: AbortSignal): Promise<ContestCompetitor[]> {
  const first = await apiClient.get<CompetitorList>(contestAdminPaths.competitorsPage(contestId, 1, PAGE), { signal });
  const rest = await Promise.all(
    Array.from({ length: Math.ceil(first.count / PAGE) - 1 }, (_, i) =>
      apiClient.get<CompetitorList>(contestAdminPaths.competitorsPage(contestId, i + 2, PAGE), { signal }),
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
  return useMutation({
    mutationFn: (body: CreateCompetitorBody) => apiClient.post<ContestCompetitor>(contestAdminPaths.competitors(contestId), body),
    onSuccess: refresh,
  });
}

export function useEditCompetitor(contestId: number) {
  const refresh = useRefreshContest(contestId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCompetitorBody }) =>
      apiClient.patch<ContestCompetitor>(contestAdminPaths.competitor(contestId, id), body),
    onSuccess: refresh,
  });
}

export function useImportCompetitors(contestId: number) {
  const refresh = useRefreshContest(contestId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post<ImportAnswer>(contestAdminPaths.importCompetitors(contestId), form);
    },
    onSuccess: refresh,
  });
}

/** Mails their personal self-scoring link to the competitors without an account who have not had it (docs/product.md › Contests: who may do what). */
export function useSendSelfScoringLinks(contestId: number) {
  return useMutation({ mutationFn: () => apiClient.post<SelfScoringLinks>(contestAdminPaths.selfScoringLinks(contestId)) });
}

export function useStartFinal(contestId: number) {
  const store = useStoreContest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalBody) => apiClient.post<Contest>(contestAdminPaths.final(contestId), body),
    onSuccess: (contest) => {
      store(contest);
      void queryClient.invalidateQueries({ queryKey: queryKeys.contestJudges(contestId) });
    },
  });
}

export function useDraw(contestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawBody) => apiClient.post<DrawAnswer>(contestAdminPaths.draw(contestId), body),
    // The kept winners are part of the contest.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contest(contestId), exact: true }),
  });
}

/** The exports are plain links: the browser downloads them with the session cookie. */
export const exportPaths = (contestId: number) => ({
  results: (round: 'qualification' | 'final') => contestAdminPaths.resultsCsv(contestId, round),
  podiums: contestAdminPaths.podiums(contestId),
});

export function useJudges(contestId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.contestJudges(contestId),
    queryFn: ({ signal }) => apiClient.get<Judge[]>(contestAdminPaths.judges(contestId), { signal }),
    enabled,
  });
}

function useRefreshJudges(contestId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.contestJudges(contestId) });
}

export function useCreateJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({ mutationFn: (body: CreateJudgeBody) => apiClient.post<Judge>(contestAdminPaths.judges(contestId), body), onSuccess: refresh });
}

export function useUpdateJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateJudgeBody }) => apiClient.patch<Judge>(contestAdminPaths.judge(contestId, id), body),
    onSuccess: refresh,
  });
}

export function useDeleteJudge(contestId: number) {
  const refresh = useRefreshJudges(contestId);
  return useMutation({ mutationFn: (id: number) => apiClient.delete<void>(contestAdminPaths.judge(contestId, id)), onSuccess: refresh });
}

export function useContestResults(contestId: number) {
  return useQuery({
    queryKey: queryKeys.contestResults(contestId),
    queryFn: ({ signal }) => apiClient.get<ContestResults>(contestAdminPaths.results(contestId), { signal }),
    select: (answer) => answer.results,
  });
}

export function useResultHistory(contestId: number, competitorId: number | null) {
  return useQuery({
    queryKey: queryKeys.contestResultHistory(contestId, competitorId ?? 0),
    queryFn: ({ signal }) => apiClient.get<ResultHistory>(contestAdminPaths.resultHistory(contestId, competitorId ?? 0), { signal }),
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
      apiClient.put<ContestResult>(contestScoringPaths.result(contestId, clientId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.contestResults(contestId) }),
  });
}

export interface GymBoulderOption {
  value: string;
  label: string;
  name: string;
  color: string | null;
}

const page = (userId: string, gymId: number, offset: number): BoulderFilterInput => ({
  userId,
  gymId,
  offset,
  end: offset + MAX_PAGE_SIZE,
  status: { active: true, closed: false },
  ...NO_CHOICE_FILTERS,
  sort: { name: 1, sector: 0, difficulty: 0, level: 0, date: 0 },
  search: '',
});

/** Every active boulder of the gym, by name (pages of 100 read together). */
export function useGymBoulderOptions(userId: string | null, gymId: number | null) {
  return useQuery({
    queryKey: queryKeys.boulderList(gymId ?? 0, userId ?? '', { contestChoices: true }),
    queryFn: async ({ signal }) => {
      const first = await apiClient.get<RoutesAnswer>(boulderFilterPath(page(userId!, gymId!, 0)), { signal });
      const rest = await Promise.all(
        Array.from({ length: Math.ceil(first.count / MAX_PAGE_SIZE) - 1 }, (_, i) =>
          apiClient.get<RoutesAnswer>(boulderFilterPath(page(userId!, gymId!, (i + 1) * MAX_PAGE_SIZE)), { signal }),
        ),
      );
      return [first, ...rest].flatMap((answer) => answer.routes);
    },
    select: (routes): GymBoulderOption[] =>
      routes.map((r) => ({
        value: String(r.id),
        label: `${r.name} · ${r.difficulty_display} · ${r.sector.name}`,
        name: r.name,
        color: r.color?.color_code ?? null,
      })),
    enabled: userId !== null && gymId !== null,
    staleTime: 60_000,
  });
}
