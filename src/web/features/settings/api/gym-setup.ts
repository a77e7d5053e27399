import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CycleAnswer,
  PlanAnswer,
  CreateCircuitBody,
  CreateTagBody,
  EditSectorBody,
  GymSetup,
  SetupCircuit,
  SetupSector,
  SetupTag,
  UpdateCircuitBody,
} from '../../../../shared/contract/gym-setup';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';
import { useStoredUserId } from '../../../lib/storage';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/setup/: sectors, plan, circuits, tags and cycle (chief setters and admins). */
export const useGymSetup = apiQuery<[number], GymSetup>(queryKeys.gymSetup, (gymId) => gymPaths.setup(gymId));

/**
 * A set-up change reaches every screen of the gym (sector and circuit names, the plan) and the gym
 * info the forms read (difficultySystem, sectors): both are refreshed.
 */
function useSetupMutation<Variables, Answer>(gymId: number, send: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  const userId = useStoredUserId();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.gym(gymId) }),
        userId ? queryClient.invalidateQueries({ queryKey: queryKeys.gymInfo(userId, gymId) }) : undefined,
      ]);
    },
  });
}

export const useCreateSector = (gymId: number) =>
  useSetupMutation(gymId, (name: string) => apiClient.post<SetupSector>(gymPaths.setupSectors(gymId), { name }));
export const useEditSector = (gymId: number) =>
  useSetupMutation(gymId, ({ id, ...body }: EditSectorBody & { id: number }) => apiClient.patch<SetupSector>(gymPaths.setupSector(gymId, id), body));
export const useDeleteSector = (gymId: number) => useSetupMutation(gymId, (id: number) => apiClient.delete<void>(gymPaths.setupSector(gymId, id)));
export const useSetPlan = (gymId: number) =>
  useSetupMutation(gymId, (mediaId: string | null) => apiClient.put<PlanAnswer>(gymPaths.setupPlan(gymId), { mediaId }));
export const useSetCycle = (gymId: number) =>
  useSetupMutation(gymId, (resetCycleDays: number) => apiClient.put<CycleAnswer>(gymPaths.setupCycle(gymId), { resetCycleDays }));

export const useCreateCircuit = (gymId: number) =>
  useSetupMutation(gymId, (body: CreateCircuitBody) => apiClient.post<SetupCircuit>(gymPaths.setupCircuits(gymId), body));
export const useEditCircuit = (gymId: number) =>
  useSetupMutation(gymId, ({ id, ...body }: UpdateCircuitBody & { id: number }) => apiClient.patch<SetupCircuit>(gymPaths.setupCircuit(gymId, id), body));
export const useDeleteCircuit = (gymId: number) => useSetupMutation(gymId, (id: number) => apiClient.delete<void>(gymPaths.setupCircuit(gymId, id)));

export const useCreateTag = (gymId: number) => useSetupMutation(gymId, (body: CreateTagBody) => apiClient.post<SetupTag>(gymPaths.setupTags(gymId), body));
export const useEditTag = (gymId: number) =>
  useSetupMutation(gymId, ({ id, name }: { id: number; name: string }) => apiClient.patch<SetupTag>(gymPaths.setupTag(gymId, id), { name }));
