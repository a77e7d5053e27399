import { i18n } from '@lingui/core';
import type { Catalog, TranslateOf } from '../lib/i18n';

/**
 * An area's translate function for a test (`frenchT<typeof sectorsCatalog>()`): the tests load every catalogue
 * in French first (test/helpers/web-setup.ts).
 */
export const frenchT = <C extends Catalog<string>>(): TranslateOf<C> =>
  ((key: string, values?: Record<string, string | number>) => i18n._(key, values)) as TranslateOf<C>;
