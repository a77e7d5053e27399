import type { RouteSettersLeaderboardResponse } from '../../../../shared/contract/public';
import { PUBLIC_PATHS } from '../../../../shared/contract/constants';
import { queryKeys } from '../../../api/query-keys';
import { leaderboardQuery } from './leaderboard-query';

/** GET /api/routesetters-boulders-leaderboard/: the route setters by boulders opened this month. */
export const useRouteSettersLeaderboard = leaderboardQuery<RouteSettersLeaderboardResponse>(
  queryKeys.routeSettersLeaderboard(),
  PUBLIC_PATHS.routeSettersLeaderboard,
  Array.isArray,
);
