import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CircuitFullDetails } from '../../../../shared/contract/circuits';
import { ApiError, apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/difficulty-circuit-full-details/{gymId}/{difficultySplitId}: the call answers an array,
 * the page uses its first element (back-office.md §7).
 */
export async function getCircuitDetails(gymId: number, difficultyId: number, signal?: AbortSignal): Promise<CircuitFullDetails> {
  const answer = await apiClient.get<CircuitFullDetails[]>(`/api/difficulty-circuit-full-details/${gymId}/${difficultyId}`, { signal });
  const first = Array.isArray(answer) ? answer[0] : undefined;
  if (!first) throw new ApiError(404, answer, 'Circuit introuvable.');
  return first;
}

export const circuitDetailsQueryOptions = (gymId: number, difficultyId: number) =>
  queryOptions({
    queryKey: queryKeys.circuitDetails(gymId, difficultyId),
    queryFn: ({ signal }) => getCircuitDetails(gymId, difficultyId, signal),
  });

export function useCircuitDetails(gymId: number | null, difficultyId: number | null) {
  return useQuery({ ...circuitDetailsQueryOptions(gymId ?? 0, difficultyId ?? 0), enabled: gymId !== null && difficultyId !== null });
}
