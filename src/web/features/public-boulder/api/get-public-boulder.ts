import type { PublicBoulder } from '../../../../shared/contract/labels';
import { PUBLIC_PATHS } from '../../../../shared/contract/constants';
import { apiQuery } from '../../../api/api-query';
import { queryKeys } from '../../../api/query-keys';

/** GET /api/public/boulders/{code}/: the boulder behind a label's QR code. */
export const usePublicBoulder = apiQuery<[string], PublicBoulder>(queryKeys.publicBoulder, (code) => `${PUBLIC_PATHS.boulder}${encodeURIComponent(code)}/`);
