/**
 * Builders for statistics tests: difficulties, sectors and their openings, boulders, and what
 * climbers log (ascents, connections, ratings, grade proposals, comments), at Paris wall times
 * relative to today. Rows go straight into the tables, so the database triggers keep the rollups
 * exactly as they would for the mobile app's writes.
 */
import { afterAll, beforeAll } from 'vitest';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Database } from '../../src/server/db/client';
import { refreshClimberLevels } from '../../src/server/jobs/climber-levels';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import type { SectorOutline } from '../../src/server/db/schema';
import { addCalendarDays, comparisonPeriods, PARIS_TZ, parisDay } from '../../src/shared/domain/dates';
import type { AccessType } from '../../src/shared/domain/roles';
import { buildTestApp, type TestApp } from './app';
import { createStaffUser, TEST_PASSWORD } from './fixtures';
import { login, type LoggedIn, type TestBrowser } from './session';
import type { Route } from '../../src/shared/contract/routes';

dayjs.extend(utc);
dayjs.extend(timezone);

const one = async <T>(db: Database, text: string, values: unknown[]): Promise<T> => (await db.$client.query(text, values)).rows[0] as T;

/** The Paris calendar day `daysAgo` days before today ('YYYY-MM-DD'); negative for days ahead. */
export const parisDayAgo = (daysAgo: number, now = new Date()): string => addCalendarDays(parisDay(now), -daysAgo);

/** The instant of Paris wall time `time` ('HH:mm') on the day `daysAgo` days before today. */
export const parisAt = (daysAgo: number, time: string, now = new Date()): Date =>
  dayjs.tz(`${parisDayAgo(daysAgo, now)} ${time}`, 'YYYY-MM-DD HH:mm', PARIS_TZ).toDate();

export async function createDifficulty(
  db: Database,
  gymId: number,
  options: { name: string; grade: number; position: number; color1?: string; color2?: string | null; svg?: string },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, color_2, position)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      gymId,
      options.name,
      options.svg ?? `<svg data-name="${options.name}"/>`,
      options.grade,
      options.color1 ?? '#888888',
      options.color2 ?? null,
      options.position,
    ],
  );
  return row.id;
}

export async function createSector(
  db: Database,
  gymId: number,
  options: { name: string; position?: number; picture?: string | null; outline?: SectorOutline | null; x?: number; y?: number },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into sectors (gym_id, name, picture, outline, label_x, label_y, position) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      gymId,
      options.name,
      options.picture ?? null,
      options.outline ? JSON.stringify(options.outline) : null,
      options.x ?? 0,
      options.y ?? 0,
      options.position ?? 0,
    ],
  );
  return row.id;
}

/** An opening of a sector; days are 'YYYY-MM-DD' (see parisDayAgo). */
export async function createOpening(
  db: Database,
  sectorId: number,
  options: { openedAt: string; plannedClosing?: string | null; closedAt?: string | null },
): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into sector_openings (sector_id, opened_at, planned_closing, closed_at) values ($1, $2, $3, $4) returning id`,
    [sectorId, options.openedAt, options.plannedClosing ?? null, options.closedAt ?? null],
  );
  return row.id;
}

/** A hold colour of the palette with this id, name and code (the migrations' palette entry is given them: each test file has its database). */
export async function ensureHoldColor(db: Database, id: number, name: string, colorCode: string): Promise<number> {
  await db.$client.query(
    'insert into hold_colors (id, name, color_code) values ($1, $2, $3) on conflict (id) do update set name = excluded.name, color_code = excluded.color_code',
    [id, name, colorCode],
  );
  return id;
}

export interface BoulderOptions {
  gymId: number;
  sectorId: number;
  openingId?: number | null;
  difficultyId: number;
  /** Sub-level grade index 0..39. */
  grade: number;
  /** Stored level -1, 0 or 1. */
  level?: number;
  name: string;
  picture?: string | null;
  holdColorId?: number | null;
  createdAt: Date;
  closedAt?: Date | null;
  plannedDismantling?: string | null;
}

export async function createBoulder(db: Database, options: BoulderOptions): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into boulders (gym_id, sector_id, sector_opening_id, gym_difficulty_id, difficulty, level, name, picture, hold_color_id,
                           created_at, closed_at, planned_dismantling)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
    [
      options.gymId,
      options.sectorId,
      options.openingId ?? null,
      options.difficultyId,
      options.grade,
      options.level ?? 0,
      options.name,
      options.picture ?? null,
      options.holdColorId ?? null,
      options.createdAt,
      options.closedAt ?? null,
      options.plannedDismantling ?? null,
    ],
  );
  return row.id;
}

export interface AscentInput {
  user: number;
  boulder: number;
  at: Date;
  tries: number;
  topped: boolean;
}

/** Logs ascents in one statement (the gym is the boulder's). */
export async function logAscents(db: Database, ascents: AscentInput[]): Promise<void> {
  if (ascents.length === 0) return;
  await db.$client.query(
    `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped)
     select x.u, x.b, b.gym_id, x.l, x.t, x.top
     from unnest($1::int[], $2::int[], $3::timestamptz[], $4::int[], $5::bool[]) with ordinality as x(u, b, l, t, top, n)
     join boulders b on b.id = x.b
     order by x.n`,
    [ascents.map((a) => a.user), ascents.map((a) => a.boulder), ascents.map((a) => a.at), ascents.map((a) => a.tries), ascents.map((a) => a.topped)],
  );
  // What the drainer does within a second of the write.
  await drainStats(db, { wait: true });
}

export async function logConnections(db: Database, connections: { user: number; gym: number; at: Date }[]): Promise<void> {
  if (connections.length === 0) return;
  await db.$client.query(`insert into connections (user_id, gym_id, opened_at) select * from unnest($1::int[], $2::int[], $3::timestamptz[])`, [
    connections.map((c) => c.user),
    connections.map((c) => c.gym),
    connections.map((c) => c.at),
  ]);
  await drainStats(db, { wait: true });
}

export async function rate(db: Database, ratings: { user: number; boulder: number; stars: number; at?: Date }[]): Promise<void> {
  for (const r of ratings) {
    await db.$client.query('insert into ratings (user_id, boulder_id, stars, created_at) values ($1, $2, $3, $4)', [
      r.user,
      r.boulder,
      r.stars,
      r.at ?? new Date(),
    ]);
  }
  await drainStats(db, { wait: true });
}

export async function proposeGrades(db: Database, proposals: { user: number; boulder: number; grade: number; at: Date }[]): Promise<void> {
  for (const p of proposals) {
    await db.$client.query('insert into grade_proposals (user_id, boulder_id, grade, created_at) values ($1, $2, $3, $4)', [p.user, p.boulder, p.grade, p.at]);
  }
  await drainStats(db, { wait: true });
}

/** A comment (the gym is the boulder's); returns its id. */
export async function addComment(db: Database, comment: { user: number; boulder: number; text: string; at: Date }): Promise<number> {
  const row = await one<{ id: number }>(
    db,
    `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
     select b.id, b.gym_id, $2, $3, $4 from boulders b where b.id = $1 returning id`,
    [comment.boulder, comment.user, comment.text, comment.at],
  );
  await drainStats(db, { wait: true });
  return row.id;
}

// ---------------------------------------------------------------- a small gym with known figures

export interface StatsScenario {
  /** Days of each comparison period when the scenario was built (28 to 31). */
  periodDays: number;
  gym: number;
  otherGym: number;
  difficulties: { green: number; blue: number; black: number; otherGym: number };
  sectors: { slab: number; overhang: number; wall: number; empty: number; otherGym: number };
  openings: { slabPrevious: number; slabCurrent: number; overhang: number; wall: number };
  boulders: { old: number; crimp: number; roof: number; arete: number; dihedral: number; dismantled: number; otherGym: number };
  climbers: [number, number, number, number, number];
  comments: { crimp: number; roof: number; old: number; otherGym: number };
  staff: { setter: StaffLogin; marketing: StaffLogin; otherGymAdmin: StaffLogin };
}

export interface StaffLogin {
  id: number;
  uuid: string;
  email: string;
  password: string;
}

async function staffLogin(db: Database, gymId: number, accessTypes: AccessType[], isAdmin: boolean): Promise<StaffLogin> {
  const user = await createStaffUser(db, gymId, { accessTypes, isAdmin });
  return { id: user.id, uuid: user.uuid, email: user.email, password: TEST_PASSWORD };
}

export const RED = { id: 3, name: 'Rouge', code: '#e03131' };
export const SLAB_OUTLINE: SectorOutline = { width: 800, height: 600, paths: ['M0 0 L100 0 L100 100 Z'] };

/**
 * The gym of the statistics tests (every expected figure is worked out by hand in the test files
 * and docs/statistics.md). `d` below is "days ago" in Paris; P is the period length, so days
 * 0..P-1 are the current period and P..2P-1 the previous one.
 *
 * Difficulties: green (5A, position 1), blue (6A, position 2), black (7A, position 3, no boulder).
 * Sectors: slab (previous opening d70–d40 with "old", current opening since d10 with "crimp"
 * and "roof"), overhang (opened d5: "arete", "dihedral"), wall (dismantled d7: "dismantled"),
 * empty (never opened). Climbers C1..C5; an other gym with one ascent, one connection, one comment.
 */
export async function buildStatsScenario(db: Database, periodDays: number, now = new Date()): Promise<StatsScenario> {
  const P = periodDays;
  const at = (daysAgo: number, time: string) => parisAt(daysAgo, time, now);
  const day = (daysAgo: number) => parisDayAgo(daysAgo, now);
  const gym = (
    await one<{ id: number }>(db, `insert into gyms (name, city, sectors_picture) values ('Salle Stats', 'Lyon', '/plan-stats.svg') returning id`, [])
  ).id;
  const otherGym = (await one<{ id: number }>(db, `insert into gyms (name, city) values ('Autre Salle', 'Paris') returning id`, [])).id;

  // Positions inserted out of order: answers must follow positions, not ids.
  const blue = await createDifficulty(db, gym, { name: 'Bleu', grade: 18, position: 2, color1: '#1c7ed6' });
  const green = await createDifficulty(db, gym, { name: 'Vert', grade: 12, position: 1, color1: '#2f9e44', color2: '#ffffff' });
  const black = await createDifficulty(db, gym, { name: 'Noir', grade: 24, position: 3, color1: '#000000' });
  const otherDifficulty = await createDifficulty(db, otherGym, { name: 'Jaune', grade: 10, position: 1 });
  await ensureHoldColor(db, RED.id, RED.name, RED.code);

  const slab = await createSector(db, gym, { name: 'Dalle', position: 1, picture: '/dalle.jpg', outline: SLAB_OUTLINE, x: 12.5, y: 40 });
  const overhang = await createSector(db, gym, { name: 'Dévers', position: 2, picture: '/devers.jpg', x: 50, y: 60 });
  const wall = await createSector(db, gym, { name: 'Mur', position: 3 });
  const empty = await createSector(db, gym, { name: 'Vide', position: 4 });
  const otherSector = await createSector(db, otherGym, { name: 'Ailleurs', position: 1 });

  const slabPrevious = await createOpening(db, slab, { openedAt: day(70), plannedClosing: day(42), closedAt: day(40) });
  const slabCurrent = await createOpening(db, slab, { openedAt: day(10), plannedClosing: day(-20) });
  const overhangOpening = await createOpening(db, overhang, { openedAt: day(5), plannedClosing: day(-30) });
  const wallOpening = await createOpening(db, wall, { openedAt: day(60), plannedClosing: day(8), closedAt: day(7) });
  const otherOpening = await createOpening(db, otherSector, { openedAt: day(20) });

  const old = await createBoulder(db, {
    gymId: gym,
    sectorId: slab,
    openingId: slabPrevious,
    difficultyId: green,
    grade: 12,
    name: 'Ancien',
    createdAt: at(70, '10:00'),
    closedAt: at(40, '09:00'),
    plannedDismantling: day(42),
  });
  const crimp = await createBoulder(db, {
    gymId: gym,
    sectorId: slab,
    openingId: slabCurrent,
    difficultyId: green,
    grade: 13,
    level: 1,
    name: 'Réglette',
    picture: '/reglette.jpg',
    holdColorId: RED.id,
    createdAt: at(10, '10:00'),
    plannedDismantling: day(-20),
  });
  const roof = await createBoulder(db, {
    gymId: gym,
    sectorId: slab,
    openingId: slabCurrent,
    difficultyId: blue,
    grade: 18,
    level: -1,
    name: 'Toit',
    createdAt: at(10, '10:00'),
    plannedDismantling: day(-20),
  });
  const arete = await createBoulder(db, {
    gymId: gym,
    sectorId: overhang,
    openingId: overhangOpening,
    difficultyId: blue,
    grade: 19,
    name: 'Arête',
    createdAt: at(5, '10:00'),
    plannedDismantling: day(-30),
  });
  const dihedral = await createBoulder(db, {
    gymId: gym,
    sectorId: overhang,
    openingId: overhangOpening,
    difficultyId: blue,
    grade: 18,
    name: 'Dièdre',
    createdAt: at(5, '10:00'),
    plannedDismantling: day(-30),
  });
  const dismantled = await createBoulder(db, {
    gymId: gym,
    sectorId: wall,
    openingId: wallOpening,
    difficultyId: green,
    grade: 12,
    name: 'Vieux',
    createdAt: at(60, '10:00'),
    closedAt: at(7, '09:00'),
    plannedDismantling: day(8),
  });
  const elsewhere = await createBoulder(db, {
    gymId: otherGym,
    sectorId: otherSector,
    openingId: otherOpening,
    difficultyId: otherDifficulty,
    grade: 10,
    name: 'Lointain',
    createdAt: at(20, '10:00'),
  });

  const climbers: number[] = [];
  for (const [first, last] of [
    ['Camille', 'Un'],
    ['Chloé', 'Deux'],
    ['Charles', 'Trois'],
    ['Cécile', 'Quatre'],
    ['Claude', 'Cinq'],
  ] as const) {
    const row = await one<{ id: number }>(db, `insert into users (email, first_name, last_name) values ($1, $2, $3) returning id`, [
      `${first.toLowerCase()}.${last.toLowerCase()}.${gym}@grimpe.fr`.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
      first,
      last,
    ]);
    climbers.push(row.id);
  }
  const [c1, c2, c3, c4, c5] = climbers as [number, number, number, number, number];

  await logAscents(db, [
    // Previous opening of the slab, during the previous period.
    { user: c1, boulder: old, at: at(45, '19:00'), tries: 3, topped: false },
    { user: c1, boulder: old, at: at(44, '19:00'), tries: 2, topped: true },
    { user: c2, boulder: old, at: at(45, '20:00'), tries: 1, topped: true },
    { user: c4, boulder: old, at: at(50, '18:00'), tries: 4, topped: false },
    { user: c5, boulder: old, at: at(42, '18:00'), tries: 2, topped: false },
    // The dismantled wall, around the start of the current period.
    { user: c4, boulder: dismantled, at: at(P, '23:45'), tries: 1, topped: true },
    // 00:30 in Paris is still the previous day in UTC: it belongs to the current period.
    { user: c4, boulder: dismantled, at: at(P - 1, '00:30'), tries: 2, topped: false },
    { user: c1, boulder: dismantled, at: at(20, '19:00'), tries: 1, topped: true },
    { user: c3, boulder: dismantled, at: at(20, '19:30'), tries: 2, topped: true },
    { user: c2, boulder: dismantled, at: at(15, '18:00'), tries: 2, topped: false },
    { user: c2, boulder: dismantled, at: at(14, '18:00'), tries: 1, topped: true },
    // Current opening of the slab.
    { user: c1, boulder: crimp, at: at(8, '18:00'), tries: 2, topped: false },
    { user: c1, boulder: crimp, at: at(6, '18:00'), tries: 3, topped: true },
    { user: c2, boulder: crimp, at: at(6, '18:30'), tries: 1, topped: true },
    { user: c3, boulder: crimp, at: at(3, '12:00'), tries: 4, topped: true },
    { user: c4, boulder: crimp, at: at(2, '19:00'), tries: 5, topped: false },
    { user: c1, boulder: crimp, at: at(1, '19:00'), tries: 1, topped: true },
    { user: c3, boulder: roof, at: at(9, '19:00'), tries: 2, topped: true },
    { user: c2, boulder: roof, at: at(9, '19:10'), tries: 3, topped: false },
    { user: c5, boulder: roof, at: at(1, '00:30'), tries: 1, topped: true },
    // The overhang.
    { user: c3, boulder: arete, at: at(4, '19:00'), tries: 1, topped: true },
    { user: c5, boulder: arete, at: at(4, '19:20'), tries: 2, topped: false },
    { user: c3, boulder: dihedral, at: at(3, '18:00'), tries: 3, topped: true },
    // Another gym: never counted here.
    { user: c3, boulder: elsewhere, at: at(2, '18:00'), tries: 7, topped: true },
  ]);

  await logConnections(db, [
    { user: c1, gym, at: at(1, '18:55') },
    { user: c1, gym, at: at(1, '20:00') },
    { user: c2, gym, at: at(6, '18:25') },
    { user: c5, gym, at: at(1, '00:20') },
    { user: c4, gym, at: at(P - 1, '00:10') },
    { user: c1, gym, at: at(P + 1, '10:00') },
    { user: c2, gym, at: at(P + 1, '11:00') },
    { user: c2, gym, at: at(P + 2, '11:00') },
    { user: c3, gym: otherGym, at: at(2, '17:55') },
  ]);

  await rate(db, [
    { user: c1, boulder: crimp, stars: 4 },
    { user: c2, boulder: crimp, stars: 5 },
    { user: c3, boulder: roof, stars: 3 },
    { user: c1, boulder: old, stars: 2 },
  ]);
  await proposeGrades(db, [
    { user: c1, boulder: crimp, grade: 13, at: at(3, '10:00') },
    { user: c2, boulder: crimp, grade: 14, at: at(2, '10:00') },
    { user: c3, boulder: roof, grade: 19, at: at(4, '10:00') },
    { user: c5, boulder: arete, grade: 20, at: at(3, '10:00') },
    { user: c1, boulder: old, grade: 11, at: at(45, '10:00') },
    // Made during the current period on a boulder dismantled before it: not a figure of the current period.
    { user: c4, boulder: old, grade: 11, at: at(5, '10:00') },
  ]);
  const comments = {
    crimp: await addComment(db, { user: c1, boulder: crimp, text: 'Super bloc, la réglette du haut pique.', at: at(5, '20:00') }),
    roof: await addComment(db, { user: c3, boulder: roof, text: 'Trop dur pour un bleu !', at: at(2, '21:00') }),
    old: await addComment(db, { user: c2, boulder: old, text: 'On le regrettera.', at: at(41, '20:00') }),
    otherGym: await addComment(db, { user: c3, boulder: elsewhere, text: 'Ailleurs.', at: at(1, '20:00') }),
  };

  return {
    periodDays: P,
    gym,
    otherGym,
    difficulties: { green, blue, black, otherGym: otherDifficulty },
    sectors: { slab, overhang, wall, empty, otherGym: otherSector },
    openings: { slabPrevious, slabCurrent, overhang: overhangOpening, wall: wallOpening },
    boulders: { old, crimp, roof, arete, dihedral, dismantled, otherGym: elsewhere },
    climbers: [c1, c2, c3, c4, c5],
    comments,
    staff: {
      setter: await staffLogin(db, gym, ['route_setter'], false),
      marketing: await staffLogin(db, gym, ['marketing_staff'], false),
      otherGymAdmin: await staffLogin(db, otherGym, ['route_setter'], true),
    },
  };
}

/** The real app on a fresh database holding the statistics scenario, and a logged-in route setter of its gym. */
export async function startStatsApp(env: Record<string, string> = {}): Promise<{ testApp: TestApp; scenario: StatsScenario; setter: LoggedIn }> {
  const testApp = await buildTestApp({ env });
  const now = new Date();
  const scenario = await buildStatsScenario(testApp.database.db, comparisonPeriods(now).days, now);
  // What the climber-levels job does at the start of the day.
  await refreshClimberLevels(testApp.database.db, now);
  const setter = await login(testApp.app, scenario.staff.setter.email, scenario.staff.setter.password);
  return { testApp, scenario, setter };
}

export type StartedStatsApp = Awaited<ReturnType<typeof startStatsApp>>;

/**
 * Starts the scenario's app before the file's tests (handing it to `take`) and closes it after them:
 * `useStatsApp((started) => ({ testApp, scenario, setter } = started));`
 */
export function useStatsApp(take: (started: StartedStatsApp) => void, env: Record<string, string> = {}): void {
  let started: StartedStatsApp | undefined;
  beforeAll(async () => {
    started = await startStatsApp(env);
    take(started);
  });
  afterAll(() => started?.testApp.close());
}

/** GET a URL as that browser, expecting 200; answers the parsed body. */
export async function getOk<T = unknown>(session: TestBrowser, url: string): Promise<T> {
  const response = await session.inject({ method: 'GET', url });
  if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json() as T;
}

/** The card of Réglette (the scenario's busiest boulder), as top-boulders and the green circuit answer it. */
export const crimpCard = (s: StatsScenario) => ({
  id: s.boulders.crimp,
  name: 'Réglette',
  picture: '/reglette.jpg',
  sectorName: 'Dalle',
  level: 1,
  gripColor: RED.code,
  difficultySvg: '<svg data-name="Vert"/>',
  difficultyColor: '#2f9e44',
  // 16 tries over the 10 days since d10.
  triesPerDay: 1.6,
  totalTries: 16,
  // C1 topped after 2+3 tries, C2 after 1, C3 after 4: 10 / 3.
  averageTriesBeforeTop: 3.33,
  // Stars 4 and 5.
  ranking: 4.5,
  rankingCount: 2,
});

/** The statistics of a route as a call answers them (docs/product.md › Back office: data), for comparing with a recount. */
export const routeStatistics = (r: Route) => ({
  total_tries: r.total_tries,
  tries_per_day: r.tries_per_day,
  success_rate: r.success_rate,
  success_flash_rate: r.success_flash_rate,
  average_tries_before_top: r.average_tries_before_top,
  success_rate_by_same_level_climbers: r.success_rate_by_same_level_climbers,
  success_flash_rate_by_same_level_climbers: r.success_flash_rate_by_same_level_climbers,
  average_tries_before_top_by_same_level_climbers: r.average_tries_before_top_by_same_level_climbers,
});

/** A ratio or percentage rounded to two decimals, like the server (expected values computed from P). */
export const twoDecimals = (part: number, whole: number, factor = 1) => (whole > 0 ? Math.round((100 * factor * part) / whole) / 100 : 0);
