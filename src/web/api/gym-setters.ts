import type { Person } from '../../shared/contract/boulder-writes';
import { apiQuery } from './api-query';
import { queryKeys } from './query-keys';

/** GET /api/gyms/{gymId}/setters/: the people a boulder may name as its setters. */
export const useGymSetters = apiQuery<[number], Person[]>(queryKeys.gymSetters, (gymId) => `/api/gyms/${gymId}/setters/`);
