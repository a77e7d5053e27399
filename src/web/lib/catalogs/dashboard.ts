import type messages from '../../../shared/i18n/catalogs/dashboard/fr.json';
import type { Catalog } from '../i18n';

/** The back office's home (/homepagebo) (French only for now, as the whole back office: docs/i18n.md). */
export const dashboardCatalog: Catalog<keyof typeof messages> = {
  area: 'dashboard',
  load: { fr: () => import('../../../shared/i18n/catalogs/dashboard/fr.json?lingui') },
};
