import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeAnswer } from '../../../../shared/contract/announcements';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/v1/unsubscribe/{token}/: the gym of the e-mail, and whether its e-mails still come. */
export const useUnsubscribeState = apiQuery<[string], UnsubscribeAnswer>(queryKeys.unsubscribe, climberApiPaths.unsubscribe);

/** POST /api/v1/unsubscribe/{token}/: stops them (no session needed: the link is the credential). */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post<UnsubscribeAnswer>(climberApiPaths.unsubscribe(token)),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.unsubscribe(token), answer),
  });
}
