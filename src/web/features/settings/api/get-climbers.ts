import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ClimberOption } from '../../../../shared/contract/settings';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gym-owner-climbers/{userId}/?search=: people of the admin's gyms who are not staff yet. */
export function getClimbers(userId: string, search = '', signal?: AbortSignal) {
  return apiClient.get<ClimberOption[]>(staffPaths.climbers(userId, search), { signal });
}

export const climbersQueryOptions = (userId: string, search = '') =>
  queryOptions({
    queryKey: queryKeys.climbers(userId, search.trim()),
    queryFn: ({ signal }) => getClimbers(userId, search, signal),
  });

export function useClimbers(userId: string, { search = '', enabled = true }: { search?: string; enabled?: boolean } = {}) {
  // Keeps the previous names listed while a search runs on the server.
  return useQuery({ ...climbersQueryOptions(userId, search), enabled, placeholderData: keepPreviousData });
}
