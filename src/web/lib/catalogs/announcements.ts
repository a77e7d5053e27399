import type messages from '../../../shared/i18n/catalogs/announcements/fr.json';
import type { Catalog } from '../i18n';

/** The staff's announcements of new sets (/annonces) (French only for now, as the whole back office: docs/i18n.md). */
export const announcementsCatalog: Catalog<keyof typeof messages> = {
  area: 'announcements',
  load: { fr: () => import('../../../shared/i18n/catalogs/announcements/fr.json?lingui') },
};
