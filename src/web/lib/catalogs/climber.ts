import type messages from '../../../shared/i18n/catalogs/climber/fr.json';
import type { Catalog } from '../i18n';

/** The climbers' app, /app. */
export const climberCatalog: Catalog<keyof typeof messages> = {
  area: 'climber',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/climber/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/climber/en.json?lingui'),
  },
};
