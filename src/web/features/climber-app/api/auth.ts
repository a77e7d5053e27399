import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { forgetCachedAnswers } from '../offline/app-install';
import { disablePush } from '../offline/push-device';
import { claimDevice, forgetAccountOnDevice } from '../offline/device-account';
import { climberApi } from './climber-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  gender: 'female' | 'male' | null;
  homeGymId: number | null;
  rankingConsent: boolean;
  newsConsent: boolean;
}

/** POST /api/v1/auth/signup/: the confirmation mail goes out; the climber then signs in. */
export const signUp = (input: SignUpInput) => climberApi.post<{ email: string }>(climberApiPaths.signUp, input);

/** POST /api/v1/auth/login/: a session cookie for the web app. */
export const signIn = (input: { email: string; password: string }) => climberApi.post<{ uuid: string }>(climberApiPaths.login, input);

/** Stops this device's push first (the next climber on the phone must not get this one's news), then the session. */
export const signOut = async () => {
  await disablePush().catch(() => undefined);
  return climberApi.post<void>(climberApiPaths.logout);
};

/** POST /api/v1/auth/confirm/ with the link's token. */
export const confirmEmail = (token: string) => climberApi.post<{ emailConfirmed: true; message: string }>(climberApiPaths.confirm, { token });

/**
 * Signing in or out changes who every climber query is for: the phone's data of the account that
 * leaves is dropped first (`leaving`: sign-out, deletion), or that of another account than the one
 * signing in, with the worker's copies; then every climber query is reset, which refetches those on
 * screen (the layout's `useMe` among them, so the sign-in form gives way to the app). Removing them
 * instead left their observers on the removed queries: nothing refetched and the form stayed until
 * a reload.
 */
export function useAccountChange<T, R>(mutationFn: (input: T) => Promise<R>, { leaving = false }: { leaving?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer) => {
      const uuid = (answer as { uuid?: unknown } | undefined)?.uuid;
      if (leaving) await forgetAccountOnDevice();
      else if (typeof uuid === 'string') await claimDevice(uuid);
      else await forgetCachedAnswers();
      // A page of the app that finds nobody signed in goes back to the sign-in form by itself.
      await queryClient.resetQueries({ queryKey: queryKeys.climber() });
    },
  });
}

export const useSignIn = () => useAccountChange(signIn);
export const useSignOut = () => useAccountChange(signOut, { leaving: true });
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useConfirmEmail = () => useAccountChange(confirmEmail);
