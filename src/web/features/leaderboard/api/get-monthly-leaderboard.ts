import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyLeaderboardResponse } from '../../../../shared/contract/public';
import { apiClient } from '../../../lib/api-client';

// PUBLIC_PATHS.monthlyLeaderboard (shared/contract/public.ts; the test checks they agree), written here
// to keep zod out of the page.
export const MONTHLY_LEADERBOARD_PATH = '/api/leaderboard/monthly/';

/** GET /api/leaderboard/monthly/: the Gaston Index of the month, mixed, female and male lists. */
export async function getMonthlyLeaderboard(signal?: AbortSignal): Promise<MonthlyLeaderboardResponse> {
  const answer = await apiClient.get<Partial<MonthlyLeaderboardResponse> | null>(MONTHLY_LEADERBOARD_PATH, { signal });
  if (!Array.isArray(answer?.mixed) || !Array.isArray(answer.female) || !Array.isArray(answer.male)) {
    throw new Error(`Unexpected answer from ${MONTHLY_LEADERBOARD_PATH}`);
  }
  return answer as MonthlyLeaderboardResponse;
}

export const monthlyLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: ['leaderboard', 'monthly'],
    queryFn: ({ signal }) => getMonthlyLeaderboard(signal),
    // Fetched once per visit of the tab (public-pages.md §4), kept when switching tabs and sub-tabs.
    staleTime: Infinity,
  });

export const useMonthlyLeaderboard = (enabled: boolean) => useQuery({ ...monthlyLeaderboardQueryOptions(), enabled });
