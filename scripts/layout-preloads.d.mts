// Types of layout-preloads.mjs for vite.config.ts and its test.
import type { Plugin } from 'vite';
export declare function layoutsAroundModules(pathsSource: string, routerSource: string, layoutsByArea?: Record<string, string[]>): Map<string, string[]>;
export declare function layoutPreloads(root?: string): {
  plugin: Plugin;
  isInside(fileName: string, layout: string): boolean;
  withoutLayoutFiles(fileName: string, deps: string[]): string[];
};
