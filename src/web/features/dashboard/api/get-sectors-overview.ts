import { apiQuery } from '../../../api/api-query';
import type { SectorOverview } from '../../../../shared/contract/dashboard';
import { queryKeys } from '../../../api/query-keys';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/sectorsoverview/{user}/{gymId}: each sector's boulder count, opening and planned closing. */
export const useSectorsOverview = apiQuery<[userId: string, gymId: number], SectorOverview[]>(
  (userId, gymId) => queryKeys.sectorsOverview(gymId, userId),
  (userId, gymId) => staffPaths.sectorsOverview(userId, gymId),
);
