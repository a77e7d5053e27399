/**
 * `gaston restore FILE --yes [--replace] [--until INSTANT]` (docs/product.md › Going live: production): checks the backup's
 * SHA-256, then restores it into an empty database; a database holding data is replaced only with
 * `--replace` (an embedded cluster is kept beside the new one, renamed `postgres.replaced-<time>`).
 * `--until` replays the archived WAL (WAL_ARCHIVE_DIR) up to that instant: physical backups only.
 */
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { withDatabaseName } from '../db/client';
import { replaceEmbeddedCluster, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres';
import type { BackupManifest } from './backup-files';
import { runCommand } from '../lib/run-command';
import { BackupError, PASSWORD_ENTRY, requireClientTool, sha256Of } from './backups';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface RestoreRequest {
  /** The backup file: a path, or a name in BACKUP_DIR. */
  file: string;
  replace: boolean;
  until?: Date;
}

export interface RestoreResult {
  file: string;
  kind: BackupManifest['kind'];
  /** The state restored: the backup's time, or --until. */
  restoredTo: string;
  /** Where the replaced embedded cluster was kept. */
  replaced?: string;
}

/** The backup and its manifest, the file checked against its SHA-256. */
export async function checkedBackup(config: Config, file: string): Promise<{ path: string; manifest: BackupManifest }> {
  const candidates = [path.resolve(file), path.join(config.BACKUP_DIR, file)];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new BackupError(`Sauvegarde introuvable : ${file} (ni ce chemin, ni dans ${config.BACKUP_DIR}).`);
  const manifestText = await fs.readFile(`${found}.json`, 'utf8').catch(() => null);
  if (!manifestText) throw new BackupError(`La sauvegarde ${found} n'a pas de manifeste (${path.basename(found)}.json) : elle est incomplète.`);
  const manifest = JSON.parse(manifestText) as BackupManifest;
  const sha256 = await sha256Of(found);
  if (sha256 !== manifest.sha256) throw new BackupError(`La sauvegarde ${found} est abîmée : sa somme SHA-256 n'est pas celle de son manifeste.`);
  return { path: found, manifest };
}

/** Whether the app's database holds any table (migrations included). */
async function hasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    // No such database yet: empty.
    if ((error as { code?: string }).code === '3D000') return false;
    throw error;
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return rows[0]!.n > 0;
  } finally {
    await client.end();
  }
}

async function waitForRecovery(url: string): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering');
      if (!rows[0]!.recovering) return;
    } catch {
      // Starting up: connections are refused until the backup's WAL is replayed.
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new BackupError('PostgreSQL rejoue encore le journal après 10 minutes : consultez postgres/server.log.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const APP_DATABASE = 'gaston';

async function restorePhysical(
  config: Config,
  backup: { path: string; manifest: BackupManifest },
  request: RestoreRequest,
  log: Logger,
): Promise<RestoreResult> {
  if (config.DATABASE_URL) throw new BackupError('Cette sauvegarde est celle de la base intégrée : restaurez-la sans DATABASE_URL.');
  const dir = path.join(config.dataDir, 'postgres');
  if (await runningEmbeddedUrl(dir)) throw new BackupError('Gaston tourne sur ce dossier de données : arrêtez-le avant de restaurer.');
  if (request.until) {
    if (!config.WAL_ARCHIVE_DIR) throw new BackupError('--until demande le journal archivé : WAL_ARCHIVE_DIR n’est pas défini.');
    if (request.until.getTime() < Date.parse(backup.manifest.takenAt)) {
      throw new BackupError(`--until est antérieur à la sauvegarde (${backup.manifest.takenAt}) : choisissez une sauvegarde plus ancienne.`);
    }
  }
  // A cluster already holding data is replaced only when asked.
  if (!request.replace && existsSync(path.join(dir, 'PG_VERSION'))) {
    const current = await startEmbeddedPostgres({ dir, log });
    try {
      if (await hasTables(withDatabaseName(current.url, APP_DATABASE))) {
        throw new BackupError('La base n’est pas vide : ajoutez --replace pour la remplacer (l’ancienne est gardée à côté).');
      }
    } finally {
      await current.stop();
    }
  }
  const { replaced } = await replaceEmbeddedCluster({ dir, log }, async (target) => {
    const extracted = await runCommand('tar', ['-x', '-z', '-f', backup.path, '-C', target]);
    if (extracted.code !== 0) throw new BackupError(`L'extraction de la sauvegarde a échoué : ${extracted.output.trim().split('\n')[0]}`);
    const password = await fs.readFile(path.join(target, PASSWORD_ENTRY), 'utf8');
    await fs.rm(path.join(target, PASSWORD_ENTRY));
    if (request.until) {
      // Recovery from the archive up to that instant, then a new timeline that takes writes.
      await fs.writeFile(path.join(target, 'recovery.signal'), '');
      await fs.appendFile(
        path.join(target, 'postgresql.auto.conf'),
        [
          `restore_command = 'cp ${config.WAL_ARCHIVE_DIR}/%f %p'`,
          // PostgreSQL's timestamp syntax ('2026-11-27 20:15:21.701+00'), not ISO 8601's T and Z.
          `recovery_target_time = '${request.until.toISOString().replace('T', ' ').replace('Z', '+00')}'`,
          "recovery_target_action = 'promote'",
          '',
        ].join('\n'),
      );
    }
    return password;
  });
  const server = await startEmbeddedPostgres({ dir, log, walArchiveDir: config.WAL_ARCHIVE_DIR });
  try {
    await waitForRecovery(server.url);
    if (request.until) {
      // The recovery settings served once; the next starts are ordinary ones.
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        for (const setting of ['restore_command', 'recovery_target_time', 'recovery_target_action']) await client.query(`alter system reset ${setting}`);
      } finally {
        await client.end();
      }
    }
  } finally {
    await server.stop();
  }
  return { file: backup.path, kind: 'physical', restoredTo: (request.until ?? new Date(backup.manifest.takenAt)).toISOString(), replaced };
}

async function restoreLogical(config: Config, backup: { path: string; manifest: BackupManifest }, request: RestoreRequest): Promise<RestoreResult> {
  const url = config.DATABASE_URL;
  if (!url) throw new BackupError('Cette sauvegarde est un export pg_dump : elle se restaure dans la base de DATABASE_URL.');
  if (request.until) throw new BackupError('--until ne s’applique qu’à une sauvegarde de la base intégrée, avec WAL_ARCHIVE_DIR.');
  await requireClientTool('pg_restore', backup.manifest.postgresMajor);
  if (await hasTables(url)) {
    if (!request.replace) throw new BackupError('La base n’est pas vide : ajoutez --replace pour la remplacer.');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists graphile_worker cascade');
      await client.query('drop schema public cascade');
      await client.query('create schema public');
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      await client.end();
    }
  }
  const restored = await runCommand('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, backup.path]);
  if (restored.code !== 0) throw new BackupError(`pg_restore a échoué : ${restored.output.trim().split('\n')[0]}`);
  return { file: backup.path, kind: 'logical', restoredTo: backup.manifest.takenAt };
}

export async function restoreBackup(config: Config, request: RestoreRequest, log: Logger): Promise<RestoreResult> {
  const backup = await checkedBackup(config, request.file);
  return backup.manifest.kind === 'physical' ? restorePhysical(config, backup, request, log) : restoreLogical(config, backup, request);
}
