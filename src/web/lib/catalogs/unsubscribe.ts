import type messages from '../../../shared/i18n/catalogs/unsubscribe/fr.json';
import type { Catalog } from '../i18n';

/** The page an announcement's e-mail links to, to stop its e-mails (docs/announcements.md). */
export const unsubscribeCatalog: Catalog<keyof typeof messages> = {
  area: 'unsubscribe',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/unsubscribe/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/unsubscribe/en.json?lingui'),
  },
};
