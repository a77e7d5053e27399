/**
 * The bench database: the embedded PostgreSQL in data/bench, seeded at the asked scale once and
 * reused while it is still valid (same scale, same migrations, seeded recently: the demo is built
 * around the day it is seeded, so an old seed no longer looks like live data).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../src/server/config';
import { connectDatabase, type Connection } from '../../src/server/db/connect';
import { seedDemo, type SeedSummary } from '../../src/server/seed';

export const BENCH_DATA_DIR = 'data/bench';
const MARKER_FILE = 'bench-seed.json';
const MAX_SEED_AGE_DAYS = 7;

interface SeedMarker {
  scale: number;
  seededAt: string;
  migrations: string;
  ascents: number;
  users: number;
}

type Log = (message: string) => void;

export async function openBenchDatabase(log: Log): Promise<Connection> {
  const config = loadConfig({ ...process.env, DATA_DIR: BENCH_DATA_DIR, DATABASE_URL: '', NODE_ENV: 'development' });
  return connectDatabase(config, { info: log, warn: log });
}

/** Seeds unless the marker shows this very database was seeded at `scale` recently. */
export async function ensureSeeded(connection: Connection, dataDir: string, scale: number, force: boolean, log: Log): Promise<void> {
  const markerPath = path.join(dataDir, MARKER_FILE);
  const migrations = await migrationsFingerprint(connection);
  const reason = force ? 'asked with --reseed' : await staleReason(connection, markerPath, scale, migrations);
  if (!reason) {
    log(`Reusing the bench database seeded at scale ${scale} (${markerPath})`);
    return;
  }
  log(`Seeding the bench database at scale ${scale} (${reason}); this takes a minute or two...`);
  const started = Date.now();
  const summary: SeedSummary = await seedDemo(connection.db, { scale, reset: true, log: (m) => log(`  ${m}`) });
  log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const marker: SeedMarker = {
    scale,
    seededAt: summary.now,
    migrations,
    ascents: summary.counts.ascents,
    users: summary.counts.users,
  };
  writeFileSync(markerPath, JSON.stringify(marker, null, 2) + '\n');
}

async function staleReason(connection: Connection, markerPath: string, scale: number, migrations: string): Promise<string | null> {
  if (!existsSync(markerPath)) return 'first run';
  let marker: SeedMarker;
  try {
    marker = JSON.parse(readFileSync(markerPath, 'utf8')) as SeedMarker;
  } catch {
    return 'unreadable marker';
  }
  if (marker.scale !== scale) return `it holds scale ${marker.scale}`;
  if (marker.migrations !== migrations) return 'the migrations changed since';
  const ageDays = (Date.now() - Date.parse(marker.seededAt)) / 86_400_000;
  if (!(ageDays <= MAX_SEED_AGE_DAYS)) return `seeded ${Math.floor(ageDays)} days ago`;
  const counts = await rowCounts(connection);
  if (counts.ascents !== marker.ascents || counts.users !== marker.users) return 'its rows changed since';
  return null;
}

async function migrationsFingerprint(connection: Connection): Promise<string> {
  const { rows } = await connection.db.$client.query<{ hashes: string | null }>(
    "select string_agg(hash, ',' order by id) as hashes from drizzle.__drizzle_migrations",
  );
  return rows[0]?.hashes ?? '';
}

export interface RowCounts {
  ascents: number;
  connections: number;
  boulders: number;
  activeBoulders: number;
  users: number;
  comments: number;
  gyms: number;
}

export async function rowCounts(connection: Connection): Promise<RowCounts> {
  const { rows } = await connection.db.$client.query<Record<keyof RowCounts, string>>(`
    select (select count(*) from ascents) as ascents,
           (select count(*) from connections) as connections,
           (select count(*) from boulders) as boulders,
           (select count(*) from boulders where closed_at is null) as "activeBoulders",
           (select count(*) from users) as users,
           (select count(*) from comments) as comments,
           (select count(*) from gyms) as gyms`);
  const row = rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as RowCounts;
}

export async function postgresVersion(connection: Connection): Promise<string> {
  const { rows } = await connection.db.$client.query<{ server_version: string }>('show server_version');
  return rows[0]!.server_version;
}

/** Real ids for the call paths, found in the seeded data. */
export interface BenchIds {
  userUuid: string;
  gymId: number;
  sectorId: number;
  difficultyId: number;
  /** A word found in several active boulder names of the gym, for the search variant. */
  searchWord: string;
}

export async function findBenchIds(connection: Connection, email: string): Promise<BenchIds> {
  const client = connection.db.$client;
  const user = await client.query<{ id: number; uuid: string }>('select id, uuid from users where email = $1', [email]);
  if (!user.rows[0]) throw new Error(`No user ${email} in the bench database`);
  const { id: userId, uuid: userUuid } = user.rows[0];
  const gym = await client.query<{ gym_id: number }>('select gym_id from gym_staff where user_id = $1 order by gym_id limit 1', [userId]);
  if (!gym.rows[0]) throw new Error(`${email} is staff of no gym in the bench database`);
  const gymId = gym.rows[0].gym_id;
  // The sector with a current opening and the longest history, so the comparison has something to compare.
  const sector = await client.query<{ id: number }>(
    `select s.id from sectors s
      where s.gym_id = $1 and exists (select 1 from sector_openings o where o.sector_id = s.id and o.closed_at is null)
      order by (select count(*) from sector_openings o where o.sector_id = s.id) desc, s.id limit 1`,
    [gymId],
  );
  if (!sector.rows[0]) throw new Error(`Gym ${gymId} has no sector with a current opening`);
  const difficulty = await client.query<{ id: number }>(
    `select d.id from gym_difficulties d
      where d.gym_id = $1
      order by (select count(*) from boulders b where b.gym_difficulty_id = d.id and b.closed_at is null) desc, d.position limit 1`,
    [gymId],
  );
  if (!difficulty.rows[0]) throw new Error(`Gym ${gymId} has no difficulty`);
  const word = await client.query<{ word: string }>(
    `select word from boulders b, regexp_split_to_table(lower(b.name), '[[:space:][:punct:]]+') as word
      where b.gym_id = $1 and b.closed_at is null and length(word) >= 4
      group by word order by count(*) desc, word limit 1`,
    [gymId],
  );
  return {
    userUuid,
    gymId,
    sectorId: sector.rows[0].id,
    difficultyId: difficulty.rows[0].id,
    searchWord: word.rows[0]?.word ?? 'bloc',
  };
}
