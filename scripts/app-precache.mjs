// The files the climbers' service worker precaches (vite.config.ts, workbox manifestTransforms): the
// entry, the climbers' layouts and pages with everything they import, and their styles, read from the
// Vite manifest of the build. The back office's chunks stay out, so a phone installing /app downloads
// only what the app runs (the same route → chunks table as `npm run size`).
import { CATALOGS_BY_AREA, catalogFiles, readBuild, routeLoads } from './check-size.mjs';

/** The languages of the message catalogues (src/shared/i18n/locales.ts): the app offline speaks whichever the climber chose. */
export const CATALOG_LOCALES = ['fr', 'en'];

/** The built files (relative to the build folder) that the routes of `area` load, with the area's catalogues in every language. */
export function areaFiles(manifest, routes, lazy, area, catalogsByArea = CATALOGS_BY_AREA) {
  const cssOf = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.css ?? []]));
  const files = new Set();
  for (const row of routeLoads(manifest, routes, lazy)) {
    if (row.area !== area) continue;
    for (const file of row.files) {
      files.add(file);
      for (const css of cssOf.get(file) ?? []) files.add(css);
    }
  }
  for (const locale of CATALOG_LOCALES) for (const file of catalogFiles(manifest, area, locale, catalogsByArea)) files.add(file);
  return files;
}

/** A workbox manifest transform keeping, under assets/, only the climbers' app's files. */
export function climberPrecacheTransform(distDir, sourceRoot = process.cwd()) {
  return async (entries) => {
    const { manifest, routes, lazy } = readBuild(distDir, sourceRoot);
    const keep = areaFiles(manifest, routes, lazy, 'climber');
    const manifestEntries = entries.filter((entry) => !entry.url.startsWith('assets/') || keep.has(entry.url));
    return { manifest: manifestEntries, warnings: [] };
  };
}
