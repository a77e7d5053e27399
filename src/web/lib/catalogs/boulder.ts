import type messages from '../../../shared/i18n/catalogs/boulder/fr.json';
import type { Catalog } from '../i18n';

/** /b/{code}, the page of a label's QR code. */
export const boulderCatalog: Catalog<keyof typeof messages> = {
  area: 'boulder',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/boulder/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/boulder/en.json?lingui'),
  },
};
