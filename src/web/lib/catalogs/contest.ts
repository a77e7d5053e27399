import type messages from '../../../shared/i18n/catalogs/contest/fr.json';
import type { Catalog } from '../i18n';

/** The contests' public pages: live ranking, registration, the seeded contest pages' tables and countdown. */
export const contestCatalog: Catalog<keyof typeof messages> = {
  area: 'contest',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/contest/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/contest/en.json?lingui'),
  },
};
