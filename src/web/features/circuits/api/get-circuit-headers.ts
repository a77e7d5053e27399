import { apiQuery } from '../../../api/api-query';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/difficulty-circuit-header/{gymId}: one row per circuit (gym difficulty), against last month. */
export const useCircuitHeaders = apiQuery<[gymId: number], CircuitHeader[]>(queryKeys.circuitHeaders, (gymId) => `/api/difficulty-circuit-header/${gymId}`);
