import { apiQuery } from '../../../api/api-query';
import type { BoulderCard } from '../../../../shared/contract/dashboard';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/top-boulders/{gymId}/: the most tried boulders, by tries per day. */
export const useTopBoulders = apiQuery<[gymId: number], BoulderCard[]>(queryKeys.topBoulders, (gymId) => gymPaths.topBoulders(gymId));
