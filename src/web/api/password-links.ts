import { normalizeEmail } from '../../shared/domain/email-rules';
import type { ChangePasswordBody } from '../../shared/domain/password';
import { apiClient } from './api-client';
import { sessionPaths } from '../../shared/contract/session-paths';

/**
 * The password reset by e-mailed link, shared by the back office's pages and the climbers' app:
 * the server sends each account's link to its own side (staff to /password-change, climbers to
 * /app/mot-de-passe).
 */

export interface PasswordLink {
  token: string;
  uid: string;
}

/** The link's `token` and `uid`, or null when the address was cut. */
export function readPasswordLink(params: URLSearchParams): PasswordLink | null {
  const token = params.get('token')?.trim();
  const uid = params.get('uid')?.trim();
  return token && uid ? { token, uid } : null;
}

/**
 * POST /api/sendemailresetpassword/: asks for the e-mailed link. The server answers 200 whether or
 * not the account exists; an error (503 when the mail could not be sent, 429) carries a French `error`.
 */
export const requestPasswordReset = (email: string) =>
  apiClient.post<{ message: string }>(sessionPaths.passwordResetMail, { email: normalizeEmail(email) }, { redirectOnUnauthenticated: false });

export const changePasswordWithLinkPath = ({ token, uid }: PasswordLink) => sessionPaths.changePassword(token, uid);

/**
 * POST /api/change-password/?token=&uid=: sets the password from the e-mailed link. A used, expired
 * or altered link answers 400 with a French `error`; every session of the account ends.
 */
export const changePasswordWithLink = ({ link, body }: { link: PasswordLink; body: ChangePasswordBody }) =>
  apiClient.post<{ message: string }>(changePasswordWithLinkPath(link), body, { redirectOnUnauthenticated: false });
