// jsdom has no IndexedDB: the climbers' app keeps its offline queue there.
import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalog, startI18n } from '../../src/web/lib/i18n';
import { ALL_CATALOGS } from '../../src/web/lib/catalogs/all';

afterEach(() => cleanup());

// A page behind lazy layouts and its catalogue can take more than the default second to appear while the
// whole suite runs on two cores (router.test.tsx once took 1.3 s): wait up to 5 s before failing.
configure({ asyncUtilTimeout: 5000 });

// The pages' texts in French, the language every web test reads (jsdom's navigator says en-US).
await Promise.all(ALL_CATALOGS.map((catalog) => loadCatalog(catalog, 'fr')));
startI18n('fr');

// Mantine reads these browser APIs that jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
