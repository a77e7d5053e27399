import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, AnnouncementCandidate, CreateAnnouncementBody } from '../../../../shared/contract/announcements';
import { apiClient } from '../../../api/api-client';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/announcements/: newest first, with their figures; refreshed while one waits to go. */
export function useAnnouncements(gymId: number | null) {
  return useQuery({
    queryKey: queryKeys.announcements(gymId ?? 0),
    queryFn: ({ signal }) => apiClient.get<Announcement[]>(gymPaths.announcements(gymId!), { signal }),
    enabled: gymId !== null,
    refetchInterval: (query) => (query.state.data?.some((a) => a.status === 'pending') ? 30_000 : false),
  });
}

/** GET /api/gyms/{gymId}/announcements/candidates/: the active boulders opened in the last two weeks. */
export const useAnnouncementCandidates = apiQuery<[number], AnnouncementCandidate[]>(queryKeys.announcementCandidates, gymPaths.announcementCandidates);

function useAnnouncementWrite<T, R>(gymId: number, mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.announcements(gymId) }) });
}

/** POST: the staff's own announcement, which replaces the pending one. */
export const useCreateAnnouncement = (gymId: number) =>
  useAnnouncementWrite(gymId, (body: CreateAnnouncementBody) => apiClient.post<{ id: number; sendAt: string }>(gymPaths.announcements(gymId), body));

/** DELETE: a pending announcement never goes. */
export const useCancelAnnouncement = (gymId: number) => useAnnouncementWrite(gymId, (id: number) => apiClient.delete(gymPaths.announcement(gymId, id)));
