import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '../../../../shared/contract/first-steps';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/gyms/{gymId}/first-steps/: under the gym's key, so every write in the gym refreshes the ticks. */
export const useFirstSteps = (gymId: number | null) =>
  useQuery({
    queryKey: queryKeys.firstSteps(gymId ?? 0),
    queryFn: ({ signal }) => apiClient.get<FirstSteps>(`/api/gyms/${gymId}/first-steps/`, { signal }),
    enabled: gymId !== null,
  });

/** 'Masquer': the card stays hidden for this person on this gym. */
export function useHideFirstSteps(gymId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<FirstSteps>(`/api/gyms/${gymId}/first-steps/hide/`),
    onSuccess: (answer) => client.setQueryData(queryKeys.firstSteps(gymId), answer),
  });
}
