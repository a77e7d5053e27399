import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutPreloads, layoutsAroundModules } from './layout-preloads.mjs';

const pathsSource = `export const paths = {
  landing: { path: '/', title: 'Accueil', area: 'public' },
  dashboard: { path: '/homepagebo', title: 'Tableau de bord', area: 'back-office' },
  climberHome: { path: '/app', title: 'Gaston', area: 'climber' },
};`;
const routerSource = `const pages = {
  landing: lazyPage(() => import('../features/landing/routes/landing-page'), 'LandingPage'),
  dashboard: lazyPage(() => import('../features/dashboard/routes/dashboard-page'), 'DashboardPage'),
  climberHome: lazyPage(() => import('../features/climber-app/routes/climber-home-page'), 'ClimberHomePage'),
};
const BackOfficeLayout = lazyPage(() => import('./layouts/back-office-layout'), 'BackOfficeLayout');`;
const layoutsByArea = {
  public: [],
  'back-office': ['./layouts/mantine-layout', './layouts/back-office-layout'],
  climber: ['./layouts/mantine-layout', '../features/climber-app/routes/climber-layout'],
};

const root = mkdtempSync(path.join(tmpdir(), 'gaston-preloads-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('layout preloads', () => {
  it('knows the layouts around each page and each layout, outermost first', () => {
    const around = layoutsAroundModules(pathsSource, routerSource, layoutsByArea);
    expect(around.get('features/landing/routes/landing-page')).toEqual([]);
    expect(around.get('features/dashboard/routes/dashboard-page')).toEqual(['./layouts/mantine-layout', './layouts/back-office-layout']);
    expect(around.get('app/layouts/back-office-layout')).toEqual(['./layouts/mantine-layout']);
    expect(around.get('app/layouts/mantine-layout')).toEqual([]);
  });

  it('drops from a page’s preloads only the files its layouts loaded', () => {
    mkdirSync(path.join(root, 'src/web/app'), { recursive: true });
    mkdirSync(path.join(root, 'src/web/config'), { recursive: true });
    writeFileSync(path.join(root, 'src/web/config/paths.ts'), pathsSource);
    writeFileSync(path.join(root, 'src/web/app/router.tsx'), routerSource);
    const web = path.join(root, 'src/web');
    const chunk = (fileName: string, module: string | null, imports: string[] = []) => ({
      type: 'chunk',
      fileName,
      facadeModuleId: module && path.join(web, module),
      imports,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/mantine.js', 'app/layouts/mantine-layout.tsx', ['assets/core.js']),
        chunk('assets/core.js', null),
        chunk('assets/bo.js', 'app/layouts/back-office-layout.tsx', ['assets/core.js', 'assets/table.js']),
        chunk('assets/table.js', null),
        chunk('assets/chart.js', null),
        chunk('assets/dashboard.js', 'features/dashboard/routes/dashboard-page.tsx', ['assets/core.js', 'assets/table.js', 'assets/chart.js']),
        chunk('assets/landing.js', 'features/landing/routes/landing-page.tsx', ['assets/core.js']),
      ].map((entry) => [entry.fileName, entry]),
    );
    // The real table of areas: climber-layout has no chunk here, which must not matter.
    const preloads = layoutPreloads(root);
    (preloads.plugin.generateBundle as unknown as (options: unknown, bundle: unknown) => void)({}, bundle);
    expect(preloads.withoutLayoutFiles('assets/dashboard.js', ['assets/core.js', 'assets/table.js', 'assets/chart.js'])).toEqual(['assets/chart.js']);
    expect(preloads.withoutLayoutFiles('assets/bo.js', ['assets/core.js', 'assets/table.js'])).toEqual(['assets/table.js']);
    expect(preloads.withoutLayoutFiles('assets/landing.js', ['assets/core.js'])).toEqual(['assets/core.js']);
    expect(preloads.withoutLayoutFiles('assets/unknown.js', ['assets/core.js'])).toEqual(['assets/core.js']);
  });
});
