import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagsList } from '../../shared/contract/gyms';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/tagslist/: the steepness, grips and style tags (the same for every gym). */
export const getTags = (signal?: AbortSignal) => apiClient.get<TagsList>('/api/tagslist/', { signal });

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.tags(),
    queryFn: ({ signal }) => getTags(signal),
    // The tag lists are reference data: one fetch per visit is enough.
    staleTime: 60 * 60_000,
  });

export const useTags = () => useQuery(tagsQueryOptions());
