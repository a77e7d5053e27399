import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationBody, Invitation } from '../../../../shared/contract/invitations';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/invitations/: the gym's invitations not accepted yet. */
export const useInvitations = (gymId: number | null) =>
  useQuery({
    queryKey: queryKeys.invitations(gymId ?? 0),
    queryFn: ({ signal }) => apiClient.get<Invitation[]>(gymPaths.invitations(gymId ?? 0), { signal }),
    enabled: gymId !== null,
  });

/** An invitation concerns every gym it names: each gym's list is refreshed. */
function useRefreshInvitations() {
  const client = useQueryClient();
  return (gymIds: number[]) => Promise.all(gymIds.map((id) => client.invalidateQueries({ queryKey: queryKeys.invitations(id) })));
}

/** POST /api/gyms/{gymId}/invitations/ (the path names the first gym; the body every gym). */
export function useSendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (body: CreateInvitationBody) => apiClient.post<{ id: number; expiresAt: string }>(gymPaths.invitations(body.gymIds[0]), body),
    onSuccess: (_answer, body) => refresh(body.gymIds),
  });
}

/** 'Renvoyer': a new link, the old one stops working. */
export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitation: Invitation) => apiClient.post<{ id: number; expiresAt: string }>(gymPaths.resendInvitation(invitation.id)),
    onSuccess: (_answer, invitation) => refresh(invitation.gyms.map((g) => g.id)),
  });
}

/** 'Annuler': the link stops working. */
export function useCancelInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (invitation: Invitation) => apiClient.delete<void>(gymPaths.invitation(invitation.id)),
    onSuccess: (_answer, invitation) => refresh(invitation.gyms.map((g) => g.id)),
  });
}
