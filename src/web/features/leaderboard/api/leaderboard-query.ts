import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';

/**
 * The hook of a public leaderboard call: fetched the first time its tab opens, then kept for the
 * visit, across tabs and sub-tabs (docs/product.md › Public pages: states). An answer of another shape is an error.
 */
export function leaderboardQuery<Answer>(queryKey: QueryKey, path: string, isAnswer: (answer: unknown) => boolean) {
  const options = () =>
    queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const answer = await apiClient.get<unknown>(path, { signal });
        if (!isAnswer(answer)) throw new Error(`Unexpected answer from ${path}`);
        return answer as Answer;
      },
      staleTime: Infinity,
    });
  return function useLeaderboard(enabled: boolean) {
    return useQuery({ ...options(), enabled });
  };
}
