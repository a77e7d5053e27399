import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CommentsPage } from '../../../../shared/contract/comments';
import { commentsPagePath, COMMENTS_PAGE_SIZE } from '../../../../shared/contract/comments-paging';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/gym-comments/{gymId}/page/: the gym's comments, newest first, COMMENTS_PAGE_SIZE at a time. */
export const getGymCommentsPage = (gymId: number, cursor: string | null, signal?: AbortSignal) =>
  apiClient.get<CommentsPage>(commentsPagePath(gymId, { pageSize: COMMENTS_PAGE_SIZE, cursor }), { signal });

export const gymCommentsPagesQueryOptions = (gymId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeys.commentPages(gymId),
    queryFn: ({ pageParam, signal }) => getGymCommentsPage(gymId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useGymCommentsPages(gymId: number | null) {
  return useInfiniteQuery({ ...gymCommentsPagesQueryOptions(gymId ?? 0), enabled: gymId !== null });
}
