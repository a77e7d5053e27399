import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { GymListItem } from '../../../../shared/contract/gyms';
import { setFavoriteGym } from '../../../lib/storage';

/**
 * Makes a gym the favourite (docs/product.md › Back office: states): every gym-bound query has the gym id in its key,
 * so the screens fetch the new gym's data at once; everything cached is marked stale too, so
 * nothing of the previous visit is shown as fresh. No page reload.
 */
export function useChooseGym() {
  const queryClient = useQueryClient();
  return useCallback(
    (gym: GymListItem) => {
      // 'none': the queries of the old gym are about to unmount, refetching them would be wasted.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      setFavoriteGym({ id: gym.id, name: gym.name });
    },
    [queryClient],
  );
}
