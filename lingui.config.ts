import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

/**
 * The message catalogues (docs/i18n.md): one per area and language, keyed by explicit ids, French the
 * source. @lingui/vite-plugin compiles a catalogue when the pages import it with the `?lingui` suffix;
 * the server's answers have their own typed table (src/server/i18n/english-answers.ts). There is no extraction
 * step: ids are typed from the French files.
 */
const CATALOGS_DIR = 'src/shared/i18n/catalogs';
/** One folder per area of the pages. */
const AREAS = readdirSync(path.join(import.meta.dirname, CATALOGS_DIR));

export default defineConfig({
  locales: ['fr', 'en'],
  sourceLocale: 'fr',
  // A key missing in English would show the French text rather than the key (the catalogue test forbids it anyway).
  fallbackLocales: { default: 'fr' },
  format: formatter({ style: 'minimal' }),
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/${CATALOGS_DIR}/${area}/{locale}`, include: [] })),
});
