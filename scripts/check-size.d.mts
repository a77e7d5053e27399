// Types of check-size.mjs for its test (the script itself stays plain JavaScript, run by node).
export interface RouteInfo {
  name: string;
  path: string;
  area: string;
}
export interface LazyImports {
  pages: Map<string, string>;
  layouts: string[];
}
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteLoad {
  route: string;
  area: string;
  shared?: boolean;
  source: string;
  files: Set<string>;
  pageFiles: Set<string>;
}
export interface MeasuredRoute extends RouteLoad {
  totalGz: number;
  pageGz: number;
  failures: string[];
}

export declare const KB: number;
export declare const BUDGETS: { loginTotal: number; backOfficePageSpecific: number; landingTotal: number };
export declare function parseRouteTable(pathsSource: string): RouteInfo[];
export declare function parseLazyImports(routerSource: string): LazyImports;
export declare function readBuild(distDir: string, root?: string): { manifest: Manifest; routes: RouteInfo[]; lazy: LazyImports };
export declare function manifestKey(manifest: Manifest, specifier: string, fromDir?: string): string | null;
export declare function entryKey(manifest: Manifest): string;
export declare function staticClosure(manifest: Manifest, key: string, files?: Set<string>): Set<string>;
export declare const LAYOUTS_BY_AREA: Record<string, string[]>;
export declare const CATALOGS_BY_AREA: Record<string, string[]>;
export declare function catalogFiles(manifest: Manifest, area: string, locale?: string, catalogsByArea?: Record<string, string[]>): Set<string>;
export declare function routeLoads(manifest: Manifest, routes: RouteInfo[], lazy: LazyImports, layoutsByArea?: Record<string, string[]>): RouteLoad[];
export declare function gzippedSize(files: Iterable<string>, readFile: (file: string) => Buffer): number;
export declare function budgetFailures(row: Omit<MeasuredRoute, 'failures'>): string[];
export declare function formatKb(bytes: number): string;
export declare function checkSizes(distDir: string, options?: { root?: string }): MeasuredRoute[];
