import type messages from '../../../shared/i18n/catalogs/settings/fr.json';
import type { Catalog } from '../i18n';

/** Paramètres (/parameters-admin): the team, invitations, set-up, import, journal and exports (French only for now, as the whole back office: docs/i18n.md). */
export const settingsCatalog: Catalog<keyof typeof messages> = {
  area: 'settings',
  load: { fr: () => import('../../../shared/i18n/catalogs/settings/fr.json?lingui') },
};
