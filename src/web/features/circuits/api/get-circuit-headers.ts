import { apiQuery } from '../../../api/api-query';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/difficulty-circuit-header/{gymId}: one row per circuit (gym difficulty), against last month. */
export const useCircuitHeaders = apiQuery<[gymId: number], CircuitHeader[]>(queryKeys.circuitHeaders, (gymId) => gymPaths.circuitHeaders(gymId));
