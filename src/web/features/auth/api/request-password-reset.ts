import { useMutation } from '@tanstack/react-query';
import { normalizeEmail } from '../../../../shared/domain/email-rules';
import { apiClient } from '../../../lib/api-client';

export const PASSWORD_RESET_REQUEST_PATH = '/api/sendemailresetpassword/';

/**
 * POST /api/sendemailresetpassword/: asks for the e-mailed link. The server answers 200 whether or
 * not the account exists; an error (503 when the mail could not be sent, 429) carries a French `error`.
 */
export const requestPasswordReset = (email: string) =>
  apiClient.post<{ message: string }>(PASSWORD_RESET_REQUEST_PATH, { email: normalizeEmail(email) }, { redirectOnUnauthenticated: false });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
