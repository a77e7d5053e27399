import type messages from '../../../shared/i18n/catalogs/route-setting/fr.json';
import type { Catalog } from '../i18n';

/** Route setting: the setting day, the boulder form, the pyramid and the labels (French only for now, as the whole back office: docs/i18n.md). */
export const routeSettingCatalog: Catalog<keyof typeof messages> = {
  area: 'route-setting',
  load: { fr: () => import('../../../shared/i18n/catalogs/route-setting/fr.json?lingui') },
};
