// Types of route-preloads.mjs for its test.
import type { LazyImports, Manifest, RouteInfo } from './check-size.mjs';
export declare function routePreloads(
  manifest: Manifest & Record<string, { css?: string[] }>,
  routes: RouteInfo[],
  lazy: LazyImports,
): Record<string, { js: string[]; css: string[] }>;
