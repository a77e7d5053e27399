/**
 * `gaston check` (docs/product.md › Going live: operator command): configuration, database reachable, migrations current, free disk
 * in DATA_DIR, SMTP reachable when set, age of the last backup. One line each; any failure exits 1.
 */
import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { productionProblems, type Config } from '../config';
import { connectDatabase } from '../db/connect';
import { migrationState } from '../db/migrate';
import { listBackups } from '../backup/backup-files';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface CheckReport {
  ok: boolean;
  checks: Check[];
}

/** Below this much free space in DATA_DIR, the database and its backups are at risk. */
export const MIN_FREE_BYTES = 1024 ** 3;

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Go`;

async function databaseChecks(config: Config): Promise<Check[]> {
  let connection;
  try {
    connection = await connectDatabase(config, { info: () => {}, warn: () => {} }, { attach: true, migrate: false });
    await connection.db.execute(sql`select 1`);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    return [
      { name: 'base de données', ok: false, detail: `injoignable (${reason})` },
      { name: 'migrations', ok: false, detail: 'non vérifiées : la base est injoignable' },
    ];
  }
  try {
    const { applied: done, expected, unknown, lastTag } = await migrationState(connection.db);
    const where = config.DATABASE_URL ? 'DATABASE_URL' : `base intégrée (${path.join(config.dataDir, 'postgres')})`;
    return [
      { name: 'base de données', ok: true, detail: `joignable (${where})` },
      done === expected && unknown === 0
        ? { name: 'migrations', ok: true, detail: `à jour (la dernière : ${lastTag ?? '—'})` }
        : {
            name: 'migrations',
            ok: false,
            detail:
              unknown === 0
                ? `${expected - done} migration(s) à appliquer (${done} sur ${expected}) : démarrez le serveur ou lancez npm run db:migrate`
                : `la base a ${unknown} migration(s) que ce code ne connaît pas : ce code est plus ancien que la base`,
          },
    ];
  } finally {
    await connection.close();
  }
}

async function diskCheck(config: Config): Promise<Check> {
  try {
    const folder = existsSync(config.dataDir) ? config.dataDir : path.dirname(config.dataDir);
    const stats = await statfs(folder);
    const free = Number(stats.bavail) * Number(stats.bsize);
    return free >= MIN_FREE_BYTES
      ? { name: 'disque', ok: true, detail: `${gigabytes(free)} libres dans ${config.dataDir}` }
      : { name: 'disque', ok: false, detail: `seulement ${gigabytes(free)} libres dans ${config.dataDir} (1 Go au moins)` };
  } catch (error) {
    return { name: 'disque', ok: false, detail: `espace libre illisible (${(error as Error).message})` };
  }
}

async function smtpCheck(config: Config): Promise<Check> {
  if (!config.SMTP_URL) return { name: 'SMTP', ok: true, detail: `non configuré : les e-mails sont écrits dans ${path.join(config.dataDir, 'outbox')}` };
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 5_000 });
  try {
    await transport.verify();
    return { name: 'SMTP', ok: true, detail: `joignable (${new URL(config.SMTP_URL).host})` };
  } catch (error) {
    return { name: 'SMTP', ok: false, detail: `injoignable (${new URL(config.SMTP_URL).host} : ${(error as Error).message.split('\n')[0]})` };
  } finally {
    transport.close();
  }
}

/** The newest finished backup in BACKUP_DIR: none, or one older than a day and a bit, fails in production. */
async function backupCheck(config: Config, now: Date): Promise<Check> {
  const [newest] = await listBackups(config.BACKUP_DIR).catch(() => []);
  if (!newest) return { name: 'sauvegardes', ok: config.NODE_ENV !== 'production', detail: `aucune sauvegarde dans ${config.BACKUP_DIR} (gaston backup)` };
  const hours = (now.getTime() - Date.parse(newest.takenAt)) / 3_600_000;
  const age = hours < 48 ? `${Math.round(hours)} h` : `${Math.round(hours / 24)} jours`;
  return {
    name: 'sauvegardes',
    ok: hours <= 26,
    detail: `la dernière a ${age} (${newest.file})${hours > 26 ? ', plus d’un jour : vérifiez la tâche quotidienne' : ''}`,
  };
}

export async function runChecks(config: Config, now = new Date()): Promise<CheckReport> {
  const problems = productionProblems(config);
  const checks: Check[] = [
    problems.length === 0
      ? { name: 'configuration', ok: true, detail: `valide (NODE_ENV=${config.NODE_ENV}, PUBLIC_URL=${config.PUBLIC_URL})` }
      : { name: 'configuration', ok: false, detail: problems.join(' ; ') },
    ...(await databaseChecks(config)),
    await diskCheck(config),
    await smtpCheck(config),
    await backupCheck(config, now),
  ];
  return { ok: checks.every((c) => c.ok), checks };
}
