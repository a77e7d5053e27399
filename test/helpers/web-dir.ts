import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A built web app's folder (WEB_DIST_DIR) holding only `index.html` with this page, or nothing without one. */
export async function webDirWith(page?: string): Promise<string> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-web-'));
  if (page !== undefined) await writeFile(path.join(webDir, 'index.html'), page);
  return webDir;
}
