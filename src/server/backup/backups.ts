/**
 * `gaston backup` and the daily job (docs/product.md › Going live: production): a consistent backup of the whole database
 * (pictures are rows of `media`, so they are in it) into BACKUP_DIR, with its SHA-256 and size.
 *
 * Which mechanism, and why:
 * - The embedded PostgreSQL (17) ships no client tools, and the distribution's pg_dump and
 *   pg_basebackup (15) refuse a newer server. So the embedded cluster is copied with PostgreSQL's
 *   low-level base backup API (pg_backup_start, a copy of the data folder, pg_backup_stop and its
 *   backup_label, plus the WAL written meanwhile): a physical backup, restorable to the backup's end,
 *   or to any later instant with the archived WAL (WAL_ARCHIVE_DIR, `gaston restore --until`).
 * - A server of DATABASE_URL is dumped with the PostgreSQL project's pg_dump (custom format) when
 *   the installed one is at least the server's version: its files are not ours to copy, and
 *   pg_dump's snapshot is consistent. Point-in-time recovery is then the server's own (its archive).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { fileStamp, runCommand } from '../lib/run-command';
import { listBackups, type BackupManifest } from './backup-files';

export class BackupError extends Error {}

async function fsyncPath(target: string): Promise<void> {
  const handle = await fs.open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Copies `source` to `target` (gzipped when asked) while hashing what is written, then syncs it to
 * the disk: a backup that answered is on the disk.
 */
async function writeHashed(source: string, target: string, gzip: boolean): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  if (gzip) await pipeline(createReadStream(source), createGzip({ level: 6 }), tap, createWriteStream(target, { mode: 0o600 }));
  else await pipeline(createReadStream(source), tap, createWriteStream(target, { mode: 0o600 }));
  await fsyncPath(target);
  return { sha256: hash.digest('hex'), bytes };
}

/** The SHA-256 of a file, to check a backup before restoring it. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** Writes the manifest last, atomically: from then on the backup counts (listBackups). */
async function publish(dir: string, partial: string, taken: BackupManifest): Promise<BackupManifest> {
  // Two backups in the same second (the operator's and the daily job's): link() never replaces a
  // file, so the second one takes another name instead of overwriting the first.
  let manifest = taken;
  for (;;) {
    try {
      await fs.link(partial, path.join(dir, manifest.file));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      manifest = { ...taken, file: taken.file.replace(/^(gaston-[0-9TZ]+)/, `$1-${randomBytes(3).toString('hex')}`) };
    }
  }
  await fs.rm(partial);
  const manifestFile = path.join(dir, `${manifest.file}.json`);
  await fs.writeFile(`${manifestFile}.partial`, `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await fsyncPath(`${manifestFile}.partial`);
  await fs.rename(`${manifestFile}.partial`, manifestFile);
  await fsyncPath(dir);
  return manifest;
}

/** Entries of a data folder a base backup leaves out (PostgreSQL manual, "Making a Base Backup Using the Low Level API"). */
const LEFT_OUT = ['postmaster.pid', 'postmaster.opts', 'server.log', 'pg_internal.init'];
const EMPTIED = ['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'];
const WAL_SEGMENT = /^[0-9A-F]{24}$/;
/** Inside the archive, beside the cluster: the password of the embedded server's `postgres` role. */
export const PASSWORD_ENTRY = 'gaston-embedded.password';

export interface PhysicalSource {
  /** A superuser connection string of the running embedded server. */
  serverUrl: string;
  /** Its password file (DATA_DIR/postgres.password), restored with the cluster. */
  passwordFile: string;
}

/** A base backup of the running embedded cluster into `dir`, as `gaston-<time>.tar.gz`. */
export async function physicalBackup(source: PhysicalSource, dir: string): Promise<BackupManifest> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await fs.mkdtemp(path.join(dir, '.backup-'));
  const client = new pg.Client({ connectionString: source.serverUrl });
  await client.connect();
  try {
    const { rows: settings } = await client.query<{ data_directory: string; major: string }>(
      "select current_setting('data_directory') as data_directory, current_setting('server_version_num')::int / 10000 as major",
    );
    const cluster = settings[0]!.data_directory;
    const major = Number(settings[0]!.major);
    // The session that starts the backup must be the one that stops it (non-exclusive backup).
    await client.query('select pg_backup_start($1, true)', [`gaston ${new Date().toISOString()}`]);
    const tarFile = path.join(work, 'backup.tar');
    let stopped: { labelfile: string; spcmapfile: string | null } | undefined;
    try {
      const excludes = [...LEFT_OUT.map((name) => `--exclude=./${name}`), ...EMPTIED.map((name) => `--exclude=./${name}/*`), '--exclude=pgsql_tmp*'];
      const copied = await runCommand('tar', ['-c', '-f', tarFile, '-C', cluster, '--warning=no-file-changed', '--warning=no-file-removed', ...excludes, '.']);
      // 1: files changed or vanished while read, which the backup's WAL replay repairs (the manual says so).
      if (copied.code > 1) throw new BackupError(`La copie des fichiers de PostgreSQL a échoué : ${copied.output.trim().split('\n')[0]}`);
    } finally {
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
      stopped = rows[0];
    }
    const takenAt = new Date();
    // backup_label, the WAL from the backup's start to its end, and the password, beside the copy.
    const extra = path.join(work, 'extra');
    await fs.mkdir(path.join(extra, 'pg_wal'), { recursive: true });
    await fs.writeFile(path.join(extra, 'backup_label'), stopped!.labelfile);
    if (stopped!.spcmapfile) await fs.writeFile(path.join(extra, 'tablespace_map'), stopped!.spcmapfile);
    // pg_backup_stop switched to a new segment: every segment the backup needs is complete now.
    for (const name of await fs.readdir(path.join(cluster, 'pg_wal'))) {
      if (WAL_SEGMENT.test(name)) await fs.copyFile(path.join(cluster, 'pg_wal', name), path.join(extra, 'pg_wal', name));
    }
    await fs.copyFile(source.passwordFile, path.join(extra, PASSWORD_ENTRY));
    const appended = await runCommand('tar', ['-r', '-f', tarFile, '-C', extra, '.']);
    if (appended.code !== 0) throw new BackupError(`L'ajout du journal à la sauvegarde a échoué : ${appended.output.trim().split('\n')[0]}`);

    const file = `gaston-${fileStamp(takenAt)}.tar.gz`;
    const partial = path.join(work, file);
    const { sha256, bytes } = await writeHashed(tarFile, partial, true);
    return await publish(dir, partial, { file, takenAt: takenAt.toISOString(), sha256, bytes, kind: 'physical', postgresMajor: major });
  } finally {
    await client.end().catch(() => undefined);
    await fs.rm(work, { recursive: true, force: true });
  }
}

/** The major version of an installed client tool (pg_dump 15.14 → 15), or null when missing. */
async function toolMajor(tool: string): Promise<number | null> {
  const answer = await runCommand(tool, ['--version']).catch(() => null);
  const match = answer && answer.code === 0 ? /(\d+)(?:\.\d+)?/.exec(answer.output) : null;
  return match ? Number(match[1]) : null;
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ major: number }>("select current_setting('server_version_num')::int / 10000 as major");
    return Number(rows[0]!.major);
  } finally {
    await client.end();
  }
}

/** Checks that the installed `tool` can work with a server of `major`; says what to install otherwise. */
export async function requireClientTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<void> {
  const installed = await toolMajor(tool);
  if (installed === null) throw new BackupError(`${tool} est introuvable : installez le paquet postgresql-client-${major}.`);
  if (installed < major)
    throw new BackupError(`${tool} ${installed} ne sait pas traiter un serveur PostgreSQL ${major} : installez postgresql-client-${major}.`);
}

/** A pg_dump (custom format, one consistent snapshot) of the DATABASE_URL database into `dir`. */
export async function logicalBackup(databaseUrl: string, dir: string): Promise<BackupManifest> {
  const major = await serverMajor(databaseUrl);
  await requireClientTool('pg_dump', major);
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const work = await fs.mkdtemp(path.join(dir, '.backup-'));
  try {
    const dump = path.join(work, 'dump');
    const takenAt = new Date();
    const done = await runCommand('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, `--dbname=${databaseUrl}`]);
    if (done.code !== 0) throw new BackupError(`pg_dump a échoué : ${done.output.trim().split('\n')[0]}`);
    const file = `gaston-${fileStamp(takenAt)}.dump`;
    const partial = path.join(work, file);
    const { sha256, bytes } = await writeHashed(dump, partial, false);
    return await publish(dir, partial, { file, takenAt: takenAt.toISOString(), sha256, bytes, kind: 'logical', postgresMajor: major });
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * Keeps the newest backup of each of the last `daily` days and of the last `weekly` ISO weeks (Paris
 * time); removes the others, manifest first. Answers the removed files.
 */
export async function pruneBackups(dir: string, keep = { daily: 7, weekly: 4 }): Promise<string[]> {
  const backups = await listBackups(dir);
  const kept = new Set<string>();
  const dayOf = (manifest: BackupManifest) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(manifest.takenAt));
  const weekOf = (manifest: BackupManifest) => {
    const day = new Date(`${dayOf(manifest)}T00:00:00Z`);
    // ISO week: the Thursday of the week decides its year.
    const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * 86_400_000);
    const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
    return `${thursday.getUTCFullYear()}-${Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7)}`;
  };
  for (const [periodOf, count] of [
    [dayOf, keep.daily],
    [weekOf, keep.weekly],
  ] as const) {
    const seen = new Set<string>();
    for (const manifest of backups) {
      const period = periodOf(manifest);
      if (seen.has(period)) continue;
      seen.add(period);
      if (seen.size > count) break;
      kept.add(manifest.file);
    }
  }
  const removed: string[] = [];
  for (const manifest of backups) {
    if (kept.has(manifest.file)) continue;
    await fs.rm(path.join(dir, `${manifest.file}.json`), { force: true });
    await fs.rm(path.join(dir, manifest.file), { force: true });
    removed.push(manifest.file);
  }
  return removed;
}
