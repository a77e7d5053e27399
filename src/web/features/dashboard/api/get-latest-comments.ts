import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../shared/contract/routes';
import { apiClient } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/latest-gym-route-comments/{gymId}/: the gym's most recent comments. */
export const getLatestComments = (gymId: number, signal?: AbortSignal) =>
  apiClient.get<Comment[]>(`/api/latest-gym-route-comments/${gymId}/`, { signal });

export const latestCommentsQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.latestComments(gymId),
    queryFn: ({ signal }) => getLatestComments(gymId, signal),
  });

export function useLatestComments(gymId: number | null) {
  return useQuery({ ...latestCommentsQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
