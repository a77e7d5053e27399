import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteSetterRow } from '../../../../shared/contract/settings';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { staffPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gym-owner-route-setters/{userId}: the staff of the admin's gyms, the admin left out. */
export const getRouteSetters = (userId: string, signal?: AbortSignal) => apiClient.get<RouteSetterRow[]>(staffPaths.routeSetters(userId), { signal });

export const routeSettersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.routeSetters(userId),
    queryFn: ({ signal }) => getRouteSetters(userId, signal),
  });

export function useRouteSetters(userId: string, enabled = true) {
  return useQuery({ ...routeSettersQueryOptions(userId), enabled });
}
