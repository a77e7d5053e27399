import type messages from '../../../shared/i18n/catalogs/contest-admin/fr.json';
import type { Catalog } from '../i18n';

/** The contests a gym runs: list, form, competitors, judges, rounds and results (/contests/…) (French only for now, as the whole back office: docs/i18n.md). */
export const contestAdminCatalog: Catalog<keyof typeof messages> = {
  area: 'contest-admin',
  load: { fr: () => import('../../../shared/i18n/catalogs/contest-admin/fr.json?lingui') },
};
