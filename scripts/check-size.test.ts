import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table-fixture';
import {
  BUDGETS,
  budgetFailures,
  catalogFiles,
  LAYOUTS_BY_AREA,
  entryKey,
  manifestKey,
  parseLazyImports,
  parseRouteTable,
  routeLoads,
  staticClosure,
  type Manifest,
} from './check-size.mjs';

// A small build: the entry imports a vendor chunk; two pages share a Mantine chunk; the layout has its own.
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['features/a/routes/a-page.tsx'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_modal.js': { file: 'assets/modal.js', imports: ['_vendor.js'] },
  '_form.js': { file: 'assets/form.js', imports: ['_modal.js'] },
  'features/a/routes/a-page.tsx': { file: 'assets/a-page.js', imports: ['_form.js', '_vendor.js'], dynamicImports: ['_lazy-chart.js'] },
  'features/b/routes/b-page.tsx': { file: 'assets/b-page.js', imports: ['_modal.js'] },
  '_lazy-chart.js': { file: 'assets/chart.js' },
  'app/layouts/back-office-layout.tsx': { file: 'assets/layout.js', imports: ['_modal.js'] },
};

const { routes, lazy } = routeTable(
  ['./layouts/back-office-layout'],
  ['landing', '/', 'public', '../features/b/routes/b-page'],
  ['settings', '/settings', 'back-office', '../features/a/routes/a-page'],
);
const layoutsByArea = { public: [], 'back-office': ['./layouts/mantine-layout', './layouts/back-office-layout'] };

describe('check-size', () => {
  it('follows static imports recursively, each file once, and not the lazy ones', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect([...staticClosure(manifest, 'features/a/routes/a-page.tsx')].sort()).toEqual(
      ['assets/a-page.js', 'assets/form.js', 'assets/modal.js', 'assets/vendor.js'].sort(),
    );
  });

  it('finds the compiled catalogues of an area in a language, and fails on a missing one', () => {
    const withCatalogs: Manifest = {
      ...manifest,
      '../shared/i18n/catalogs/public/fr.json?lingui': { file: 'assets/fr.js' },
      '../shared/i18n/catalogs/public/en.json?lingui': { file: 'assets/en.js' },
    };
    const catalogsByArea = { public: ['public'], 'back-office': [], climber: ['climber'] };
    expect([...catalogFiles(withCatalogs, 'public', 'fr', catalogsByArea)]).toEqual(['assets/fr.js']);
    expect([...catalogFiles(withCatalogs, 'public', 'en', catalogsByArea)]).toEqual(['assets/en.js']);
    expect([...catalogFiles(withCatalogs, 'back-office', 'fr', catalogsByArea)]).toEqual([]);
    expect(() => catalogFiles(withCatalogs, 'climber', 'fr', catalogsByArea)).toThrow(/catalogue climber\/fr/);
  });

  it('finds the chunk of an import written in router.tsx', () => {
    expect(manifestKey(manifest, '../features/a/routes/a-page')).toBe('features/a/routes/a-page.tsx');
    expect(manifestKey(manifest, './layouts/back-office-layout')).toBe('app/layouts/back-office-layout.tsx');
    expect(manifestKey(manifest, '../features/missing/page')).toBeNull();
  });

  it('counts for a route the entry, the layout of back-office pages and the page, and what the page adds', () => {
    // The Mantine layout is not lazy in this build: it counts as part of the entry.
    const [layout, landing, settings] = routeLoads(manifest, routes, lazy, layoutsByArea);
    expect(layout.shared).toBe(true);
    expect([...layout.pageFiles].sort()).toEqual(['assets/layout.js', 'assets/modal.js']);
    expect([...landing.files].sort()).toEqual(['assets/b-page.js', 'assets/index.js', 'assets/modal.js', 'assets/vendor.js']);
    expect([...landing.pageFiles].sort()).toEqual(['assets/b-page.js', 'assets/modal.js']);
    expect([...settings.files].sort()).toEqual(
      ['assets/a-page.js', 'assets/form.js', 'assets/index.js', 'assets/layout.js', 'assets/modal.js', 'assets/vendor.js'].sort(),
    );
    // The modal comes with the layout already: only the page and its form are its own.
    expect([...settings.pageFiles].sort()).toEqual(['assets/a-page.js', 'assets/form.js']);
  });

  it('fails loudly when a route has no lazy page', () => {
    expect(() => routeLoads(manifest, [{ name: 'other', path: '/other', area: 'public' }], lazy, layoutsByArea)).toThrow(/no lazy page for the route "other"/);
  });

  it('fails loudly when router.tsx loads a layout the script does not place', () => {
    expect(() => routeLoads(manifest, routes, lazy, { public: [], 'back-office': [] })).toThrow(/add it to LAYOUTS_BY_AREA/);
  });

  it('applies the three budgets', () => {
    const row = (route: string, area: string, totalGz: number, pageGz: number, shared = false) => ({
      route,
      area,
      shared,
      source: '',
      files: new Set<string>(),
      pageFiles: new Set<string>(),
      totalGz,
      pageGz,
    });
    expect(budgetFailures(row('/login-pro', 'auth', BUDGETS.loginTotal, 0))).toEqual([]);
    expect(budgetFailures(row('/login-pro', 'auth', BUDGETS.loginTotal + 1, 0))).toHaveLength(1);
    expect(budgetFailures(row('/', 'public', BUDGETS.landingTotal + 1, 0))).toHaveLength(1);
    expect(budgetFailures(row('/contest', 'public', BUDGETS.landingTotal + 1, 0))).toEqual([]);
    expect(budgetFailures(row('/bomain', 'back-office', 300_000, BUDGETS.backOfficePageSpecific + 1))).toHaveLength(1);
    expect(budgetFailures(row('/bomain', 'back-office', 300_000, BUDGETS.backOfficePageSpecific))).toEqual([]);
    expect(budgetFailures(row('(back-office layout)', 'back-office', 300_000, 100_000, true))).toEqual([]);
  });

  it('reads every route and lazy page of the real app', () => {
    const table = parseRouteTable(readFileSync('src/web/config/paths.ts', 'utf8'));
    const imports = parseLazyImports(readFileSync('src/web/app/router.tsx', 'utf8'));
    expect(table.map((route) => route.path)).toEqual(expect.arrayContaining(['/', '/login-pro', '/parameters-admin', '/bomain']));
    expect(table.find((route) => route.path === '/bomain')?.area).toBe('back-office');
    for (const route of table) {
      expect(imports.pages.has(route.name), route.name).toBe(true);
      expect(LAYOUTS_BY_AREA, route.area).toHaveProperty([route.area]);
    }
    expect(imports.layouts).toEqual(expect.arrayContaining(['./layouts/back-office-layout', '../features/climber-app/routes/climber-layout']));
    const placed = Object.values(LAYOUTS_BY_AREA).flat();
    for (const layout of imports.layouts) expect(placed, layout).toContain(layout);
  });
});
