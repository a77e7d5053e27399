import { useQuery } from '@tanstack/react-query';
import type { GymDetail } from '../../../../shared/contract/climber-reads';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { apiClient } from '../../../api/api-client';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/v1/gyms/{id}/: the gym as anyone may see it (404 for a draft, suspended or unknown one); null waits. */
export const usePublicGym = (gymId: number | null) =>
  useQuery({
    queryKey: queryKeys.climberGym(gymId ?? 0),
    queryFn: ({ signal }) => apiClient.get<GymDetail>(climberApiPaths.gym(gymId!), { signal }),
    enabled: gymId !== null,
  });
