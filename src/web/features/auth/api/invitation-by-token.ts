import { useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInvitationBody, InvitationByToken } from '../../../../shared/contract/invitations';
import { apiClient } from '../../../api/api-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { sessionPaths } from '../../../../shared/contract/session-paths';

/** GET /api/invitations/by-token/{token}/: what the invitation offers; 410 once it is no longer valid. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => apiClient.get<InvitationByToken>(sessionPaths.invitationByToken(token), { signal, redirectOnUnauthenticated: false }),
    retry: false,
    staleTime: Infinity,
  });

/** POST …/accept/: joins the team (a new account with the form's fields, or the signed-in one with none). */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      apiClient.post<{ uuid: string }>(sessionPaths.acceptInvitation(token), body, { redirectOnUnauthenticated: false }),
  });

/** The invited person's existing account signs in the way the climbers' app does (a climber has no back-office access yet). */
export const useSignInWithAccount = () =>
  useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiClient.post<{ uuid: string }>(climberApiPaths.login, body, { redirectOnUnauthenticated: false }),
  });
