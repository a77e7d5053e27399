import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClimberBoulder, GymDetail } from '../../../../shared/contract/climber-reads';
import { queryKeys } from '../../../api/query-keys';
import { climberApi } from './climber-client';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

export interface GymListItem {
  id: number;
  name: string;
  city: string;
}

/** GET /api/v1/gyms/?q=: gyms by name or city, the home gym first. */
export const gymsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.climberGyms(q),
    queryFn: ({ signal }) => climberApi.get<GymListItem[]>(climberApiPaths.gyms(q), { signal }),
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  });
export const useGyms = (q: string, enabled = true) => useQuery({ ...gymsQueryOptions(q), enabled });

/** GET /api/v1/gyms/{id}/: plan, sectors, circuits. */
export const gymQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.climberGym(gymId),
    queryFn: ({ signal }) => climberApi.get<GymDetail>(climberApiPaths.gym(gymId), { signal }),
    staleTime: 5 * 60_000,
    networkMode: 'offlineFirst',
  });
export const useGym = (gymId: number, enabled = true) => useQuery({ ...gymQueryOptions(gymId), enabled });

/** GET /api/v1/gyms/{id}/boulders/: the active boulders with my status. */
export const gymBouldersQueryOptions = (gymId: number) =>
  queryOptions({
    queryKey: queryKeys.climberBoulders(gymId),
    queryFn: ({ signal }) => climberApi.get<ClimberBoulder[]>(climberApiPaths.gymBoulders(gymId), { signal }),
    networkMode: 'offlineFirst',
  });
export const useGymBoulders = (gymId: number, enabled = true) => useQuery({ ...gymBouldersQueryOptions(gymId), enabled });

/** POST /api/v1/gyms/{id}/visit/: the app was opened in this gym (the server counts one per 30 minutes). */
export const visitGym = (gymId: number) => climberApi.post<void>(climberApiPaths.gymVisit(gymId));
