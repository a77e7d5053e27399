/**
 * Backups of the configured database (backups.ts says which mechanism and why), for `gaston backup`
 * and for the daily job: at 03:00 Paris time, then 7 daily and 4 weekly backups are kept.
 */
import path from 'node:path';
import type { Config } from '../config';
import { parisDateTimeInput, parisDay } from '../../shared/domain/dates';
import { listBackups, type BackupManifest } from './backup-files';
import { logicalBackup, physicalBackup, pruneBackups } from './backups';

/**
 * A backup now. `serverUrl` is a connection string of the running server: for the embedded one, its
 * `postgres` superuser (any database), which the low-level backup API needs.
 */
export function backupNow(config: Config, serverUrl: string): Promise<BackupManifest> {
  if (config.DATABASE_URL) return logicalBackup(config.DATABASE_URL, config.BACKUP_DIR);
  return physicalBackup({ serverUrl, passwordFile: path.join(config.dataDir, 'postgres.password') }, config.BACKUP_DIR);
}

/** The Paris hour of the daily backup. */
export const DAILY_BACKUP_HOUR = 3;

/**
 * The daily job's work, run every hour by the job worker (its crontab is in UTC; Paris moves by an
 * hour twice a year): from 03:00 Paris time, a backup unless today's exists, then the pruning.
 * Answers what it did.
 */
export async function dailyBackup(config: Config, serverUrl: string, now = new Date()): Promise<{ made?: BackupManifest; removed: string[] }> {
  // 'YYYY-MM-DDTHH:mm' on the Paris wall clock.
  if (Number(parisDateTimeInput(now).slice(11, 13)) < DAILY_BACKUP_HOUR) return { removed: [] };
  const [newest] = await listBackups(config.BACKUP_DIR);
  if (newest && parisDay(new Date(newest.takenAt)) === parisDay(now)) return { removed: [] };
  const made = await backupNow(config, serverUrl);
  const removed = await pruneBackups(config.BACKUP_DIR);
  return { made, removed };
}
