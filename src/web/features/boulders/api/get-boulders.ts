import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { boulderFilterPath, initialGymInfosPath, PAGE_SIZE, type BoulderFilterInput } from '../../../../shared/contract/boulder-filter-path';
import type { RoutesAnswer } from '../../../../shared/contract/routes';
import { apiClient } from '../../../api/api-client';
import { filterInput, isInitialQuery, matchesNothing, type BoulderQuery } from '../lib/filters';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/routesetterinitialgyminfos/{userId}/{gymId}: the first 25 active boulders, newest first. */
export const getInitialBoulders = (userId: string, gymId: number, signal?: AbortSignal) =>
  apiClient.get<RoutesAnswer>(initialGymInfosPath(userId, gymId), { signal });

/** GET /api/routesettergyminfos/{17 segments} (docs/product.md › The filter call): one filtered, sorted page. */
export const getFilteredBoulders = (input: BoulderFilterInput, signal?: AbortSignal) => apiClient.get<RoutesAnswer>(boulderFilterPath(input), { signal });

const NOTHING: RoutesAnswer = { count: 0, routes: [] };

/** One page of the list: the initial call for the first page of the defaults, the filter call otherwise. */
export function getBoulderPage(userId: string, gymId: number, query: BoulderQuery, offset: number, signal?: AbortSignal) {
  if (matchesNothing(query.filters)) return Promise.resolve(NOTHING);
  if (offset === 0 && isInitialQuery(query)) return getInitialBoulders(userId, gymId, signal);
  return getFilteredBoulders(filterInput(userId, gymId, query, offset), signal);
}

export const bouldersQueryOptions = (userId: string, gymId: number, query: BoulderQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.boulderList(gymId, userId, query),
    queryFn: ({ pageParam, signal }) => getBoulderPage(userId, gymId, query, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, _pages, lastOffset) => {
      const next = lastOffset + PAGE_SIZE;
      return lastPage.routes.length > 0 && next < lastPage.count ? next : undefined;
    },
  });

/**
 * The boulder list of the gym for these filters, page by page ('Charger N blocs supplémentaires').
 * Changing a filter, the sort or the search starts again from the first page; the previous list stays
 * on screen (dimmed) until the new one arrives.
 */
export function useBoulders(userId: string | null, gymId: number | null, query: BoulderQuery) {
  return useInfiniteQuery({
    ...bouldersQueryOptions(userId ?? '', gymId ?? 0, query),
    enabled: Boolean(userId) && gymId !== null,
    // Another gym's list is not kept as a placeholder: it would show the wrong boulders.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === gymId ? keepPreviousData(previous) : undefined),
  });
}
