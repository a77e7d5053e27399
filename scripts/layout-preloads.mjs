// Module preloads without what the layouts already loaded. A page of router.tsx is only rendered inside
// its area's layouts (LAYOUTS_BY_AREA), so when its chunk is fetched the layouts' chunks and their static
// imports are in the browser already: listing them again in the page's preload list only costs bytes in
// the entry every page loads (the landing page's budget). Vite's resolveDependencies sees file names
// only, so this plugin keeps the bundle (generateBundle runs before Vite's own import analysis) to
// know, for each page chunk, which files its layouts hold.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { LAYOUTS_BY_AREA, parseLazyImports, parseRouteTable } from './check-size.mjs';

const ROUTER_FILE = 'src/web/app/router.tsx';
const PATHS_FILE = 'src/web/config/paths.ts';
const WEB_ROOT = 'src/web';

/** `specifier of router.tsx` → its module path relative to src/web without extension ('features/…/x-page'). */
const moduleOf = (specifier) => path.posix.normalize(path.posix.join('app', specifier));

/** Module (src/web-relative, no extension) → the lazy layouts around it, outermost first. */
export function layoutsAroundModules(pathsSource, routerSource, layoutsByArea = LAYOUTS_BY_AREA) {
  const lazy = parseLazyImports(routerSource);
  const around = new Map();
  const keep = (module, chain) => {
    const known = around.get(module);
    // A module shown in two areas keeps only the layouts both have (their common outer part).
    if (!known) around.set(module, chain);
    else
      around.set(
        module,
        known.filter((layout, index) => chain[index] === layout && known.slice(0, index).every((outer, i) => chain[i] === outer)),
      );
  };
  for (const route of parseRouteTable(pathsSource)) {
    const specifier = lazy.pages.get(route.name);
    if (specifier && layoutsByArea[route.area]) keep(moduleOf(specifier), layoutsByArea[route.area]);
  }
  for (const chain of Object.values(layoutsByArea)) chain.forEach((layout, index) => keep(moduleOf(layout), chain.slice(0, index)));
  return around;
}

/** Files of a chunk and of everything it imports statically, from a Rollup bundle. */
function closure(bundle, fileName, files = new Set()) {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || files.has(fileName)) return files;
  files.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, files);
  return files;
}

export function layoutPreloads(root = process.cwd()) {
  const around = layoutsAroundModules(readFileSync(path.join(root, PATHS_FILE), 'utf8'), readFileSync(path.join(root, ROUTER_FILE), 'utf8'));
  const webRoot = path.join(root, WEB_ROOT);
  let bundle = {};
  const moduleKey = (id) =>
    path
      .relative(webRoot, id)
      .split(path.sep)
      .join('/')
      .replace(/\.[jt]sx?$/, '');
  const chunkOfModule = (module) =>
    Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.facadeModuleId && moduleKey(chunk.facadeModuleId) === module);

  return {
    plugin: {
      name: 'gaston:layout-preloads',
      enforce: 'pre',
      generateBundle(_options, outputBundle) {
        bundle = outputBundle;
      },
    },
    /** Whether the chunk `fileName` is a page shown inside the lazy layout `layout` (a specifier of router.tsx). */
    isInside(fileName, layout) {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || !chunk.facadeModuleId) return false;
      return (around.get(moduleKey(chunk.facadeModuleId)) ?? []).includes(layout);
    },
    /** `deps` without the files the layouts around the chunk `fileName` already loaded. */
    withoutLayoutFiles(fileName, deps) {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk' || !chunk.facadeModuleId) return deps;
      const layouts = around.get(moduleKey(chunk.facadeModuleId)) ?? [];
      const loaded = new Set();
      for (const layout of layouts) {
        const layoutChunk = chunkOfModule(moduleOf(layout));
        if (layoutChunk) closure(bundle, layoutChunk.fileName, loaded);
      }
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
