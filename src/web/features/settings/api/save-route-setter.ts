import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccessType } from '../../../../shared/domain/roles';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { useStoredUserId } from '../../../lib/storage';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

export interface RouteSetterRights {
  /** The person whose rights change (uid of the row or of the chosen climber). */
  userId: string;
  roles: AccessType[];
  gyms: number[];
}

/** POST /api/update-or-create-route-setter-infos/: gives these access types on these gyms (adds a setter). */
export const addRouteSetter = (rights: RouteSetterRights) => apiClient.post<{ message: string }>(staffPaths.createSetter, rights);

/**
 * POST /api/update-route-setter-infos/{user}/ ({user} is the logged-in admin): sets the person's
 * access types and gyms among the admin's gyms; an admin gym left unchecked is taken away.
 */
export const updateRouteSetter = ({ adminId, rights }: { adminId: string; rights: RouteSetterRights }) =>
  apiClient.post<{ message: string }>(staffPaths.updateSetters(adminId), rights);

/** After a write the admin's staff changes: the setters table and the climbers offered. */
function useRefreshSettings() {
  const queryClient = useQueryClient();
  const userId = useStoredUserId();
  return () => queryClient.invalidateQueries({ queryKey: userId ? queryKeys.staff(userId) : queryKeys.allUsers() });
}

export function useAddRouteSetter() {
  const refresh = useRefreshSettings();
  return useMutation({ mutationFn: addRouteSetter, onSuccess: refresh });
}

export function useUpdateRouteSetter() {
  const refresh = useRefreshSettings();
  return useMutation({ mutationFn: updateRouteSetter, onSuccess: refresh });
}
