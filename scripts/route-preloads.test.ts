import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table-fixture';
import { routePreloads } from './route-preloads.mjs';

describe('route-preloads', () => {
  it("lists each route's chunks and styles beyond the entry, each once", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'] },
      '_vendor.js': { file: 'assets/vendor.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'], css: ['assets/form.css'] },
      'features/a/routes/a-page.tsx': { file: 'assets/a-page.js', imports: ['_form.js'], css: ['assets/a.css', 'assets/index.css'] },
      'features/b/routes/b-page.tsx': { file: 'assets/b-page.js' },
      'app/layouts/mantine-layout.tsx': { file: 'assets/mantine.js', imports: ['_form.js'], css: ['assets/mantine.css'] },
    };
    const { routes, lazy } = routeTable(
      ['./layouts/mantine-layout'],
      ['landing', '/', 'public', '../features/b/routes/b-page'],
      ['login', '/login-pro', 'auth', '../features/a/routes/a-page'],
    );
    expect(routePreloads(manifest, routes, lazy)).toEqual({
      '/': { js: ['assets/b-page.js'], css: [] },
      '/login-pro': {
        js: ['assets/mantine.js', 'assets/form.js', 'assets/a-page.js'],
        css: ['assets/mantine.css', 'assets/form.css', 'assets/a.css'],
      },
    });
  });
});
