import { apiQuery } from '../../../api/api-query';
import type { SectorDetailsAnswer } from '../../../../shared/contract/sectors';
import { queryKeys } from '../../../api/query-keys';
import { gymPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/sector-details/{gymId}/: the sector choices of the gym and the details of its newest sector. */
export const useSectorDetails = apiQuery<[gymId: number], SectorDetailsAnswer>(queryKeys.sectorsOfGym, (gymId) => gymPaths.sectorDetails(gymId));
