import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from src/ (tsx, vitest) or from the dist/ bundle. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const ROOT_DIR = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src/server/db/migrations');
/** The current text of every gaston_* function and trigger (src/server/db/current-sql.ts). */
export const SQL_DIR = path.join(ROOT_DIR, 'src/server/db/sql');
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'dist/web');
