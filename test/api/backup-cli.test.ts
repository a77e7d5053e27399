/**
 * `gaston backup`, `backup list` and `restore` on DATABASE_URL (docs/product.md › Going live: production): a pg_dump when the
 * installed one can read the server (the CI run on the machine's PostgreSQL 15), restored into an empty
 * database, refused over a database with data unless --replace; otherwise a clear refusal naming the
 * package to install (the embedded PostgreSQL 17 of the default run). The retention of the daily job.
 * The embedded database's physical backups are drilled in restore-drill.test.ts.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/server/backup/backup-files';
import { dailyBackup } from '../../src/server/backup/backup-service';
import { pruneBackups } from '../../src/server/backup/backups';
import { runCommand } from '../../src/server/lib/run-command';
import { runGaston } from '../../src/server/cli/gaston';
import { loadConfig } from '../../src/server/config';
import { withDatabaseName } from '../../src/server/db/client';
import { useTestApp } from '../helpers/app';
import { createGym } from '../helpers/fixtures';

const t = useTestApp();
let env: NodeJS.ProcessEnv;
let backupDir: string;
const emptyDatabase = `gaston_restore_${process.pid}_${Date.now()}`;
let emptyUrl: string;
let admin: pg.Client;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-backup-cli-'));
  backupDir = path.join(dataDir, 'sauvegardes');
  env = { NODE_ENV: 'test', DATABASE_URL: t.database.url, DATA_DIR: dataDir, BACKUP_DIR: backupDir, LOG_LEVEL: 'silent', METRICS_PORT: '0' };
  admin = new pg.Client({ connectionString: t.database.url });
  await admin.connect();
  // A database made from template0: nothing in it.
  await admin.query(`create database ${emptyDatabase} template template0`);
  emptyUrl = withDatabaseName(t.database.url, emptyDatabase);
});

afterAll(async () => {
  await admin.query(`drop database if exists ${emptyDatabase} with (force)`).catch(() => undefined);
  await admin.end();
});

async function gaston(argv: string[], overrides: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runGaston(argv, { out: (s) => out.push(s), err: (s) => err.push(s) }, { ...env, ...overrides });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('gaston backup and restore on DATABASE_URL', () => {
  it('lists nothing at first, asks for --yes and a file, and says a missing file is missing', async () => {
    expect(await gaston(['backup', 'list'])).toMatchObject({ code: 0, out: expect.stringContaining('Aucune sauvegarde') });
    expect((await gaston(['restore', 'gaston-x.dump'])).code).toBe(2);
    expect((await gaston(['restore', 'gaston-x.dump'])).err).toContain('--yes');
    expect((await gaston(['restore', '--yes'])).code).toBe(2);
    expect((await gaston(['restore', 'x.dump', '--yes', '--until', 'hier'])).code).toBe(2);
    expect(await gaston(['restore', 'gaston-absente.dump', '--yes'])).toMatchObject({ code: 1, err: expect.stringContaining('introuvable') });
  });

  it('dumps the database with pg_dump and restores it into an empty one, or says which client to install', async () => {
    const gym = await createGym(t.database.db, { name: 'Salle sauvegardée', status: 'published' });
    const server = Number((await admin.query<{ major: number }>("select current_setting('server_version_num')::int / 10000 as major")).rows[0]!.major);
    const version = await runCommand('pg_dump', ['--version']).catch(() => ({ code: 1, output: '' }));
    const client = Number(/(\d+)/.exec(version.output)?.[1] ?? 0);
    const made = await gaston(['backup']);
    if (client < server) {
      expect(made.code).toBe(1);
      expect(made.err).toContain(`postgresql-client-${server}`);
      return;
    }
    expect(made.code, made.err).toBe(0);
    expect(made.out).toMatch(/^Sauvegarde écrite : .*gaston-\d{8}T\d{6}Z\.dump \(.+, SHA-256 [0-9a-f]{64}\)\.$/);
    // Two more at once (the operator's and the daily job's, maybe in the same second): none overwrites another.
    const both = await Promise.all([gaston(['backup']), gaston(['backup'])]);
    expect(both.map((result) => result.code)).toEqual([0, 0]);
    const all = await listBackups(backupDir);
    expect(new Set(all.map((b) => b.file)).size).toBe(3);
    for (const one of all) expect(one.sha256).toMatch(/^[0-9a-f]{64}$/);
    const [backup] = await listBackups(backupDir);
    expect(backup).toMatchObject({ kind: 'logical', postgresMajor: server });
    expect((await gaston(['backup', 'list'])).out).toContain(backup!.file);

    // Into the empty database: the gym is there.
    const restored = await gaston(['restore', backup!.file, '--yes'], { DATABASE_URL: emptyUrl });
    expect(restored.code, restored.err).toBe(0);
    const copy = new pg.Client({ connectionString: emptyUrl });
    await copy.connect();
    try {
      expect((await copy.query('select name from gyms where id = $1', [gym.id])).rows).toEqual([{ name: 'Salle sauvegardée' }]);
    } finally {
      await copy.end();
    }
    // It has data now: only with --replace.
    expect(await gaston(['restore', backup!.file, '--yes'], { DATABASE_URL: emptyUrl })).toMatchObject({ code: 1, err: expect.stringContaining('--replace') });
    expect((await gaston(['restore', backup!.file, '--yes', '--replace'], { DATABASE_URL: emptyUrl })).code).toBe(0);
    // --until is for the embedded database's archived WAL.
    expect((await gaston(['restore', backup!.file, '--yes', '--replace', '--until', new Date().toISOString()], { DATABASE_URL: emptyUrl })).code).toBe(1);
  }, 120_000);
});

describe('the daily backup', () => {
  it('keeps the newest backup of each of the last 7 days and of the last 4 weeks', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gaston-retention-'));
    await mkdir(dir, { recursive: true });
    // 40 days of daily backups at 03:00 Paris (02:00 UTC in winter), newest first: 2026-11-27 back to 2026-10-19.
    const days = Array.from({ length: 40 }, (_, i) => new Date(Date.UTC(2026, 10, 27 - i, 2, 0, 0)));
    for (const day of days) {
      const file = `gaston-${day.toISOString().slice(0, 10)}.dump`;
      await writeFile(path.join(dir, file), 'x');
      await writeFile(
        path.join(dir, `${file}.json`),
        JSON.stringify({ file, takenAt: day.toISOString(), sha256: '0', bytes: 1, kind: 'logical', postgresMajor: 15 }),
      );
    }
    await pruneBackups(dir);
    const kept = (await listBackups(dir)).map((b) => b.takenAt.slice(0, 10));
    // 7 days (Sat 21 to Fri 27 November), and the newest of the 4 newest ISO weeks: those of 27, 22, 15 and 8 November.
    expect(kept).toEqual(['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-15', '2026-11-08']);
  });

  it('waits for 03:00 Paris time and makes one backup a day', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'gaston-daily-'));
    const config = loadConfig({ ...env, BACKUP_DIR: dir });
    // 01:30 Paris: too early, nothing is done (no database reached).
    expect(await dailyBackup(config, 'postgres://nobody@127.0.0.1:1/none', new Date('2026-11-27T00:30:00Z'))).toEqual({ removed: [] });
    // 04:00 Paris with today's backup already there: nothing either.
    const file = 'gaston-20261127T020000Z.dump';
    await writeFile(path.join(dir, file), 'x');
    await writeFile(
      path.join(dir, `${file}.json`),
      JSON.stringify({ file, takenAt: '2026-11-27T02:00:00.000Z', sha256: '0', bytes: 1, kind: 'logical', postgresMajor: 15 }),
    );
    expect(await dailyBackup(config, 'postgres://nobody@127.0.0.1:1/none', new Date('2026-11-27T03:00:00Z'))).toEqual({ removed: [] });
  });
});
