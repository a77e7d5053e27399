import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyLeaderboardResponse } from '../../../../shared/contract/public';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PUBLIC_PATHS } from '../../../../shared/contract/constants';

// PUBLIC_PATHS.monthlyLeaderboard (shared/contract/public.ts; the test checks they agree), written here
// to keep zod out of the page.

/** GET /api/leaderboard/monthly/: the Gaston Index of the month, mixed, female and male lists. */
export async function getMonthlyLeaderboard(signal?: AbortSignal): Promise<MonthlyLeaderboardResponse> {
  const answer = await apiClient.get<Partial<MonthlyLeaderboardResponse> | null>(PUBLIC_PATHS.monthlyLeaderboard, { signal });
  if (!Array.isArray(answer?.mixed) || !Array.isArray(answer.female) || !Array.isArray(answer.male)) {
    throw new Error(`Unexpected answer from ${PUBLIC_PATHS.monthlyLeaderboard}`);
  }
  return answer as MonthlyLeaderboardResponse;
}

export const monthlyLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.monthlyLeaderboard(),
    queryFn: ({ signal }) => getMonthlyLeaderboard(signal),
    // Fetched once per visit of the tab (public-pages.md §4), kept when switching tabs and sub-tabs.
    staleTime: Infinity,
  });

export const useMonthlyLeaderboard = (enabled: boolean) => useQuery({ ...monthlyLeaderboardQueryOptions(), enabled });
