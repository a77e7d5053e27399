import type messages from '../../../shared/i18n/catalogs/legal/fr.json';
import type { Catalog } from '../i18n';

/** The three legal pages. */
export const legalCatalog: Catalog<keyof typeof messages> = {
  area: 'legal',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/legal/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/legal/en.json?lingui'),
  },
};
