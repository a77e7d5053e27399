/**
 * The restore drill (docs/product.md › Going live: production), run by CI: a small gym on the embedded PostgreSQL with WAL
 * archiving is backed up (`gaston backup`'s code), more is written, and the backup is restored into a
 * new data folder: every figure of the gym read through the app equals its state at backup time.
 * Then a point-in-time restore to an instant between two later writes keeps the first, not the second.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { listBackups } from '../../src/server/backup/backup-files';
import { backupNow } from '../../src/server/backup/backup-service';
import { restoreBackup } from '../../src/server/backup/restore';
import { loadConfig, type Config } from '../../src/server/config';
import { connectDatabase, type Connection } from '../../src/server/db/connect';
import { addAscent, addConnection, createBoulder, createDifficulty, createSector, dayFromNow } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { sessionOf } from '../helpers/session';

const trace = process.env.DRILL_TRACE ? (message: string) => console.error(`[drill ${new Date().toISOString()}] ${message}`) : () => undefined;
const log = { info: trace, warn: trace };
const DAY = 86_400_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

async function folder(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const configFor = (dataDir: string, shared: { backups: string; wal: string }): Config =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    BACKUP_DIR: shared.backups,
    WAL_ARCHIVE_DIR: shared.wal,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    STATS_DRAIN_INTERVAL_MS: '0',
    STATS_MAX_STALE_MS: '0',
    METRICS_PORT: '0',
  });

interface Opened {
  connection: Connection;
  app: FastifyInstance;
  close(): Promise<void>;
}

async function open(config: Config): Promise<Opened> {
  const connection = await connectDatabase(config, log);
  const app = await buildApp({ config, db: connection.db, serveWebApp: false });
  await app.ready();
  const opened = {
    connection,
    app,
    async close() {
      await app.close();
      await connection.close();
    },
  };
  cleanups.push(() => opened.close());
  return opened;
}

/** Every figure the back office shows of the gym, as an admin reads them. */
async function figures(opened: Opened, gymId: number, adminId: number) {
  const browser = await sessionOf(opened.app, adminId);
  const uuid = (await opened.connection.db.$client.query<{ uuid: string }>('select uuid from users where id = $1', [adminId])).rows[0]!.uuid;
  const read = async (url: string) => {
    const answer = await browser.inject({ method: 'GET', url });
    expect(answer.statusCode, url).toBe(200);
    return answer.json() as unknown;
  };
  return {
    general: await read(`/api/gymgeneralstats/${uuid}/${gymId}/`),
    sectors: await read(`/api/sectorsoverview/${uuid}/${gymId}/`),
    topBoulders: await read(`/api/top-boulders/${gymId}/`),
    circuits: await read(`/api/difficulty-circuit-header/${gymId}/`),
    sectorDetails: await read(`/api/sector-details/${gymId}/`),
    rows: (
      await opened.connection.db.$client.query(
        `select (select count(*)::int from ascents where gym_id = $1) as ascents, (select count(*)::int from connections where gym_id = $1) as connections,
                (select count(*)::int from boulders where gym_id = $1) as boulders, (select count(*)::int from media) as media`,
        [gymId],
      )
    ).rows[0],
  };
}

describe('the restore drill', () => {
  it('restores a backup with every figure of its time, and a point in time between two writes', async () => {
    const shared = { backups: await folder('gaston-backups-'), wal: await folder('gaston-wal-') };
    const origin = configFor(await folder('gaston-origin-'), shared);
    const first = await open(origin);
    const db = first.connection.db;

    // A small gym: two sectors, a few boulders, climbers' logs and visits over the last weeks, a picture.
    const gym = await createGym(db, { status: 'published' });
    const admin = await createUser(db, { staff: [{ gymId: gym.id, accessTypes: ['chief_route_setter'], isAdmin: true }] });
    const difficultyId = await createDifficulty(db, gym.id);
    const boulders: number[] = [];
    for (const name of ['Dalle', 'Dévers']) {
      const sector = await createSector(db, gym.id, { name, openings: [{ openedAt: dayFromNow(-20), plannedClosing: dayFromNow(20) }] });
      for (let i = 0; i < 3; i++)
        boulders.push(
          await createBoulder(db, {
            gymId: gym.id,
            sectorId: sector.id,
            sectorOpeningId: sector.openingIds[0],
            difficultyId,
            createdAt: new Date(Date.now() - 15 * DAY),
          }),
        );
    }
    await db.$client.query("insert into media (id, content_type, body) values ('drill', 'image/png', '\\x89504e47')");
    const climbers = [await createUser(db), await createUser(db), await createUser(db)];
    for (const [index, climber] of climbers.entries()) {
      for (let day = 1; day <= 4; day++) {
        await addConnection(db, { userId: climber.id, gymId: gym.id, openedAt: new Date(Date.now() - (day + index) * DAY) });
        await addAscent(db, {
          userId: climber.id,
          boulderId: boulders[(day + index) % boulders.length]!,
          gymId: gym.id,
          loggedAt: new Date(Date.now() - (day + index) * DAY),
          tries: day,
          topped: day % 2 === 0,
        });
      }
    }
    const atBackup = await figures(first, gym.id, admin.id);
    expect((atBackup.rows as { ascents: number }).ascents).toBe(12);

    const manifest = await backupNow(origin, first.connection.url);
    expect(manifest).toMatchObject({ kind: 'physical', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await listBackups(shared.backups)).map((backup) => backup.file)).toEqual([manifest.file]);

    // After the backup: one more log, then an instant, then another.
    const logOf = async (clientId: string) =>
      db.$client.query('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped, client_id) values ($1, $2, $3, now(), 1, true, $4)', [
        climbers[0]!.id,
        boulders[0],
        gym.id,
        clientId,
      ]);
    const [firstLog, secondLog] = [randomUUID(), randomUUID()];
    await logOf(firstLog);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await logOf(secondLog);
    // The segment holding both is archived now instead of within a minute.
    const { rows } = await db.$client.query<{ segment: string }>('select pg_walfile_name(pg_switch_wal()) as segment');
    const archivedUpTo = async () =>
      (await db.$client.query<{ last: string | null }>('select last_archived_wal as last from pg_stat_archiver')).rows[0]!.last ?? '';
    await expect.poll(async () => (await archivedUpTo()) >= rows[0]!.segment, { timeout: 30_000 }).toBe(true);
    await first.close();

    // 1. Into a new data folder: the state at backup time, none of the later writes.
    const restored = configFor(await folder('gaston-restored-'), shared);
    const result = await restoreBackup(restored, { file: manifest.file, replace: false }, log);
    expect(result).toMatchObject({ kind: 'physical', restoredTo: manifest.takenAt });
    const second = await open(restored);
    expect(await figures(second, gym.id, admin.id)).toEqual(atBackup);
    await second.close();

    // 2. Restoring over it needs --replace.
    await expect(restoreBackup(restored, { file: manifest.file, replace: false }, log)).rejects.toThrow(/--replace/);

    // A damaged copy is refused before anything is touched.
    const damaged = path.join(shared.backups, 'abimee.tar.gz');
    const bytes = await readFile(path.join(shared.backups, manifest.file));
    bytes[bytes.length >> 1] ^= 0xff;
    await writeFile(damaged, bytes);
    await writeFile(`${damaged}.json`, JSON.stringify({ ...manifest, file: 'abimee.tar.gz' }));
    await expect(restoreBackup(restored, { file: damaged, replace: true }, log)).rejects.toThrow(/abîmée/);

    // 3. To the instant between the two writes: the first is there, the second is not.
    const pointInTime = configFor(await folder('gaston-pitr-'), shared);
    await restoreBackup(pointInTime, { file: manifest.file, replace: false, until: between }, log);
    const third = await open(pointInTime);
    const kept = await third.connection.db.$client.query<{ client_id: string }>('select client_id from ascents where client_id = any($1)', [
      [firstLog, secondLog],
    ]);
    expect(kept.rows.map((row) => row.client_id)).toEqual([firstLog]);
  }, 240_000);
});
