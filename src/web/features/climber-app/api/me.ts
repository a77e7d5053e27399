import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../../shared/contract/climber-accounts';
import { ApiError } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';
import { climberApi } from './climber-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

/** GET /api/v1/me/: the signed-in climber, or null when nobody is (a 401). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return await climberApi.get<Me>(climberApiPaths.me, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.climberMe(), queryFn: ({ signal }) => getMe(signal), staleTime: 60_000, networkMode: 'offlineFirst' });

export const useMe = () => useQuery(meQueryOptions());
