import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '../../../../shared/contract/first-steps';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/first-steps/: under the gym's key, so every write in the gym refreshes the ticks. */
export const useFirstSteps = (gymId: number | null) =>
  useQuery({
    queryKey: queryKeys.firstSteps(gymId ?? 0),
    queryFn: ({ signal }) => apiClient.get<FirstSteps>(gymPaths.firstSteps(gymId ?? 0), { signal }),
    enabled: gymId !== null,
  });

/** 'Masquer': the card stays hidden for this person on this gym. */
export function useHideFirstSteps(gymId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<FirstSteps>(gymPaths.hideFirstSteps(gymId)),
    onSuccess: (answer) => client.setQueryData(queryKeys.firstSteps(gymId), answer),
  });
}
