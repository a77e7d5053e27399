import { useCallback, useRef, useState } from 'react';
import type { LoginBody, LoginResponse } from '../../../../shared/contract/auth';
import { normalizeEmail } from '../../../../shared/domain/email-rules';
import { ApiError, apiClient } from '../../../api/api-client';
import { sessionPaths } from '../../../../shared/contract/session-paths';

export const LOGIN_PATH = sessionPaths.login;

/** POST /api/login/: opens the session (HttpOnly cookie) and answers the user's id. */
export async function login(body: LoginBody): Promise<LoginResponse> {
  // A 401 here is "wrong password", not an expired session: no redirect.
  const answer = await apiClient.post<LoginResponse>(
    LOGIN_PATH,
    { username: normalizeEmail(body.username), password: body.password },
    { redirectOnUnauthenticated: false },
  );
  if (!answer || typeof answer.uuid !== 'string' || !answer.uuid) {
    throw new ApiError(200, answer, 'Réponse de connexion inattendue.');
  }
  return answer;
}

interface LoginState {
  isPending: boolean;
  error: unknown;
}

/**
 * The login call's state for the form. Plain React rather than TanStack Query's useMutation: the login
 * page loads neither the query cache nor Mantine, so that it paints fast on a phone (issue 9); the call
 * caches nothing anyway. A second submit while one is running is ignored.
 */
export function useLogin(options: { onSuccess?: (answer: LoginResponse) => void } = {}) {
  const [state, setState] = useState<LoginState>({ isPending: false, error: null });
  const running = useRef(false);
  const onSuccess = useRef(options.onSuccess);
  onSuccess.current = options.onSuccess;

  const mutate = useCallback(async (body: LoginBody) => {
    if (running.current) return;
    running.current = true;
    setState({ isPending: true, error: null });
    try {
      const answer = await login(body);
      setState({ isPending: false, error: null });
      onSuccess.current?.(answer);
    } catch (error) {
      setState({ isPending: false, error });
    } finally {
      running.current = false;
    }
  }, []);
  const reset = useCallback(() => setState({ isPending: false, error: null }), []);

  return { mutate, reset, isPending: state.isPending, isError: state.error !== null, error: state.error };
}
