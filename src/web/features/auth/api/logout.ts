import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiClient } from '../../../api/api-client';
import { clearSession } from '../../../lib/storage';
import { sessionPaths } from '../../../../shared/contract/session-paths';

/** POST /api/logout/: closes the server session. */
export const logout = () => apiClient.post<unknown>(sessionPaths.logout, undefined, { redirectOnUnauthenticated: false });

/**
 * Logs out, then forgets the stored user, the favourite gym and every cached answer and goes to
 * /login-pro, even when the call failed (the visitor asked to leave; an expired session is fine).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.clear();
      void navigate(paths.loginPro.path, { replace: true });
    },
  });
}
