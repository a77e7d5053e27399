import type messages from '../../../shared/i18n/catalogs/challenge/fr.json';
import type { Catalog } from '../i18n';

/** /monthly-challenge. */
export const challengeCatalog: Catalog<keyof typeof messages> = {
  area: 'challenge',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/challenge/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/challenge/en.json?lingui'),
  },
};
