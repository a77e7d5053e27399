import type messages from '../../../shared/i18n/catalogs/back-office/fr.json';
import type { Catalog } from '../i18n';

/** The back office's frame (sidebar, gym status) and the components its pages share (French only for now, as the whole back office: docs/i18n.md). */
export const backOfficeCatalog: Catalog<keyof typeof messages> = {
  area: 'back-office',
  load: { fr: () => import('../../../shared/i18n/catalogs/back-office/fr.json?lingui') },
};
