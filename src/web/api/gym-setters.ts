import type { Person } from '../../shared/contract/boulder-writes';
import { apiQuery } from './api-query';
import { queryKeys } from './query-keys';
import { gymPaths } from '../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/setters/: the people a boulder may name as its setters. */
export const useGymSetters = apiQuery<[number], Person[]>(queryKeys.gymSetters, (gymId) => gymPaths.setters(gymId));
