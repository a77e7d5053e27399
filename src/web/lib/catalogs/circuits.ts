import type messages from '../../../shared/i18n/catalogs/circuits/fr.json';
import type { Catalog } from '../i18n';

/** The circuits' statistics (/circuits-overview, /circuits-details) (French only for now, as the whole back office: docs/i18n.md). */
export const circuitsCatalog: Catalog<keyof typeof messages> = {
  area: 'circuits',
  load: { fr: () => import('../../../shared/i18n/catalogs/circuits/fr.json?lingui') },
};
