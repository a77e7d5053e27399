import { apiQuery } from '../../../api/api-query';
import type { Comment } from '../../../../shared/contract/routes';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/latest-gym-route-comments/{gymId}/: the gym's most recent comments. */
export const useLatestComments = apiQuery<[gymId: number], Comment[]>(queryKeys.latestComments, (gymId) => gymPaths.latestComments(gymId));
