import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccupancySettings, OccupancySettingsBody } from '../../../../shared/contract/occupancy';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/occupancy-settings/: shown or not, capacity, the counter (docs/occupancy.md). */
export const useOccupancySettings = apiQuery<[number], OccupancySettings>(queryKeys.occupancySettings, gymPaths.occupancySettings);

function useOccupancyMutation<Variables, Answer>(gymId: number, send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.occupancySettings(gymId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.occupancy(gymId) }),
      ]);
    },
  });
}

export const useSaveOccupancySettings = (gymId: number) =>
  useOccupancyMutation(gymId, (body: OccupancySettingsBody) => apiClient.put<OccupancySettings>(gymPaths.occupancySettings(gymId), body));
/** A new token for the counter (the old one stops working), shown once. */
export const useMakeCounterToken = (gymId: number) => useOccupancyMutation(gymId, () => apiClient.post<{ token: string }>(gymPaths.occupancyToken(gymId)));
export const useRemoveCounterToken = (gymId: number) => useOccupancyMutation(gymId, () => apiClient.delete<void>(gymPaths.occupancyToken(gymId)));
