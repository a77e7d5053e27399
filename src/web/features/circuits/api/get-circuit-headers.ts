import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircuitHeader } from '../../../../shared/contract/circuits';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/difficulty-circuit-header/{gymId}: one row per circuit (gym difficulty), against last month. */
export const getCircuitHeaders = (gymId: number, signal?: AbortSignal) =>
  apiClient.get<CircuitHeader[]>(`/api/difficulty-circuit-header/${gymId}`, { signal });

export const circuitHeadersQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.circuitHeaders(gymId),
    queryFn: ({ signal }) => getCircuitHeaders(gymId, signal),
  });

export function useCircuitHeaders(gymId: number | null) {
  return useQuery({ ...circuitHeadersQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
