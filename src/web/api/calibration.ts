import type { Calibration } from '../../shared/contract/planning';
import { apiQuery } from './api-query';
import { queryKeys } from './query-keys';

/** GET /api/gyms/{gymId}/setters/calibration/: how each setter's grades are felt (route-setting.md §2 'Ressenti'). */
export const useCalibration = apiQuery<[number], Calibration>(queryKeys.calibration, (gymId) => `/api/gyms/${gymId}/setters/calibration/`);
