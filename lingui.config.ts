import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The message catalogues (docs/i18n.md): one per area and language, keyed by explicit ids, French the
 * source. @lingui/vite-plugin compiles a catalogue when the pages import it with the `?lingui` suffix;
 * the server compiles its own when it starts. There is no extraction step: ids are typed from the French files.
 */
const AREAS = ['public', 'boulder', 'challenge', 'legal'] as const;

export default defineConfig({
  locales: ['fr', 'en'],
  sourceLocale: 'fr',
  // A key missing in English would show the French text rather than the key (the catalogue test forbids it anyway).
  fallbackLocales: { default: 'fr' },
  format: formatter({ style: 'minimal' }),
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/src/shared/i18n/catalogs/${area}/{locale}`, include: [] })),
});
