import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationInbox } from '../../../../shared/contract/moderation';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

export const MODERATION_PAGE_SIZE = 50;

/** GET /api/gyms/{gymId}/moderation/: open reports and visible comments, newest first, by pages of 50. */
export const getModerationInbox = (gymId: number, page: number, signal?: AbortSignal) =>
  apiClient.get<ModerationInbox>(gymPaths.moderation(gymId, page, MODERATION_PAGE_SIZE), { signal });

export const moderationInboxQueryOptions = (gymId: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.moderationInbox(gymId, page),
    queryFn: ({ signal }) => getModerationInbox(gymId, page, signal),
    // The ages move: a page left open stays current.
    refetchInterval: 60_000,
  });

export function useModerationInbox(gymId: number | null, page: number) {
  return useQuery({ ...moderationInboxQueryOptions(gymId ?? 0, page), enabled: gymId !== null, placeholderData: keepPreviousData });
}
