import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '../../../../shared/domain/password';
import { apiClient } from '../../../lib/api-client';

export interface PasswordLink {
  token: string;
  uid: string;
}

export const changePasswordWithLinkPath = ({ token, uid }: PasswordLink) =>
  `/api/change-password/?${new URLSearchParams({ token, uid }).toString()}`;

/**
 * POST /api/change-password/?token=&uid=: sets the password from the e-mailed link. A used, expired
 * or altered link answers 400 with a French `error`; every session of the account ends.
 */
export const changePasswordWithLink = ({ link, body }: { link: PasswordLink; body: ChangePasswordBody }) =>
  apiClient.post<{ message: string }>(changePasswordWithLinkPath(link), body, { redirectOnUnauthenticated: false });

export function useChangePasswordWithLink() {
  return useMutation({ mutationFn: changePasswordWithLink });
}
