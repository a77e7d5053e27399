// Types of app-precache.mjs for vite.config.ts and its test.
import type { LazyImports, Manifest, RouteInfo } from './check-size.mjs';
export declare const CATALOG_LOCALES: string[];
export declare function areaFiles(
  manifest: Manifest & Record<string, { css?: string[] }>,
  routes: RouteInfo[],
  lazy: LazyImports,
  area: string,
  catalogsByArea?: Record<string, string[]>,
): Set<string>;
export declare function climberPrecacheTransform(
  distDir: string,
  sourceRoot?: string,
): (
  entries: Array<{ url: string; revision: string | null; size: number }>,
) => Promise<{ manifest: Array<{ url: string; revision: string | null; size: number }>; warnings: string[] }>;
