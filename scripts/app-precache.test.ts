import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table-fixture';
import { LOCALES } from '../src/shared/i18n/locales';
import { areaFiles, CATALOG_LOCALES } from './app-precache.mjs';

describe('app-precache', () => {
  it('precaches the catalogues of every language of the pages', () => {
    expect(CATALOG_LOCALES).toEqual([...LOCALES]);
  });

  it("keeps the entry, the climbers' layouts and pages with their imports and styles, and nothing of the back office", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_form.js': { file: 'assets/form.js', css: ['assets/form.css'] },
      'app/layouts/mantine-layout.tsx': { file: 'assets/mantine.js', css: ['assets/mantine.css'] },
      'app/layouts/back-office-layout.tsx': { file: 'assets/bo-layout.js' },
      'features/climber-app/routes/climber-layout.tsx': { file: 'assets/climber-layout.js', imports: ['_form.js'] },
      'features/climber-app/routes/climber-gym-page.tsx': { file: 'assets/climber-gym.js', css: ['assets/climber-gym.css'] },
      'features/boulders/routes/boulders-page.tsx': { file: 'assets/boulders.js', imports: ['_form.js'] },
      '../shared/i18n/catalogs/climber/fr.json?lingui': { file: 'assets/climber-fr.js' },
      '../shared/i18n/catalogs/climber/en.json?lingui': { file: 'assets/climber-en.js' },
      '../shared/i18n/catalogs/public/en.json?lingui': { file: 'assets/public-en.js' },
    };
    const { routes, lazy } = routeTable(
      ['./layouts/mantine-layout', './layouts/back-office-layout', '../features/climber-app/routes/climber-layout'],
      ['climberGym', '/app/salles/:gymId', 'climber', '../features/climber-app/routes/climber-gym-page'],
      ['boulders', '/bo/blocs', 'back-office', '../features/boulders/routes/boulders-page'],
    );
    expect([...areaFiles(manifest, routes, lazy, 'climber', { climber: ['climber'] })].sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/vendor.js',
        'assets/mantine.js',
        'assets/mantine.css',
        'assets/climber-layout.js',
        'assets/form.js',
        'assets/form.css',
        'assets/climber-gym.js',
        'assets/climber-gym.css',
        'assets/climber-fr.js',
        'assets/climber-en.js',
      ].sort(),
    );
  });
});
