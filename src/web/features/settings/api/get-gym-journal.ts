import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GymJournal, HistoryEntry } from '../../../../shared/contract/boulder-writes';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

export interface JournalQuery {
  page: number;
  user: string | null;
  kind: HistoryEntry['kind'] | null;
}

export const JOURNAL_PAGE_SIZE = 30;

/** GET /api/gyms/{gymId}/history/?page=&pageSize=&user=&kind=: the gym's changes, newest first, `{count, results}`. */
export function useGymJournal(gymId: number, query: JournalQuery) {
  return useQuery({
    queryKey: queryKeys.gymJournal(gymId, query),
    queryFn: ({ signal }) =>
      apiClient.get<GymJournal>(gymPaths.journal(gymId, { page: query.page, pageSize: JOURNAL_PAGE_SIZE, user: query.user, kind: query.kind }), { signal }),
    placeholderData: keepPreviousData,
  });
}
