import { useQueries } from '@tanstack/react-query';
import type { Route } from '../../../../shared/contract/routes';
import { boulderQueryOptions } from '../../../api/boulder-writes';

/** Several boulders by id (GET /api/boulders/{id}/ each), in the order given; those not (yet) loaded are left out. */
export function useBoulderDetails(gymId: number | null, ids: number[]): { data: Route[]; isPending: boolean } {
  return useQueries({
    queries: ids.map((id) => ({ ...boulderQueryOptions(gymId ?? 0, id), enabled: gymId !== null })),
    combine: (results) => ({ data: results.flatMap((r) => (r.data ? [r.data] : [])), isPending: results.some((r) => r.isPending) }),
  });
}
