import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { sessionPaths } from '../../../../shared/contract/session-paths';

/** The fields of /pro/inscription (docs/product.md › Going live: gym sign-up), as POST /api/pro/signup/ takes them. */
export interface ProSignupValues {
  gymName: string;
  city: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

export const useProSignup = () =>
  useMutation({
    mutationFn: (body: ProSignupValues) => apiClient.post<{ message: string }>(sessionPaths.proSignUp, body, { redirectOnUnauthenticated: false }),
  });

/** POST /api/pro/confirm/{token}/: the gym is created and this browser signed in. */
export const useConfirmProSignup = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiClient.post<{ uuid: string; gymId: number; gymName: string }>(sessionPaths.proConfirm(token), undefined, {
        redirectOnUnauthenticated: false,
      }),
  });
