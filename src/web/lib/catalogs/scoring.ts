import type messages from '../../../shared/i18n/catalogs/scoring/fr.json';
import type { Catalog } from '../i18n';

/** Scoring a contest: the judge's phone, a competitor's personal link and the self-scoring cards of the climbers' app. */
export const scoringCatalog: Catalog<keyof typeof messages> = {
  area: 'scoring',
  load: {
    fr: () => import('../../../shared/i18n/catalogs/scoring/fr.json?lingui'),
    en: () => import('../../../shared/i18n/catalogs/scoring/en.json?lingui'),
  },
};
