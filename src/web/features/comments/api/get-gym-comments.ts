import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../shared/contract/routes';
import { apiClient } from '../../../lib/api-client';

/** GET /api/gym-comments/{gymId}/: every comment of the gym, newest first. */
export const getGymComments = (gymId: number, signal?: AbortSignal) =>
  apiClient.get<Comment[]>(`/api/gym-comments/${gymId}/`, { signal });

export const gymCommentsQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: ['gym-comments', gymId],
    queryFn: ({ signal }) => getGymComments(gymId, signal),
  });

export function useGymComments(gymId: number | null) {
  return useQuery({ ...gymCommentsQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
