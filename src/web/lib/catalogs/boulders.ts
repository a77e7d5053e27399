import type messages from '../../../shared/i18n/catalogs/boulders/fr.json';
import type { Catalog } from '../i18n';

/** The boulder list (/bomain) (French only for now, as the whole back office: docs/i18n.md). */
export const bouldersCatalog: Catalog<keyof typeof messages> = {
  area: 'boulders',
  load: { fr: () => import('../../../shared/i18n/catalogs/boulders/fr.json?lingui') },
};
