import type messages from '../../../shared/i18n/catalogs/occupancy/fr.json';
import type { Catalog } from '../i18n';

/** A gym's crowd level (docs/occupancy.md): the app's gym page and the gym's public page. */
export const occupancyCatalog: Catalog<keyof typeof messages> = {
  area: 'occupancy',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/occupancy/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/occupancy/en.json?lingui'),
  },
};
