import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GymJournal, HistoryEntry } from '../../../../shared/contract/boulder-writes';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

export interface JournalQuery {
  page: number;
  user: string | null;
  kind: HistoryEntry['kind'] | null;
}

export const JOURNAL_PAGE_SIZE = 30;

/** GET /api/gyms/{gymId}/history/?page=&pageSize=&user=&kind=: the gym's changes, newest first, `{count, results}`. */
export function useGymJournal(gymId: number, query: JournalQuery) {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(JOURNAL_PAGE_SIZE) });
  if (query.user) params.set('user', query.user);
  if (query.kind) params.set('kind', query.kind);
  return useQuery({
    queryKey: queryKeys.gymJournal(gymId, query),
    queryFn: ({ signal }) => apiClient.get<GymJournal>(`/api/gyms/${gymId}/history/?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
