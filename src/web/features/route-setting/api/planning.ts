import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pyramid, TargetsBody } from '../../../../shared/contract/planning';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';

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
