import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircuitFullDetails } from '../../../../shared/contract/circuits';
import { apiClient, firstElement } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/**
 * GET /api/difficulty-circuit-full-details/{gymId}/{difficultySplitId}: the call answers an array,
 * the page uses its first element (docs/product.md › Back office: calls).
 */
export async function getCircuitDetails(gymId: number, difficultyId: number, signal?: AbortSignal): Promise<CircuitFullDetails> {
  const answer = await apiClient.get<CircuitFullDetails[]>(gymPaths.circuitDetails(gymId, difficultyId), { signal });
  return firstElement(answer, 'Circuit introuvable.');
}

export const circuitDetailsQueryOptions = (gymId: number, difficultyId: number) =>
  queryOptions({
    queryKey: queryKeys.circuitDetails(gymId, difficultyId),
    queryFn: ({ signal }) => getCircuitDetails(gymId, difficultyId, signal),
  });

export function useCircuitDetails(gymId: number | null, difficultyId: number | null) {
  return useQuery({ ...circuitDetailsQueryOptions(gymId ?? 0, difficultyId ?? 0), enabled: gymId !== null && difficultyId !== null });
}
