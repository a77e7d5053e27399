import { useMutation } from '@tanstack/react-query';
import type { BoulderDetail, CreateBoulderBody, UpdateBoulderBody } from '../../../../shared/contract/boulder-writes';
import { apiClient } from '../../../api/api-client';
import { useRefreshAfterBoulderWrite } from '../../../api/boulder-writes';
import { settingPaths } from '../../../../shared/contract/staff-api-paths';

/** POST /api/boulders/: 201 with the boulder. */
export const createBoulder = (body: CreateBoulderBody) => apiClient.post<BoulderDetail>(settingPaths.boulders, body);

/** PATCH /api/boulders/{id}/: the changed fields and the version they were made from (409 when stale). */
export const updateBoulder = ({ id, body }: { id: number; body: UpdateBoulderBody }) => apiClient.patch<BoulderDetail>(settingPaths.boulder(id), body);

export function useCreateBoulder() {
  const refresh = useRefreshAfterBoulderWrite();
  return useMutation({ mutationFn: createBoulder, onSuccess: (boulder) => refresh([boulder.sector.id]) });
}

export function useUpdateBoulder() {
  const refresh = useRefreshAfterBoulderWrite();
  return useMutation({ mutationFn: updateBoulder, onSuccess: (boulder) => refresh([boulder.sector.id]) });
}
