#!/usr/bin/env node
// Run after `vite build` (npm run build:web): writes dist/web/route-preloads.json, the JavaScript and
// CSS each route of the app loads beyond what index.html already names. The server adds them to the
// page shell of that route as <link rel="modulepreload"> and <link rel="preload" as="style">, so the
// browser fetches the route's chunks at once instead of after the entry has run (one round trip less
// before the first paint on a phone). The route → chunks table is the one `npm run size` checks.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { entryKey, readBuild, routeLoads, staticClosure } from './check-size.mjs';

export function routePreloads(manifest, routes, lazy) {
  const entry = staticClosure(manifest, entryKey(manifest));
  const cssOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.css ?? []]));
  const entryCss = new Set([...entry].flatMap((file) => cssOf.get(file) ?? []));
  const table = {};
  for (const row of routeLoads(manifest, routes, lazy)) {
    if (row.area === 'layout') continue;
    const js = [...row.files].filter((file) => !entry.has(file));
    const css = [...new Set(js.flatMap((file) => cssOf.get(file) ?? []))].filter((file) => !entryCss.has(file));
    table[row.route] = { js, css };
  }
  return table;
}

function main() {
  const distDir = path.resolve(process.argv[2] ?? 'dist/web');
  const { manifest, routes, lazy } = readBuild(distDir);
  const table = routePreloads(manifest, routes, lazy);
  writeFileSync(path.join(distDir, 'route-preloads.json'), `${JSON.stringify(table, null, 1)}\n`);
  console.log(`route-preloads: ${Object.keys(table).length} routes written to ${path.relative(process.cwd(), distDir)}/route-preloads.json`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
