/**
 * The deterministic demo of decisions.md §6: same scale and `now` give the same rows (except the
 * password hash, salted at random). Data is generated relative to `now`, so it always looks recent.
 */
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { refreshClimberLevels } from '../jobs/climber-levels';
import { hashPassword } from '../services/passwords';
import type { Database } from '../db/client';
import { withTransaction } from '../db/transaction';
import * as schema from '../db/schema';
import { simulateActivity, type Activity } from './activity';
import { bulkInsert, columnsOf, withoutChecksAndIndexes } from './bulk-insert';
import { MediaCollector } from './media';
import { writeDemoPhotos } from './photos';
import { DEMO_ACCOUNT_DEFINITIONS, HOLD_COLORS } from './catalog';
import { MAX_SCALE } from './cli-args';
import { buildModeration } from './moderation';
import type { Contests } from './gym-contests';
import { buildContests } from './contests';
import { buildCalendar } from './paris-time';
import { PARTNER_GYMS } from './partner-gyms';
import { Random } from './random';
import { buildWorld, type World } from './world';

export const DEMO_PASSWORD = 'Gaston-2024!';

/** The accounts of decisions.md §6, for the start banner and the README's Quick start. */
export const DEMO_ACCOUNTS: readonly { email: string; description: string }[] = DEMO_ACCOUNT_DEFINITIONS.map(({ email, description }) => ({
  email,
  description,
}));

export { CONTEST_SLUGS } from './catalog';

const SEED = 20_240_601;
/** Length of the simulated history, in days, ending today. */
const HISTORY_DAYS = 365;

export interface SeedOptions {
  /** 1 is the demo of decisions.md §6; 10 is ten times more climbers, boulders and ascents. */
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

async function writeWorld(client: pg.ClientBase, world: World, passwordHash: string) {
  const explicitIds = { overridingSystemValue: true };
  const media = new MediaCollector();
  // The palette comes with the migrations (0028); the demo writes its own copy of it in its place.
  await client.query('delete from hold_colors');
  await bulkInsert(
    client,
    'hold_colors',
    columnsOf(HOLD_COLORS, [
      ['id', 'int4', (c) => c.id],
      ['name', 'text', (c) => c.name],
      ['color_code', 'text', (c) => c.colorCode],
    ]),
  );
  await bulkInsert(
    client,
    'partner_gyms',
    columnsOf(PARTNER_GYMS, [
      ['id', 'text', (g) => g.id],
      ['name', 'text', (g) => g.name],
      ['city', 'text', (g) => g.city],
    ]),
  );
  await bulkInsert(
    client,
    'gyms',
    columnsOf(world.gyms, [
      ['id', 'int4', (g) => g.id],
      ['name', 'text', (g) => g.name],
      ['city', 'text', (g) => g.city],
      ['has_additional_difficulty_grading', 'bool', (g) => g.hasAdditionalDifficultyGrading],
      ['is_custom_difficulty_system_color', 'bool', (g) => g.isCustomDifficultySystemColor],
      ['sectors_picture', 'text', (g) => media.url(g.sectorsPicture)],
      ['created_at', 'timestamptz', (g) => g.createdAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'tags',
    columnsOf(world.tags, [
      ['id', 'int4', (t) => t.id],
      ['gym_id', 'int4', (t) => t.gymId],
      ['kind', 'text', (t) => t.kind],
      ['name', 'text', (t) => t.name],
      ['catalog_id', 'int4', (t) => t.catalogId],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'gym_difficulties',
    columnsOf(world.difficulties, [
      ['id', 'int4', (d) => d.id],
      ['gym_id', 'int4', (d) => d.gymId],
      ['name', 'text', (d) => d.name],
      ['svg', 'text', (d) => d.svg],
      ['corresponding_difficulty', 'int2', (d) => d.correspondingDifficulty],
      ['color_1', 'text', (d) => d.color1],
      ['color_2', 'text', (d) => d.color2],
      ['position', 'int2', (d) => d.position],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'users',
    columnsOf(world.users, [
      ['id', 'int4', (u) => u.id],
      ['uuid', 'uuid', (u) => u.uuid],
      ['email', 'text', (u) => u.email],
      ['password_hash', 'text', () => passwordHash],
      ['first_name', 'text', (u) => u.firstName],
      ['last_name', 'text', (u) => u.lastName],
      ['gender', 'text', (u) => u.gender],
      ['profile_picture', 'text', (u) => media.url(u.profilePicture)],
      ['home_gym_id', 'int4', (u) => u.homeGymId],
      ['created_at', 'timestamptz', (u) => u.createdAt],
      ['email_confirmed_at', 'timestamptz', (u) => u.emailConfirmedAt],
      ['ranking_consent', 'bool', (u) => u.rankingConsent],
      ['news_consent', 'bool', (u) => u.newsConsent],
    ]),
    { ...explicitIds, chunkSize: 10_000 },
  );
  await bulkInsert(
    client,
    'gym_staff',
    columnsOf(world.staff, [
      ['gym_id', 'int4', (s) => s.gymId],
      ['user_id', 'int4', (s) => s.userId],
      ['access_types', 'text[]', (s) => s.accessTypes],
      ['is_admin', 'bool', (s) => s.isAdmin],
      ['created_at', 'timestamptz', (s) => s.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'sectors',
    columnsOf(world.sectors, [
      ['id', 'int4', (s) => s.id],
      ['gym_id', 'int4', (s) => s.gymId],
      ['name', 'text', (s) => s.name],
      ['picture', 'text', (s) => media.url(s.picture)],
      ['outline', 'jsonb', (s) => s.outline],
      ['label_x', 'float8', (s) => s.labelX],
      ['label_y', 'float8', (s) => s.labelY],
      ['position', 'int2', (s) => s.position],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'sector_openings',
    columnsOf(world.openings, [
      ['id', 'int4', (o) => o.id],
      ['sector_id', 'int4', (o) => o.sectorId],
      ['opened_at', 'date', (o) => o.openedAt],
      ['planned_closing', 'date', (o) => o.plannedClosing],
      ['closed_at', 'date', (o) => o.closedAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'boulders',
    columnsOf(world.boulders, [
      ['id', 'int4', (b) => b.id],
      ['gym_id', 'int4', (b) => b.gymId],
      ['sector_id', 'int4', (b) => b.sectorId],
      ['sector_opening_id', 'int4', (b) => b.sectorOpeningId],
      ['name', 'text', (b) => b.name],
      ['picture', 'text', (b) => media.url(b.picture)],
      ['hold_color_id', 'int4', (b) => b.holdColorId],
      ['gym_difficulty_id', 'int4', (b) => b.gymDifficultyId],
      ['difficulty', 'int2', (b) => b.difficulty],
      ['level', 'int2', (b) => b.level],
      ['tag_steepness_id', 'int4', (b) => b.tagSteepnessId],
      ['tag_grips_id', 'int4', (b) => b.tagGripsId],
      ['tag_style_id', 'int4', (b) => b.tagStyleId],
      ['route_setter_id', 'int4', (b) => b.routeSetterId],
      ['height_m', 'float8', (b) => b.heightM],
      ['code', 'text', (b) => b.code],
      ['created_at', 'timestamptz', (b) => b.createdAt],
      ['planned_dismantling', 'date', (b) => b.plannedDismantling],
      ['closed_at', 'timestamptz', (b) => b.closedAt],
    ]),
    { ...explicitIds, chunkSize: 5_000 },
  );
  await bulkInsert(
    client,
    'boulder_setters',
    columnsOf(world.boulderSetters, [
      ['boulder_id', 'int4', (s) => s.boulderId],
      ['user_id', 'int4', (s) => s.userId],
      ['position', 'int2', (s) => s.position],
    ]),
  );
  await media.write(client);
  await writeDemoPhotos(client);
  await writeSettingPlans(client);
}

/**
 * Route-setting data of the demo (route-setting.md §2): gym-wide grade targets per circuit, some
 * above and some below what is on the walls so that 'À ouvrir' has work to show, and one
 * 'Séance d'ouverture' per opening in the history, by a setter of the gym.
 */
async function writeSettingPlans(client: pg.ClientBase) {
  await client.query(
    `insert into grade_targets (gym_id, gym_difficulty_id, sector_id, count)
     select d.gym_id, d.id, null,
            greatest(2, (select count(*) from boulders b where b.gym_difficulty_id = d.id and b.closed_at is null)::int
                        + case d.position % 3 when 0 then 6 when 1 then -3 else 2 end)
     from gym_difficulties d where d.gym_id in (select id from gyms where id <= 2)`,
  );
  await client.query(
    `insert into audit_log (user_id, gym_id, action, entity, entity_id, before, after, kind, sector_id, created_at)
     select (select min(st.user_id) from gym_staff st where st.gym_id = s.gym_id and st.access_types && array['route_setter', 'chief_route_setter']::text[]),
            s.gym_id, 'setting_day', 'sector', s.id::text, null,
            jsonb_build_object('openingDate', o.opened_at::text, 'plannedDismantling', o.planned_closing::text,
                               'boulders', (select count(*) from boulders b where b.sector_opening_id = o.id)::text || ' nouveaux'),
            'setting_day', s.id, (o.opened_at + time '18:30') at time zone 'Europe/Paris'
     from sector_openings o join sectors s on s.id = o.sector_id
     order by o.opened_at, o.id`,
  );
}

const sequence = (count: number) => {
  const ids = new Int32Array(count);
  for (let i = 0; i < count; i++) ids[i] = i + 1;
  return ids;
};

/** Tables whose writes queue statistics changes (migration 0009_deferred_rollups.sql), and the rollups. */
const ROLLUP_SOURCES = ['ascents', 'connections'];
const ROLLUPS = ['boulder_climber_stats', 'boulder_stats', 'gym_climber_days', 'boulder_days', 'difficulty_climbers'];

async function writeActivity(client: pg.ClientBase, activity: Activity) {
  const { ascents, connections } = activity;
  // Queueing every chunk for the drainer costs more than one rebuild at the end. Without the
  // rebuild function (older schema) the triggers stay on.
  const { rows } = await client.query<{ present: boolean; rollups: string[] }>(
    `select to_regprocedure('gaston_rebuild_stats()') is not null as present,
            array(select t from unnest($1::text[]) t where to_regclass(t) is not null) as rollups`,
    [ROLLUPS],
  );
  const rebuildAtEnd = rows[0]!.present;
  if (rebuildAtEnd) for (const table of ROLLUP_SOURCES) await client.query(`alter table "${table}" disable trigger user`);
  await withoutChecksAndIndexes(client, ['ascents'], () =>
    bulkInsert(
      client,
      'ascents',
      [
        { name: 'id', type: 'int8', values: sequence(ascents.count) },
        { name: 'user_id', type: 'int4', values: ascents.userId },
        { name: 'boulder_id', type: 'int4', values: ascents.boulderId },
        { name: 'gym_id', type: 'int4', values: ascents.gymId },
        { name: 'logged_at', type: 'timestamptz', values: ascents.loggedAt },
        { name: 'tries', type: 'int2', values: ascents.tries },
        { name: 'topped', type: 'bool', values: ascents.topped },
      ],
      { overridingSystemValue: true },
    ),
  );
  await withoutChecksAndIndexes(client, ['connections'], () =>
    bulkInsert(
      client,
      'connections',
      [
        { name: 'id', type: 'int8', values: sequence(connections.count) },
        { name: 'user_id', type: 'int4', values: connections.userId },
        { name: 'gym_id', type: 'int4', values: connections.gymId },
        { name: 'opened_at', type: 'timestamptz', values: connections.openedAt },
      ],
      { overridingSystemValue: true },
    ),
  );
  if (rebuildAtEnd) {
    for (const table of ROLLUP_SOURCES) await client.query(`alter table "${table}" enable trigger user`);
    // A sort of every ascent: give it the memory to stay out of temporary files.
    await client.query(`set local work_mem = '256MB'`);
    await withoutChecksAndIndexes(client, rows[0]!.rollups, () => client.query('select gaston_rebuild_stats()'));
    await client.query('reset work_mem');
  }
  await bulkInsert(
    client,
    'ratings',
    columnsOf(activity.ratings, [
      ['user_id', 'int4', (r) => r.userId],
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['stars', 'int2', (r) => r.value],
      ['created_at', 'timestamptz', (r) => r.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'grade_proposals',
    columnsOf(activity.gradeProposals, [
      ['user_id', 'int4', (r) => r.userId],
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['grade', 'int2', (r) => r.value],
      ['created_at', 'timestamptz', (r) => r.createdAt],
    ]),
  );
  await bulkInsert(
    client,
    'comments',
    columnsOf(activity.comments, [
      ['id', 'int4', (_, i) => i + 1],
      ['boulder_id', 'int4', (c) => c.boulderId],
      ['gym_id', 'int4', (c) => c.gymId],
      ['user_id', 'int4', (c) => c.userId],
      ['comment', 'text', (c) => c.comment],
      ['created_at', 'timestamptz', (c) => c.createdAt],
    ]),
    { overridingSystemValue: true },
  );
}

async function writeModeration(client: pg.ClientBase, moderation: ReturnType<typeof buildModeration>, now: number) {
  // The staff read and kept the comments of more than three days ago; the recent ones wait in the inbox.
  await client.query(
    `update comments c set reviewed_at = c.created_at + interval '6 hours', reviewed_by_id = (select min(s.user_id) from gym_staff s where s.gym_id = c.gym_id)
     where c.created_at < $1::timestamptz - interval '3 days'`,
    [new Date(now)],
  );
  await bulkInsert(
    client,
    'problem_reports',
    columnsOf(moderation.reports, [
      ['boulder_id', 'int4', (r) => r.boulderId],
      ['gym_id', 'int4', (r) => r.gymId],
      ['user_id', 'int4', (r) => r.userId],
      ['kind', 'text', (r) => r.kind],
      ['text', 'text', (r) => r.text],
      ['created_at', 'timestamptz', (r) => r.createdAt],
      ['resolved_at', 'timestamptz', (r) => r.resolvedAt],
      ['resolved_by_id', 'int4', (r) => r.resolvedById],
      ['resolution_note', 'text', (r) => r.resolutionNote],
    ]),
  );
  for (const comment of moderation.hidden) {
    await client.query('update comments set hidden_at = $2, hidden_by_id = $3, hidden_reason = $4 where id = $1', [
      comment.commentId,
      new Date(comment.hiddenAt),
      comment.hiddenById,
      comment.reason,
    ]);
  }
}

async function writeContests(client: pg.ClientBase, contests: Contests) {
  const explicitIds = { overridingSystemValue: true };
  const createdAtOf = new Map(contests.contests.map((c) => [c.id, c.createdAt]));
  await bulkInsert(
    client,
    'contests',
    columnsOf(contests.contests, [
      ['id', 'int4', (c) => c.id],
      ['slug', 'text', (c) => c.slug],
      ['name', 'text', (c) => c.name],
      ['kind', 'text', (c) => c.kind],
      ['gym_id', 'int4', (c) => c.gymId],
      ['starts_at', 'timestamptz', (c) => c.startsAt],
      ['ends_at', 'timestamptz', (c) => c.endsAt],
      ['refresh_seconds', 'int4', (c) => c.refreshSeconds],
      ['draw_count', 'int4', (c) => c.drawCount],
      ['format', 'text', (c) => c.format ?? (c.kind === 'draw' || c.kind === null ? 'points' : c.kind)],
      ['registration_opens_at', 'timestamptz', (c) => c.registrationOpensAt ?? null],
      ['registration_closes_at', 'timestamptz', (c) => c.registrationClosesAt ?? null],
      ['capacity', 'int4', (c) => c.capacity ?? null],
      ['best_n', 'int4', (c) => c.bestN ?? null],
      ['self_scoring', 'bool', (c) => c.selfScoring ?? false],
      ['final_count', 'int4', (c) => c.finalCount ?? null],
      ['created_at', 'timestamptz', (c) => c.createdAt],
      ['updated_at', 'timestamptz', (c) => c.createdAt],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_categories',
    columnsOf(contests.categories, [
      ['id', 'int4', (c) => c.id],
      ['contest_id', 'int4', (c) => c.contestId],
      ['position', 'int2', (c) => c.position],
      ['name', 'text', (c) => c.name],
      ['gender', 'text', (c) => c.gender],
      ['birth_year_min', 'int4', (c) => c.birthYearMin ?? null],
      ['birth_year_max', 'int4', (c) => c.birthYearMax ?? null],
      ['capacity', 'int4', (c) => c.capacity ?? null],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_boulders',
    columnsOf(contests.boulders, [
      ['id', 'int4', (b) => b.id],
      ['contest_id', 'int4', (b) => b.contestId],
      ['number', 'int4', (b) => b.number],
      ['name', 'text', (b) => b.name],
      ['height_m', 'float8', (b) => b.heightM],
      ['round', 'text', (b) => b.round ?? 'qualification'],
      ['color', 'text', (b) => b.color ?? null],
      ['zone', 'bool', (b) => b.zone ?? true],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_competitors',
    columnsOf(contests.competitors, [
      ['id', 'int4', (c) => c.id],
      ['contest_id', 'int4', (c) => c.contestId],
      ['user_id', 'int4', (c) => c.userId],
      ['first_name', 'text', (c) => c.firstName],
      ['last_name', 'text', (c) => c.lastName],
      ['category_id', 'int4', (c) => c.categoryId],
      ['email', 'text', (c) => c.email ?? null],
      ['birth_year', 'int4', (c) => c.birthYear ?? null],
      ['bib', 'int4', (c) => c.bib ?? null],
      ['disqualified', 'bool', (c) => c.disqualified ?? false],
      ['name_consent', 'bool', (c) => c.nameConsent ?? true],
      ['self_token', 'text', (c) => c.selfToken ?? null],
      ['self_link_sent_at', 'timestamptz', (c) => c.selfLinkSentAt ?? null],
      ['created_at', 'timestamptz', (c) => createdAtOf.get(c.contestId)!],
    ]),
    explicitIds,
  );
  await bulkInsert(
    client,
    'contest_results',
    columnsOf(contests.results, [
      ['competitor_id', 'int4', (r) => r.competitorId],
      ['contest_boulder_id', 'int4', (r) => r.contestBoulderId],
      ['contest_id', 'int4', (r) => r.contestId],
      // The attempts of a top are its tries; a zone was reached by the last try at the latest.
      ['attempts', 'int4', (r) => r.tries],
      ['zone_attempt', 'int4', (r) => (r.zoneAttempt !== undefined ? r.zoneAttempt : r.zone || r.topped ? r.tries : null)],
      ['top_attempt', 'int4', (r) => (r.topAttempt !== undefined ? r.topAttempt : r.topped ? r.tries : null)],
      ['client_id', 'uuid', (r) => r.clientId ?? null],
      ['logged_at', 'timestamptz', (r) => r.loggedAt],
    ]),
  );
  await bulkInsert(
    client,
    'contest_judges',
    columnsOf(contests.judges, [
      ['id', 'int4', (j) => j.id],
      ['contest_id', 'int4', (j) => j.contestId],
      ['name', 'text', (j) => j.name],
      ['code', 'text', (j) => j.code],
      ['token', 'text', (j) => j.token],
      ['boulder_ids', 'int4[]', (j) => j.boulderIds],
      ['created_at', 'timestamptz', (j) => createdAtOf.get(j.contestId)!],
    ]),
    explicitIds,
  );
  // The history of the judged and self-scored results: who entered each one.
  const contestById = new Map(contests.contests.map((c) => [c.id, c]));
  const competitorById = new Map(contests.competitors.map((c) => [c.id, c]));
  const judgeOf = new Map(contests.judges.flatMap((j) => j.boulderIds.map((b) => [b, j.id] as const)));
  const entries = contests.results.filter((r) => r.clientId);
  const selfScored = (r: (typeof entries)[number]) => {
    const competitor = competitorById.get(r.competitorId)!;
    const byLink = competitor.selfLinkSentAt != null && r.loggedAt >= competitor.selfLinkSentAt;
    return !!contestById.get(r.contestId)!.selfScoring && (competitor.userId !== null || byLink);
  };
  await bulkInsert(
    client,
    'contest_result_entries',
    columnsOf(entries, [
      ['client_id', 'uuid', (r) => r.clientId!],
      ['contest_id', 'int4', (r) => r.contestId],
      ['competitor_id', 'int4', (r) => r.competitorId],
      ['contest_boulder_id', 'int4', (r) => r.contestBoulderId],
      ['attempts', 'int4', (r) => r.tries],
      ['zone_attempt', 'int4', (r) => r.zoneAttempt ?? null],
      ['top_attempt', 'int4', (r) => r.topAttempt ?? null],
      ['source', 'text', (r) => (selfScored(r) ? 'self' : 'judge')],
      ['judge_id', 'int4', (r) => (selfScored(r) ? null : (judgeOf.get(r.contestBoulderId) ?? null))],
      ['user_id', 'int4', (r) => (selfScored(r) ? competitorById.get(r.competitorId)!.userId : null)],
      ['created_at', 'timestamptz', (r) => r.loggedAt],
    ]),
  );
  await bulkInsert(
    client,
    'contest_finalists',
    columnsOf(contests.finalists, [
      ['contest_id', 'int4', (f) => f.contestId],
      ['competitor_id', 'int4', (f) => f.competitorId],
      ['qualification_rank', 'int4', (f) => f.qualificationRank],
    ]),
  );
  await bulkInsert(
    client,
    'contest_draw_winners',
    columnsOf(contests.drawWinners, [
      ['contest_id', 'int4', (w) => w.contestId],
      ['competitor_id', 'int4', (w) => w.competitorId],
      ['position', 'int2', (w) => w.position],
      ['drawn_at', 'timestamptz', (w) => w.drawnAt],
    ]),
  );
}
