import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pyramid, TargetsBody } from '../../../../shared/contract/planning';
import { apiClient } from '../../../lib/api-client';
import { apiQuery } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/gyms/{gymId}/pyramid/ */
export const usePyramid = apiQuery<[number], Pyramid>(queryKeys.pyramid, (gymId) => `/api/gyms/${gymId}/pyramid/`);

/** PUT /api/gyms/{gymId}/pyramid/targets/: answers the pyramid with the new targets. */
export function useSaveTargets(gymId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsBody) => apiClient.put<Pyramid>(`/api/gyms/${gymId}/pyramid/targets/`, body),
    onSuccess: (pyramid) => queryClient.setQueryData(queryKeys.pyramid(gymId), pyramid),
  });
}
