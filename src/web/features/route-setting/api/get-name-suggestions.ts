import type { NameSuggestions } from '../../../../shared/contract/gyms';
import { apiClient } from '../../../api/api-client';
import { settingPaths } from '../../../../shared/contract/staff-api-paths';

/** GET /api/gyms/{gymId}/name-suggestions/?count=: climbing names no active boulder of the gym bears (fresh each time). */
export const getNameSuggestions = (gymId: number, count = 1) =>
  apiClient.get<NameSuggestions>(settingPaths.nameSuggestions(gymId, count)).then((answer) => answer.names);
