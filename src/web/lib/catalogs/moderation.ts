import type messages from '../../../shared/i18n/catalogs/moderation/fr.json';
import type { Catalog } from '../i18n';

/** The moderation inbox (/moderation) (French only for now, as the whole back office: docs/i18n.md). */
export const moderationCatalog: Catalog<keyof typeof messages> = {
  area: 'moderation',
  load: { fr: () => import('../../../shared/i18n/catalogs/moderation/fr.json?lingui') },
};
