import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouteSetterInfo } from '../../shared/contract/auth';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';
import { staffPaths } from '../../shared/contract/staff-api-paths';

/** GET /api/routesetterinfos/{id}: name, picture and admin flag of the logged-in staff member. */
export const getRouteSetterInfo = (userId: string, signal?: AbortSignal) => apiClient.get<RouteSetterInfo>(staffPaths.profile(userId), { signal });

export const routeSetterInfoQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.routeSetterInfo(userId),
    queryFn: ({ signal }) => getRouteSetterInfo(userId, signal),
    staleTime: 5 * 60_000,
  });

export function useRouteSetterInfo(userId: string | null) {
  return useQuery({ ...routeSetterInfoQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

/** The answer carries the flag twice (is_admin and isAdmin): either one grants the admin pages. */
export const isAdmin = (info: RouteSetterInfo | undefined) => Boolean(info && (info.is_admin || info.isAdmin));

export const fullName = (info: Pick<RouteSetterInfo, 'first_name' | 'last_name'>) => `${info.first_name} ${info.last_name}`.trim();
