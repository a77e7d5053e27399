import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GymNews, PutGymNewsBody } from '../../../../shared/contract/gym-news';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';
import { queryKeys } from '../../../api/query-keys';
import { climberApi } from './climber-client';

/** GET /api/v1/me/notifications/: the gyms I follow, how, and which circuits. */
export const useGymNews = () =>
  useQuery({ queryKey: queryKeys.climberGymNews(), queryFn: ({ signal }) => climberApi.get<GymNews>(climberApiPaths.myGymNews, { signal }) });

/** PUT: replaces the list; the answer is the new list. */
export function useSaveGymNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PutGymNewsBody) => climberApi.put<GymNews>(climberApiPaths.myGymNews, body),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.climberGymNews(), answer),
  });
}
