/**
 * The deterministic demo of docs/product.md › Demo data: same scale and `now` give the same rows (except the
 * password hash, salted at random). Data is generated relative to `now`, so it always looks recent.
 */
import { writeActivity, writeAnnouncements, writeContests, writeModeration } from './write-activity';
import { writeWorld } from './write-world';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { refreshClimberLevels } from '../jobs/climber-levels';
import { hashPassword } from '../services/passwords';
import type { Database } from '../db/client';
import { withTransaction } from '../db/transaction';
import * as schema from '../db/schema';
import { simulateActivity } from './activity';
import { DEMO_ACCOUNT_DEFINITIONS } from './catalog';
import { MAX_SCALE } from './cli-args';
import { buildModeration } from './moderation';
import { buildAnnouncements } from './announcements';
import { buildContests } from './contests';
import { buildCalendar } from './paris-time';
import { PARTNER_GYMS } from './partner-gyms';
import { Random } from './random';
import { buildWorld } from './world';

export const DEMO_PASSWORD = 'Gaston-2024!';

/** The accounts of docs/product.md › Demo data, for the start banner and the README's Quick start. */
export const DEMO_ACCOUNTS: readonly { email: string; description: string }[] = DEMO_ACCOUNT_DEFINITIONS.map(({ email, description }) => ({
  email,
  description,
}));

export { CONTEST_SLUGS } from './catalog';

const SEED = 20_240_601;
/** Length of the simulated history, in days, ending today. */
const HISTORY_DAYS = 365;

export interface SeedOptions {
  /** 1 is the demo of docs/product.md › Demo data; 10 is ten times more climbers, boulders and ascents. */
  scale?: number;
  /** Empty every table first (in the same transaction). Without it, a non-empty database is refused. */
  reset?: boolean;
  log?: (msg: string) => void;
  /** The moment the data is generated around (default: the current time). */
  now?: Date;
}

export interface SeedSummary {
  scale: number;
  now: string;
  seconds: number;
  counts: {
    gyms: number;
    users: number;
    climbers: number;
    gymStaff: number;
    sectors: number;
    sectorOpenings: number;
    boulders: number;
    activeBoulders: number;
    ascents: number;
    connections: number;
    ratings: number;
    gradeProposals: number;
    comments: number;
    contests: number;
    contestCompetitors: number;
    contestResults: number;
    partnerGyms: number;
  };
}

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));

/** Tables whose ids the demo sets explicitly: their identity sequences are moved past the demo ids. */
const IDENTITY_TABLES = [
  'gyms',
  'users',
  'gym_difficulties',
  'tags',
  'sectors',
  'sector_openings',
  'boulders',
  'ascents',
  'connections',
  'comments',
  'contests',
  'contest_categories',
  'contest_boulders',
  'contest_competitors',
  'contest_judges',
  'contest_result_entries',
  'announcements',
];

/** No gym and no user: a fresh install that `npm start` fills with the demo. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  return isEmpty(db.$client);
}

async function isEmpty(client: pg.Pool | pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ empty: boolean }>('select not exists (select 1 from gyms) and not exists (select 1 from users) as empty');
  return rows[0]!.empty;
}

/** Empties every table of the data model and restarts the ids at 1. */
export async function resetDatabase(db: Database): Promise<void> {
  await truncateAll(db.$client);
}

async function truncateAll(client: pg.Pool | pg.ClientBase): Promise<void> {
  await client.query(`truncate table ${TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
}

export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const scale = options.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) {
    throw new RangeError(`The demo scale must be a number above 0 and at most ${MAX_SCALE} (got ${scale})`);
  }
  const now = (options.now ?? new Date()).getTime();
  if (!Number.isFinite(now)) throw new RangeError('The demo `now` must be a valid date');
  const log = options.log ?? (() => undefined);
  const lap = (() => {
    let last = performance.now();
    return (what: string) => {
      const at = performance.now();
      log(`${what} (${((at - last) / 1000).toFixed(1)} s)`);
      last = at;
    };
  })();

  // scrypt runs on the thread pool: hash while the main thread generates the data.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const rng = new Random(SEED);
  const calendar = buildCalendar(now, HISTORY_DAYS);
  const world = buildWorld(rng.fork('world'), { now, calendar, scale });
  lap(`Demo: ${world.boulders.length} boulders and ${world.users.length} users generated`);
  const activity = simulateActivity(world, rng.fork('activity'), scale);
  lap(`Demo: ${activity.ascents.count} ascents and ${activity.connections.count} app opens simulated`);
  const contests = buildContests(world, rng.fork('contests'));
  const moderation = buildModeration(world, activity, rng.fork('moderation'), now);
  const hash = await passwordHash;

  await withTransaction(db, async (client) => {
    if (options.reset) await truncateAll(client);
    else if (!(await isEmpty(client))) {
      throw new Error('The database already holds gyms or users: seed it with the reset option to replace everything');
    }
    await writeWorld(client, world, hash);
    lap('Demo: gyms, sectors, boulders and users written');
    await writeActivity(client, activity);
    lap('Demo: ascents, app opens, ratings and comments written');
    await writeContests(client, contests);
    await writeModeration(client, moderation, now);
    await writeAnnouncements(client, buildAnnouncements(world), now);
    for (const table of IDENTITY_TABLES) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), coalesce(max(id), 0) + 1, false) from "${table}"`);
    }
  });
  // The same-level figures need the day's climber levels; the climber-levels job keeps them current.
  await refreshClimberLevels(db, new Date(now));
  // Fresh planner statistics and visibility maps: without them the first pages get poor plans and
  // counts cannot use index-only scans.
  await db.$client.query('vacuum analyze');
  lap('Demo: committed and analysed');

  return {
    scale,
    now: new Date(now).toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    counts: {
      gyms: world.gyms.length,
      users: world.users.length,
      climbers: world.climbers.length,
      gymStaff: world.staff.length,
      sectors: world.sectors.length,
      sectorOpenings: world.openings.length,
      boulders: world.boulders.length,
      activeBoulders: world.boulders.filter((b) => b.closedAt === null).length,
      ascents: activity.ascents.count,
      connections: activity.connections.count,
      ratings: activity.ratings.length,
      gradeProposals: activity.gradeProposals.length,
      comments: activity.comments.length,
      contests: contests.contests.length,
      contestCompetitors: contests.competitors.length,
      contestResults: contests.results.length,
      partnerGyms: PARTNER_GYMS.length,
    },
  };
}
