import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteSettersLeaderboardResponse } from '../../../../shared/contract/public';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PUBLIC_PATHS } from '../../../../shared/contract/constants';

// PUBLIC_PATHS.routeSettersLeaderboard (shared/contract/public.ts), written here to keep zod out of the page.

/** GET /api/routesetters-boulders-leaderboard/: the route setters by boulders opened this month. */
export async function getRouteSettersLeaderboard(signal?: AbortSignal): Promise<RouteSettersLeaderboardResponse> {
  const answer = await apiClient.get<unknown>(PUBLIC_PATHS.routeSettersLeaderboard, { signal });
  if (!Array.isArray(answer)) throw new Error(`Unexpected answer from ${PUBLIC_PATHS.routeSettersLeaderboard}`);
  return answer as RouteSettersLeaderboardResponse;
}

export const routeSettersLeaderboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.routeSettersLeaderboard(),
    queryFn: ({ signal }) => getRouteSettersLeaderboard(signal),
    // Fetched the first time the 'Ouverture' tab opens, then kept (public-pages.md §4).
    staleTime: Infinity,
  });

export const useRouteSettersLeaderboard = (enabled: boolean) => useQuery({ ...routeSettersLeaderboardQueryOptions(), enabled });
