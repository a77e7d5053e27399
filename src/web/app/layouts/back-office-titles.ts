import type { RouteName, paths } from '../../config/paths';
import type { backOfficeCatalog } from '../../lib/catalogs/back-office';

type BackOfficeKey = NonNullable<(typeof backOfficeCatalog)['keys']>;
type BackOfficeRoute = { [Name in RouteName]: (typeof paths)[Name]['area'] extends 'back-office' ? Name : never }[RouteName];

/** The tab title of each back-office page, from the back office's catalogue (read by its layout). */
export const BACK_OFFICE_TITLE_KEYS = {
  dashboard: 'backOffice.title.dashboard',
  sectors: 'backOffice.title.sectors',
  comments: 'backOffice.title.comments',
  moderation: 'backOffice.title.moderation',
  announcements: 'backOffice.title.announcements',
  circuitsOverview: 'backOffice.title.circuitsOverview',
  circuitDetails: 'backOffice.title.circuitDetails',
  boulders: 'backOffice.title.boulders',
  parameters: 'backOffice.title.parameters',
  setting: 'backOffice.title.setting',
  pyramid: 'backOffice.title.pyramid',
  labels: 'backOffice.title.labels',
  boulderNew: 'backOffice.title.boulderNew',
  boulderEdit: 'backOffice.title.boulderEdit',
  contestsAdmin: 'backOffice.title.contestsAdmin',
  contestNew: 'backOffice.title.contestNew',
  contestManage: 'backOffice.title.contestManage',
} as const satisfies Record<BackOfficeRoute, BackOfficeKey>;

export const isBackOfficeRoute = (name: RouteName | undefined): name is BackOfficeRoute => name !== undefined && name in BACK_OFFICE_TITLE_KEYS;
