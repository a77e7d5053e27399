import type messages from '../../../shared/i18n/catalogs/sectors/fr.json';
import type { Catalog } from '../i18n';

/** The sectors' page (/sectors-details) (French only for now, as the whole back office: docs/i18n.md). */
export const sectorsCatalog: Catalog<keyof typeof messages> = {
  area: 'sectors',
  load: { fr: () => import('../../../shared/i18n/catalogs/sectors/fr.json?lingui') },
};
