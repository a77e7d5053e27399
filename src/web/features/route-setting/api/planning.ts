import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pyramid, TargetsBody } from '../../../../shared/contract/planning';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';
import { settingPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/pyramid/ */
export const usePyramid = apiQuery<[number], Pyramid>(queryKeys.pyramid, (gymId) => settingPaths.pyramid(gymId));

/** PUT /api/gyms/{gymId}/pyramid/targets/: answers the pyramid with the new targets. */
export function useSaveTargets(gymId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TargetsBody) => apiClient.put<Pyramid>(settingPaths.pyramidTargets(gymId), body),
    onSuccess: (pyramid) => queryClient.setQueryData(queryKeys.pyramid(gymId), pyramid),
  });
}
