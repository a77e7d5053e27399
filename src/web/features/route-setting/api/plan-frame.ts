import { useMemo } from 'react';
import type { SectorDetailsAnswer } from '../../../../shared/contract/sectors';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';
import type { PlanFrame } from '../../../components/plan-position-picker';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/sector-details/{gymId}/ (every staff member): the sectors' outlines and the gym's picture. */
const useSectorsOfGym = apiQuery<[gymId: number], SectorDetailsAnswer>(queryKeys.sectorsOfGym, (gymId) => gymPaths.sectorDetails(gymId));

/** The gym's plan to place boulders on; null while loading, or when no sector is drawn on it (Paramètres › Secteurs). */
export function usePlanFrame(gymId: number | null): PlanFrame | null {
  const sectors = useSectorsOfGym(gymId);
  return useMemo(() => {
    const choices = sectors.data?.sectorBasisChoices ?? [];
    const drawn = choices.filter((choice) => choice.polyline && choice.polyline.paths.length > 0);
    const first = drawn[0]?.polyline;
    if (!sectors.data || !first) return null;
    return {
      picture: sectors.data.gymPicture,
      width: first.width,
      height: first.height,
      sectors: drawn.map((choice) => ({ id: choice.id, name: choice.name, paths: choice.polyline!.paths })),
    };
  }, [sectors.data]);
}
