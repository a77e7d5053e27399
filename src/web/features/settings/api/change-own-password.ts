import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/domain/password';
import { apiClient } from '../../../api/api-client';
import { sessionPaths } from '../../../../shared/contract/session-paths';

/**
 * POST /api/change-password-admin/{userId}/: the logged-in user's new password. The server then
 * ends every session of the user, this one included.
 */
export const changeOwnPassword = ({ userId, body }: { userId: string; body: ChangePasswordBody }) =>
  apiClient.post<{ message: string }>(sessionPaths.changeOwnPassword(userId), body);

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
