/** Every area's catalogue, for the tests (the pages import only their own area's, so that each is bundled with its pages). */
import { backOfficeCatalog } from './back-office';
import { boulderCatalog } from './boulder';
import { bouldersCatalog } from './boulders';
import { challengeCatalog } from './challenge';
import { climberCatalog } from './climber';
import { contestCatalog } from './contest';
import { contestAdminCatalog } from './contest-admin';
import { circuitsCatalog } from './circuits';
import { dashboardCatalog } from './dashboard';
import { legalCatalog } from './legal';
import { moderationCatalog } from './moderation';
import { occupancyCatalog } from './occupancy';
import { publicCatalog } from './public';
import { routeSettingCatalog } from './route-setting';
import { scoringCatalog } from './scoring';
import { sectorsCatalog } from './sectors';
import { settingsCatalog } from './settings';
import { staffCatalog } from './staff';

export const ALL_CATALOGS = [
  publicCatalog,
  boulderCatalog,
  challengeCatalog,
  legalCatalog,
  climberCatalog,
  occupancyCatalog,
  contestCatalog,
  scoringCatalog,
  moderationCatalog,
  dashboardCatalog,
  circuitsCatalog,
  sectorsCatalog,
  bouldersCatalog,
  routeSettingCatalog,
  settingsCatalog,
  contestAdminCatalog,
  backOfficeCatalog,
  staffCatalog,
];
