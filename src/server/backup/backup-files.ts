/**
 * The backups in BACKUP_DIR (docs/product.md › Going live: production): each is a file and its manifest `<file>.json`, written
 * last (renamed into place), so a backup cut short by a crash has no manifest and does not count.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BackupManifest {
  /** The backup's file name, in the same folder. */
  file: string;
  /** When the backup's snapshot was taken (ISO 8601, UTC). */
  takenAt: string;
  sha256: string;
  bytes: number;
  /** How it was made: 'physical' (a base backup of the cluster) or 'logical' (pg_dump). */
  kind: 'physical' | 'logical';
  /** PostgreSQL's major version that wrote it. */
  postgresMajor: number;
}

/** The finished backups of `dir`, newest first; none when the folder does not exist yet. */
export async function listBackups(dir: string): Promise<BackupManifest[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const manifests: BackupManifest[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const manifest = JSON.parse(await readFile(path.join(dir, name), 'utf8').catch(() => 'null')) as BackupManifest | null;
    if (manifest && typeof manifest.takenAt === 'string' && names.includes(manifest.file)) manifests.push(manifest);
  }
  return manifests.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}
