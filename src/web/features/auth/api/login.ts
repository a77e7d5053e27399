import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '../../../../shared/contract/auth';
import { normalizeEmail } from '../../../../shared/domain/email-rules';
import { ApiError, apiClient } from '../../../lib/api-client';

export const LOGIN_PATH = '/api/login/';

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

export function useLogin(options: { onSuccess?: (answer: LoginResponse) => void } = {}) {
  return useMutation({ mutationFn: login, onSuccess: options.onSuccess });
}
