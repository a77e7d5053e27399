/** Every area's catalogue, for the tests (the pages import only their own area's, so that each is bundled with its pages). */
import { boulderCatalog } from './boulder';
import { challengeCatalog } from './challenge';
import { climberCatalog } from './climber';
import { contestCatalog } from './contest';
import { legalCatalog } from './legal';
import { publicCatalog } from './public';
import { scoringCatalog } from './scoring';

export const ALL_CATALOGS = [publicCatalog, boulderCatalog, challengeCatalog, legalCatalog, climberCatalog, contestCatalog, scoringCatalog];
