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

/** GET /api/gyms/{gymId}/setup/: sectors, plan, circuits, tags and cycle (chief setters and admins). */
export const useGymSetup = apiQuery<[number], GymSetup>(queryKeys.gymSetup, (gymId) => `/api/gyms/${gymId}/setup/`);

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

const base = (gymId: number) => `/api/gyms/${gymId}`;

export const useCreateSector = (gymId: number) => useSetupMutation(gymId, (name: string) => apiClient.post<SetupSector>(`${base(gymId)}/sectors/`, { name }));
export const useEditSector = (gymId: number) =>
  useSetupMutation(gymId, ({ id, ...body }: EditSectorBody & { id: number }) => apiClient.patch<SetupSector>(`${base(gymId)}/sectors/${id}/`, body));
export const useDeleteSector = (gymId: number) => useSetupMutation(gymId, (id: number) => apiClient.delete<void>(`${base(gymId)}/sectors/${id}/`));
export const useSetPlan = (gymId: number) =>
  useSetupMutation(gymId, (mediaId: string | null) => apiClient.put<PlanAnswer>(`${base(gymId)}/plan/`, { mediaId }));
export const useSetCycle = (gymId: number) =>
  useSetupMutation(gymId, (resetCycleDays: number) => apiClient.put<CycleAnswer>(`${base(gymId)}/cycle/`, { resetCycleDays }));

export const useCreateCircuit = (gymId: number) =>
  useSetupMutation(gymId, (body: CreateCircuitBody) => apiClient.post<SetupCircuit>(`${base(gymId)}/difficulties/`, body));
export const useEditCircuit = (gymId: number) =>
  useSetupMutation(gymId, ({ id, ...body }: UpdateCircuitBody & { id: number }) => apiClient.patch<SetupCircuit>(`${base(gymId)}/difficulties/${id}/`, body));
export const useDeleteCircuit = (gymId: number) => useSetupMutation(gymId, (id: number) => apiClient.delete<void>(`${base(gymId)}/difficulties/${id}/`));

export const useCreateTag = (gymId: number) => useSetupMutation(gymId, (body: CreateTagBody) => apiClient.post<SetupTag>(`${base(gymId)}/tags/`, body));
export const useEditTag = (gymId: number) =>
  useSetupMutation(gymId, ({ id, name }: { id: number; name: string }) => apiClient.patch<SetupTag>(`${base(gymId)}/tags/${id}/`, { name }));
