import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiClient } from './api-client';

type Known<Args extends readonly unknown[]> = { [K in keyof Args]: Args[K] | null };

/**
 * The hook of a GET call that needs nothing but its arguments (a gym id, the user's id): its key
 * comes from queryKeys, and it waits, disabled, until every argument is known (a gym is chosen, the
 * user is logged in).
 */
export function apiQuery<Args extends readonly (string | number)[], Answer>(key: (...args: Args) => QueryKey, path: (...args: Args) => string) {
  const options = (args: Args) => queryOptions({ queryKey: key(...args), queryFn: ({ signal }) => apiClient.get<Answer>(path(...args), { signal }) });
  return function useApiQuery(...args: Known<Args>) {
    const ready = args.every((arg) => arg !== null && arg !== '');
    // Until then the key is never fetched (enabled: false); it only names the pending query.
    return useQuery({ ...options(args as unknown as Args), enabled: ready });
  };
}
