import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { moderationPaths } from '../../../../shared/contract/staff-api-paths';

/** POST /api/moderation/reports/{id}/resolve/ with an optional note. */
export const resolveReport = ({ reportId, note }: { reportId: number; note: string }) =>
  apiClient.post<{ id: number; resolvedAt: string; note: string | null }>(moderationPaths.resolveReport(reportId), { note: note.trim() || null });

/** POST /api/moderation/comments/{id}/hide/ with its reason. */
export const hideComment = ({ commentId, reason }: { commentId: number; reason: string }) =>
  apiClient.post<{ id: number; hiddenAt: string; reason: string }>(moderationPaths.hideComment(commentId), { reason });

/** POST /api/moderation/comments/{id}/keep/: read and kept, the comment stays visible and leaves the inbox. */
export const keepComment = ({ commentId }: { commentId: number }) =>
  apiClient.post<{ id: number; reviewedAt: string }>(moderationPaths.keepComment(commentId), {});

/** All change the inbox; a hidden comment also leaves every comment list of the gym (under its key). */
function useModeration<T>(gymId: number, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gym(gymId) }),
  });
}

export const useResolveReport = (gymId: number) => useModeration(gymId, resolveReport);
export const useHideComment = (gymId: number) => useModeration(gymId, hideComment);
export const useKeepComment = (gymId: number) => useModeration(gymId, keepComment);
