import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoutesAnswer } from '../../../../shared/contract/routes';
import { boulderFilterPath, MAX_PAGE_SIZE, NO_CHOICE_FILTERS } from '../../../../shared/contract/boulder-filter-path';
import type { CreateSessionBody, SettingSession, UpdateSessionBody, ValidationAnswer } from '../../../../shared/contract/setting-sessions';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { useRefreshAfterBoulderWrite } from '../../../api/boulder-writes';
import { queryKeys } from '../../../api/query-keys';
import { settingPaths } from '../../../../shared/contract/staff-api-paths';

/** GET …/setting-sessions/: the gym's drafts, newest first. */
export const useDrafts = apiQuery<[number], SettingSession[]>(queryKeys.settingSessions, settingPaths.settingSessions);

/** Every active boulder of a sector (the filter call, one page of up to 100): what is on the wall now. */
export function useSectorWall(userId: string | null, gymId: number | null, sectorId: number | null) {
  return useQuery({
    queryKey: queryKeys.boulderList(gymId ?? 0, userId ?? '', { wall: sectorId }),
    queryFn: ({ signal }) =>
      apiClient.get<RoutesAnswer>(
        boulderFilterPath({
          userId: userId!,
          gymId: gymId!,
          offset: 0,
          end: MAX_PAGE_SIZE,
          status: { active: true, closed: false },
          ...NO_CHOICE_FILTERS,
          sectors: [sectorId!],
          sort: { name: 0, sector: 0, difficulty: 1, level: 0, date: 0 },
          search: '',
        }),
        { signal },
      ),
    select: (answer) => answer.routes,
    enabled: userId !== null && gymId !== null && sectorId !== null,
  });
}

export const createDraft = (gymId: number, body: CreateSessionBody) => apiClient.post<SettingSession>(settingPaths.settingSessions(gymId), body);
export const updateDraft = (gymId: number, id: number, body: UpdateSessionBody) =>
  apiClient.patch<SettingSession>(settingPaths.settingSession(gymId, id), body);
export const validateDraft = (gymId: number, id: number) => apiClient.post<ValidationAnswer>(settingPaths.validateSettingSession(gymId, id));

export function useDiscardDraft(gymId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(settingPaths.settingSession(gymId, id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.settingSessions(gymId) }),
  });
}

/** Saves the draft (created on its first save), then validates it: the gym's data and the sector change. */
export function useValidateDraft(gymId: number) {
  const refresh = useRefreshAfterBoulderWrite();
  return useMutation({
    mutationFn: (id: number) => validateDraft(gymId, id),
    onSuccess: (answer) => refresh([answer.opening.sectorId]),
  });
}
