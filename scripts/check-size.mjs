#!/usr/bin/env node
// `npm run size [dist folder]`: the gzipped JavaScript each route needs when opened directly, read
// from the Vite manifest of a build (dist/web by default), against the budgets of issues 4 and 5.
// Exits 1 when a budget is exceeded.
//
// What a route loads: the entry chunk and its static imports (what index.html preloads), plus the
// lazily loaded layouts around the route (LAYOUTS_BY_AREA), the route's page chunk, each with
// its static imports, and its area's message catalogues (CATALOGS_BY_AREA) with those its page fetches, each file once.
// The route → page table comes from src/web/config/paths.ts and router.tsx.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const KB = 1000;
export const BUDGETS = {
  /** Everything /login-pro needs. */
  loginTotal: 180 * KB,
  /** What a back-office page adds to the shared chunks (the entry and the layouts around it). */
  backOfficePageSpecific: 60 * KB,
  /** Everything the landing page '/' needs. */
  landingTotal: 120 * KB,
};

const ROUTER_FILE = 'src/web/app/router.tsx';
const PATHS_FILE = 'src/web/config/paths.ts';

/**
 * The lazily loaded layouts around the routes of each area of paths.ts, outermost first, as
 * router.tsx imports them. A layout router.tsx does not import lazily is in the entry (already
 * counted) and is skipped; a lazy layout missing here fails the check, so the table stays true.
 */
export const LAYOUTS_BY_AREA = {
  public: [],
  standalone: [],
  auth: ['./layouts/mantine-layout'],
  'back-office': ['./layouts/mantine-layout', './layouts/back-office-layout'],
  climber: ['./layouts/mantine-layout', '../features/climber-app/routes/climber-layout'],
};

/**
 * The message catalogues the pages of each area fetch (src/web/lib/i18n.ts), measured in French, the
 * default language (the English ones are about as large). They are dynamic imports, so the static closure misses them.
 */
export const CATALOGS_BY_AREA = {
  // /b/{code} also fetches the 'boulder' catalogue: a page of the area, not counted for the others.
  public: ['public'],
  standalone: [],
  auth: [],
  'back-office': [],
  climber: ['climber', 'scoring'],
};

/** The manifest files of an area's catalogues in a language. */
export function catalogFiles(manifest, area, locale = 'fr', catalogsByArea = CATALOGS_BY_AREA) {
  return new Set(
    (catalogsByArea[area] ?? []).map((catalog) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(`i18n/catalogs/${catalog}/${locale}.json?lingui`));
      if (!key) throw new Error(`the catalogue ${catalog}/${locale} is not a chunk of the manifest: update CATALOGS_BY_AREA in scripts/check-size.mjs`);
      return manifest[key].file;
    }),
  );
}

/**
 * The French catalogues a page's own chunks fetch (the back office's areas, one per feature): the
 * catalogues its chunks import dynamically, beyond those of its area (CATALOGS_BY_AREA).
 */
export function pageCatalogFiles(manifest, pageFiles) {
  const files = new Set();
  for (const chunk of Object.values(manifest)) {
    if (!pageFiles.has(chunk.file)) continue;
    for (const imported of chunk.dynamicImports ?? []) if (/i18n\/catalogs\/[^/]+\/fr\.json\?lingui$/.test(imported)) files.add(manifest[imported].file);
  }
  return files;
}

/** `{ name, path, area }` for each route of the table in paths.ts. */
export function parseRouteTable(pathsSource) {
  const routes = [];
  const pattern = /^\s*(\w+):\s*\{\s*path:\s*'([^']*)'[^\n}]*?area:\s*'([\w-]+)'/gm;
  for (const match of pathsSource.matchAll(pattern)) routes.push({ name: match[1], path: match[2], area: match[3] });
  return routes;
}

/**
 * The lazily imported modules of router.tsx, as written in the file: `pages` (route name → import
 * specifier, from the `pages` table) and `layouts` (the specifiers of the other lazy modules: layouts and error pages).
 */
export function parseLazyImports(routerSource) {
  const pages = new Map();
  for (const match of routerSource.matchAll(/(\w+):\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) pages.set(match[1], match[2]);
  const layouts = new Set();
  // Every module router.tsx loads lazily outside the pages table (`const X = lazyPage(() => import(…))`).
  for (const match of routerSource.matchAll(/const\s+\w+\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g)) layouts.add(match[1]);
  return { pages, layouts: [...layouts] };
}

/** The manifest key of an import specifier written in router.tsx (keys are relative to src/web). */
export function manifestKey(manifest, specifier, fromDir = 'app') {
  const base = path.posix.normalize(path.posix.join(fromDir, specifier));
  return ['', '.tsx', '.ts', '.jsx', '.js'].map((extension) => base + extension).find((key) => key in manifest) ?? null;
}

/** The entry chunk's key (index.html, or the first entry). */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  return (entries.find(([key]) => key.endsWith('index.html')) ?? entries[0])[0];
}

/** Files of a chunk and of everything it imports statically, recursively (JS only, each once). */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no chunk "${key}"`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

const union = (...sets) => new Set(sets.flatMap((set) => [...set]));
const minus = (set, removed) => new Set([...set].filter((file) => !removed.has(file)));

/**
 * One row per lazy layout (shared by the routes it wraps, for information) and one per route:
 * `files` (all it loads) and `pageFiles` (beyond the entry and the route's layouts), and where the
 * page module lives.
 */
export function routeLoads(manifest, routes, lazy, layoutsByArea = LAYOUTS_BY_AREA) {
  const entry = staticClosure(manifest, entryKey(manifest));
  const mapped = new Set(Object.values(layoutsByArea).flat());
  const unmapped = lazy.layouts.filter((specifier) => !mapped.has(specifier));
  if (unmapped.length > 0) throw new Error(`router.tsx loads ${unmapped.join(', ')} lazily: add it to LAYOUTS_BY_AREA in scripts/check-size.mjs`);

  const layoutFiles = new Map();
  for (const specifier of lazy.layouts) {
    const key = manifestKey(manifest, specifier);
    if (!key) throw new Error(`the layout ${specifier} is not a chunk of the manifest`);
    layoutFiles.set(specifier, { key, files: staticClosure(manifest, key) });
  }
  /** The entry and the lazy layouts of `chain` (the ones router.tsx does not load lazily are in the entry). */
  const loadedWith = (chain) => union(entry, ...chain.filter((layout) => layoutFiles.has(layout)).map((layout) => layoutFiles.get(layout).files));

  const rows = [];
  for (const [specifier, { key, files }] of layoutFiles) {
    // Measured inside the layouts that wrap it (the back-office layout sits in the Mantine one).
    const chain = Object.values(layoutsByArea).find((layouts) => layouts.includes(specifier));
    const outer = loadedWith(chain.slice(0, chain.indexOf(specifier)));
    rows.push({
      route: `(${path.posix.basename(specifier)})`,
      area: 'layout',
      shared: true,
      source: key,
      files: union(outer, files),
      pageFiles: minus(files, outer),
    });
  }

  for (const route of routes) {
    const specifier = lazy.pages.get(route.name);
    if (!specifier) throw new Error(`router.tsx has no lazy page for the route "${route.name}" (${route.path}): update scripts/check-size.mjs`);
    const areaLayouts = layoutsByArea[route.area];
    if (!areaLayouts) throw new Error(`unknown area "${route.area}" of the route ${route.path}: add it to LAYOUTS_BY_AREA in scripts/check-size.mjs`);
    const key = manifestKey(manifest, specifier);
    // A page bundled into the entry (not lazily loaded) has no chunk of its own.
    const page = key ? staticClosure(manifest, key) : new Set();
    const shared = loadedWith(areaLayouts);
    rows.push({
      route: route.path,
      area: route.area,
      source: key ?? `${specifier} (in the entry)`,
      files: union(shared, page),
      pageFiles: minus(page, shared),
    });
  }
  return rows;
}

/** Gzipped size of a set of built files (zlib's default level, as a server compressing on the fly). */
export function gzippedSize(files, readFile) {
  let total = 0;
  for (const file of files) total += gzipSync(readFile(file)).length;
  return total;
}

/** The budget lines a row breaks (empty when within budget). */
export function budgetFailures(row) {
  const failures = [];
  if (row.route === '/login-pro' && row.totalGz > BUDGETS.loginTotal)
    failures.push(`/login-pro needs ${formatKb(row.totalGz)} > ${formatKb(BUDGETS.loginTotal)}`);
  if (row.route === '/' && row.totalGz > BUDGETS.landingTotal) failures.push(`'/' needs ${formatKb(row.totalGz)} > ${formatKb(BUDGETS.landingTotal)}`);
  if (row.area === 'back-office' && !row.shared && row.pageGz > BUDGETS.backOfficePageSpecific) {
    failures.push(`${row.route} adds ${formatKb(row.pageGz)} to the shared chunks > ${formatKb(BUDGETS.backOfficePageSpecific)}`);
  }
  return failures;
}

export const formatKb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

function table(rows) {
  const header = ['route', 'page module', 'total gz', 'page-specific gz', ''];
  const status = (row) => (row.failures.length ? 'OVER BUDGET' : row.shared ? 'shared' : 'ok');
  const lines = rows.map((row) => [row.route, row.source, formatKb(row.totalGz), formatKb(row.pageGz), status(row)]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column >= 2 && column <= 3 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

/** A build's Vite manifest with the route table and lazy imports of the sources (size check, preloads, precache). */
export function readBuild(distDir, root = process.cwd()) {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the pages first (npm run build:web; vite.config.ts needs build.manifest: true)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const routes = parseRouteTable(readFileSync(path.join(root, PATHS_FILE), 'utf8'));
  if (routes.length === 0) throw new Error(`no route found in ${PATHS_FILE}: update scripts/check-size.mjs`);
  const lazy = parseLazyImports(readFileSync(path.join(root, ROUTER_FILE), 'utf8'));
  return { manifest, routes, lazy };
}

export function checkSizes(distDir, { root = process.cwd() } = {}) {
  const { manifest, routes, lazy } = readBuild(distDir, root);
  const cache = new Map();
  const readFile = (file) => {
    if (!cache.has(file)) cache.set(file, readFileSync(path.join(distDir, file)));
    return cache.get(file);
  };
  const sizeOf = (files) =>
    [...files].reduce((total, file) => {
      if (!cache.has(`gz:${file}`)) cache.set(`gz:${file}`, gzippedSize([file], readFile));
      return total + cache.get(`gz:${file}`);
    }, 0);
  return routeLoads(manifest, routes, lazy).map((row) => {
    const catalogs = row.area === 'layout' ? new Set() : union(catalogFiles(manifest, row.area), pageCatalogFiles(manifest, row.pageFiles));
    const measured = { ...row, totalGz: sizeOf(union(row.files, catalogs)), pageGz: sizeOf(row.pageFiles) };
    return { ...measured, failures: budgetFailures(measured) };
  });
}

function main() {
  const distDir = path.resolve(process.argv[2] ?? 'dist/web');
  let rows;
  try {
    rows = checkSizes(distDir);
  } catch (error) {
    console.error(`check-size: ${error.message}`);
    process.exit(1);
  }
  console.log(`Gzipped JavaScript per route (${path.relative(process.cwd(), distDir) || distDir}, 1 kB = ${KB} bytes)\n`);
  console.log(table(rows));
  console.log(
    `\nBudgets: /login-pro total ≤ ${formatKb(BUDGETS.loginTotal)}; '/' total ≤ ${formatKb(BUDGETS.landingTotal)}; ` +
      `each back-office page ≤ ${formatKb(BUDGETS.backOfficePageSpecific)} beyond the entry and its layouts.`,
  );
  const failures = rows.flatMap((row) => row.failures);
  if (failures.length > 0) {
    console.error(`\nOver budget:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nAll size budgets hold.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
