import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';

/** The fields of /pro/inscription (go-live.md §4), as POST /api/pro/signup/ takes them. */
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
  useMutation({ mutationFn: (body: ProSignupValues) => apiClient.post<{ message: string }>('/api/pro/signup/', body, { redirectOnUnauthenticated: false }) });

/** POST /api/pro/confirm/{token}/: the gym is created and this browser signed in. */
export const useConfirmProSignup = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiClient.post<{ uuid: string; gymId: number; gymName: string }>(`/api/pro/confirm/${encodeURIComponent(token)}/`, undefined, {
        redirectOnUnauthenticated: false,
      }),
  });
