import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagsList } from '../../shared/contract/gyms';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';
import { gymPaths } from '../../shared/contract/staff-api-paths';

/** GET /api/tagslist/?gymId=: the gym's steepness, grips and style tags (each gym has its own). */
export const getTags = (gymId: number, signal?: AbortSignal) => apiClient.get<TagsList>(gymPaths.tags(gymId), { signal });

export const tagsQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.tags(gymId),
    queryFn: ({ signal }) => getTags(gymId, signal),
    // Reference data, refreshed by the gym's set-up writes (the key is under the gym).
    staleTime: 60 * 60_000,
  });

/** The gym's tags; waits until a gym is chosen. */
export const useTags = (gymId: number | null) => useQuery({ ...tagsQueryOptions(gymId ?? 0), enabled: gymId !== null });
