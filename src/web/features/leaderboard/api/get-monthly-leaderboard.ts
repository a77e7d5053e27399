import type { MonthlyLeaderboardResponse } from '../../../../shared/contract/public';
import { PUBLIC_PATHS } from '../../../../shared/contract/constants';
import { queryKeys } from '../../../api/query-keys';
import { leaderboardQuery } from './leaderboard-query';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** GET /api/leaderboard/monthly/: the Gaston Index of the month, mixed, female and male lists. */
export const useMonthlyLeaderboard = leaderboardQuery<MonthlyLeaderboardResponse>(
  queryKeys.monthlyLeaderboard(),
  PUBLIC_PATHS.monthlyLeaderboard,
  (answer) => isRecord(answer) && Array.isArray(answer.mixed) && Array.isArray(answer.female) && Array.isArray(answer.male),
);
