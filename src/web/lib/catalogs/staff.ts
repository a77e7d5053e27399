import type messages from '../../../shared/i18n/catalogs/staff/fr.json';
import type { Catalog } from '../i18n';

/** The staff's sign-in, sign-up, invitation and password pages (French only for now, as the whole back office: docs/i18n.md). */
export const staffCatalog: Catalog<keyof typeof messages> = {
  area: 'staff',
  load: { fr: () => import('../../../shared/i18n/catalogs/staff/fr.json?lingui') },
};
