#!/usr/bin/env node
// The operator's command (go-live.md §2). A clone with its development tools runs the TypeScript
// sources through tsx; an install without them (npm ci --omit=dev) runs the built dist/server/gaston.js.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'src/server/cli/gaston-main.ts');
const built = path.join(root, 'dist/server/gaston.js');

let tsImport;
try {
  ({ tsImport } = await import('tsx/esm/api'));
} catch {
  tsImport = undefined;
}
if (tsImport && existsSync(source)) await tsImport(pathToFileURL(source).href, import.meta.url);
else if (existsSync(built)) await import(pathToFileURL(built).href);
else {
  console.error('Gaston n’est pas construit : lancez « npm run build » (ou installez les dépendances de développement).');
  process.exit(1);
}
