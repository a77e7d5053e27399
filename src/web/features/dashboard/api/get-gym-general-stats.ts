import { apiQuery } from '../../../api/api-query';
import type { GymGeneralStats } from '../../../../shared/contract/dashboard';
import { queryKeys } from '../../../api/query-keys';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gymgeneralstats/{user}/{gymId}: usage against last month and the boulders per difficulty. */
export const useGymGeneralStats = apiQuery<[userId: string, gymId: number], GymGeneralStats>(
  (userId, gymId) => queryKeys.generalStats(gymId, userId),
  (userId, gymId) => staffPaths.gymStatistics(userId, gymId),
);
