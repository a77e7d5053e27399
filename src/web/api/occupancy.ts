/** A gym's crowd level (docs/occupancy.md), for the app's gym page and the gym's public page. */
import { useQuery } from '@tanstack/react-query';
import type { Occupancy, OccupancyHour } from '../../shared/contract/occupancy';
import { climberApiPaths } from '../../shared/contract/climber-api-paths';
import { apiClient } from './api-client';
import { queryKeys } from './query-keys';

/** GET /api/v1/gyms/{id}/occupancy/: 404 when the gym does not show it (the pages then show nothing of it). */
export const useOccupancy = (gymId: number) =>
  useQuery({
    queryKey: queryKeys.occupancy(gymId),
    queryFn: ({ signal }) => apiClient.get<Occupancy>(climberApiPaths.gymOccupancy(gymId), { signal }),
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
  });

/** GET /api/v1/gyms/{id}/occupancy/history/: 'Meilleurs moments'. */
export const useOccupancyHistory = (gymId: number, enabled = true) =>
  useQuery({
    queryKey: queryKeys.occupancyHistory(gymId),
    queryFn: ({ signal }) => apiClient.get<OccupancyHour[]>(climberApiPaths.gymOccupancyHistory(gymId), { signal }),
    staleTime: 15 * 60_000,
    enabled,
  });
