import type { Calibration } from '../../shared/contract/planning';
import { apiQuery } from './api-query';
import { queryKeys } from './query-keys';
import { gymPaths } from '../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/setters/calibration/: how each setter's grades are felt (docs/product.md › Route setting: screens 'Ressenti'). */
export const useCalibration = apiQuery<[number], Calibration>(queryKeys.calibration, (gymId) => gymPaths.calibration(gymId));
