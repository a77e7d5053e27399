import type messages from '../../../shared/i18n/catalogs/public/fr.json';
import type { Catalog } from '../i18n';

/** The public pages' header and footer, and the landing page. */
export const publicCatalog: Catalog<keyof typeof messages> = {
  area: 'public',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/public/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/public/en.json?lingui'),
  },
};
