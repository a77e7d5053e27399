/**
 * Monthly leaderboards (docs/product.md › Public side: contests and leaderboards): Gaston Index values recomputed by hand from the inserted
 * tops, and route setters by boulders opened in the current Paris calendar month.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { monthlyLeaderboardResponseSchema, routeSettersLeaderboardResponseSchema, type MonthlyLeaderboardEntry } from '../../src/shared/contract/public';
import { parisMonthRange } from '../../src/shared/domain/leaderboard';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';

let t: TestApp;
let q: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;
const realNow = Date.now.bind(Date);
let clockOffset = 0;

const month = parisMonthRange(new Date());
/** An instant inside the current month, `hours` after its start. */
const inMonth = (hours: number) => new Date(month.from.getTime() + hours * 3_600_000);
/** An instant in the previous month. */
const lastMonth = new Date(month.from.getTime() - 3_600_000);

const ctx = {
  gymA: 0,
  gymB: 0,
  sectorA: 0,
  sectorB: 0,
  difficultyA: 0,
  difficultyB: 0,
  styles: [] as number[],
  steepness: 0,
};
const people: Record<string, CreatedUser> = {};

async function boulder(options: {
  grade: number;
  style?: number | null;
  steepness?: number | null;
  gym?: 'A' | 'B';
  setter?: number | null;
  createdAt?: Date;
}) {
  const gym = options.gym ?? 'A';
  const [row] = await q(
    `insert into boulders (gym_id, sector_id, name, gym_difficulty_id, difficulty, tag_style_id, tag_steepness_id, route_setter_id, created_at)
     values ($1, $2, 'Bloc', $3, $4, $5, $6, $7, $8) returning id`,
    [
      gym === 'A' ? ctx.gymA : ctx.gymB,
      gym === 'A' ? ctx.sectorA : ctx.sectorB,
      gym === 'A' ? ctx.difficultyA : ctx.difficultyB,
      options.grade,
      options.style ?? null,
      options.steepness ?? null,
      options.setter ?? null,
      options.createdAt ?? lastMonth,
    ],
  );
  return row!.id as number;
}

async function ascent(user: CreatedUser, boulderId: number, options: { topped?: boolean; at?: Date; tries?: number } = {}) {
  const [b] = await q('select gym_id from boulders where id = $1', [boulderId]);
  await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, $4, $5, $6)`, [
    user.id,
    boulderId,
    b!.gym_id,
    options.at ?? inMonth(2),
    options.tries ?? 1,
    options.topped ?? true,
  ]);
}

/** Tops of new boulders of these grades in one style this month. */
async function topsIn(user: CreatedUser, style: number | null, grades: number[]) {
  for (const grade of grades) await ascent(user, await boulder({ grade, style }));
}

beforeAll(async () => {
  t = await buildTestApp();
  q = async (text, values) => (await t.database.db.$client.query(text, values as unknown[])).rows;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
  const db = t.database.db;
  ctx.gymA = (await createGym(db, { name: 'Salle Alpha' })).id;
  ctx.gymB = (await createGym(db, { name: 'Salle Bêta' })).id;
  for (const key of ['A', 'B'] as const) {
    const gymId = key === 'A' ? ctx.gymA : ctx.gymB;
    const [sector] = await q(`insert into sectors (gym_id, name) values ($1, 'Dalle') returning id`, [gymId]);
    const [difficulty] = await q(
      `insert into gym_difficulties (gym_id, name, svg, corresponding_difficulty, color_1, position) values ($1, 'Vert', '<svg/>', 10, '#0a0', 1) returning id`,
      [gymId],
    );
    if (key === 'A') [ctx.sectorA, ctx.difficultyA] = [sector!.id as number, difficulty!.id as number];
    else [ctx.sectorB, ctx.difficultyB] = [sector!.id as number, difficulty!.id as number];
  }
  // The styles of the Index are the vocabulary's (each gym has a copy): gym A's rows stand for them.
  for (const name of ['Dynamique', 'Technique', 'Force']) {
    const [tag] = await q(`select id from tags where gym_id = $1 and kind = 'style' and name = $2`, [ctx.gymA, name]);
    ctx.styles.push(tag!.id as number);
  }
  const [steep] = await q(`select id from tags where gym_id = $1 and kind = 'steepness' and name = 'Dévers'`, [ctx.gymA]);
  ctx.steepness = steep!.id as number;
  const [dyn, tech, phys] = ctx.styles as [number, number, number];

  people.alice = await createUser(db, {
    firstName: 'Alice',
    lastName: 'Martin',
    gender: 'female',
    homeGymId: ctx.gymA,
    profilePicture: 'https://img/alice.jpg',
    password: null,
  });
  people.bob = await createUser(db, { firstName: 'Bob', lastName: 'Martin', gender: 'male', homeGymId: ctx.gymB, password: null });
  people.chloe = await createUser(db, { firstName: 'Chloé', lastName: 'Durand', gender: 'female', password: null });
  people.dan = await createUser(db, { firstName: 'Dan', lastName: 'Dupont', gender: 'male', homeGymId: ctx.gymA, password: null });
  people.eve = await createUser(db, { firstName: 'Eve', lastName: 'Noël', gender: null, homeGymId: ctx.gymB, password: null });
  people.frank = await createUser(db, { firstName: 'Frank', lastName: 'Roux', gender: 'male', password: null });

  // Alice — Dynamique: 6 tops, the 5 hardest count: 20+18+15+12+10 = 75 (the 5 does not count);
  // Technique: 30 and 24, three empty slots: 54; Physique: nothing. 15 slots, sum 129:
  // round(100 × 129 / 15 / 39) = round(22.05) = 22.
  await topsIn(people.alice, dyn, [10, 20, 5, 18, 15, 12]);
  await topsIn(people.alice, tech, [30, 24]);
  // Not counted: a 9B+ topped last month, a 9B+ tried without a top, a 9A only tagged with a steepness.
  await ascent(people.alice, await boulder({ grade: 39, style: phys }), { at: lastMonth });
  await ascent(people.alice, await boulder({ grade: 39, style: phys }), { topped: false, tries: 5 });
  await ascent(people.alice, await boulder({ grade: 37, steepness: ctx.steepness }));
  // Repeating an already counted boulder does not count it twice.
  const [aliceTech30] = await q(`select b.id from boulders b join ascents a on a.boulder_id = b.id where a.user_id = $1 and b.difficulty = 30`, [
    people.alice.id,
  ]);
  await ascent(people.alice, aliceTech30!.id as number, { at: inMonth(5) });

  // Bob: one 9B+ in Physique: round(100 × 39 / 15 / 39) = round(6.67) = 7.
  await topsIn(people.bob, phys, [39]);
  // Dan: one 9B+ in Dynamique: 7 too; tied with Bob, listed first by last name (Dupont < Martin).
  await topsIn(people.dan, dyn, [39]);
  // Chloé: one top of a boulder without style: she appears, with 0.
  await topsIn(people.chloe, null, [25]);
  // Eve (no gender): five 9A (index 36) in Technique: 5 × 36 = 180: round(100 × 180 / 15 / 39) = round(30.77) = 31.
  await topsIn(people.eve, tech, [36, 36, 36, 36, 36]);
  // Frank topped only last month: absent.
  await ascent(people.frank, await boulder({ grade: 35, style: dyn }), { at: lastMonth });
  // docs/product.md › Climbers: accounts and privacy: strong climbers who must not be listed: no ranking consent, e-mail not confirmed, account deleted.
  people.gus = await createUser(db, { firstName: 'Gus', lastName: 'Discret', gender: 'male', password: null, rankingConsent: false });
  people.hana = await createUser(db, { firstName: 'Hana', lastName: 'Attente', gender: 'female', password: null, emailConfirmed: false });
  people.ivan = await createUser(db, { firstName: 'Ivan', lastName: 'Parti', gender: 'male', password: null });
  for (const hidden of [people.gus, people.hana, people.ivan]) await topsIn(hidden, dyn, [39, 39, 39, 39, 39]);
  await q(`update users set deleted_at = now(), email = null, first_name = '', last_name = '' where id = $1`, [people.ivan.id]);

  // Route setters: Sam opens 2 in A and 1 in B this month (3, gym Salle Alpha) and 4 last month;
  // Tom opens 3 in B this month (tied with Sam); Ugo opens 1 this month.
  people.sam = await createUser(db, { firstName: 'Sam', lastName: 'Ouvreur', gender: 'male', password: null });
  people.tom = await createUser(db, { firstName: 'Tom', lastName: 'Bloc', gender: 'male', homeGymId: ctx.gymA, password: null });
  people.ugo = await createUser(db, { firstName: 'Ugo', lastName: 'Prise', gender: 'male', password: null, profilePicture: 'https://img/ugo.png' });
  for (const gym of ['A', 'A', 'B'] as const) await boulder({ grade: 10, gym, setter: people.sam.id, createdAt: inMonth(1) });
  for (let i = 0; i < 4; i += 1) await boulder({ grade: 10, setter: people.sam.id, createdAt: lastMonth });
  for (let i = 0; i < 3; i += 1) await boulder({ grade: 10, gym: 'B', setter: people.tom.id, createdAt: inMonth(3) });
  await boulder({ grade: 10, setter: people.ugo.id, createdAt: inMonth(4) });
  // Opened this month by nobody known: not listed.
  await boulder({ grade: 10, setter: null, createdAt: inMonth(4) });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const entry = (key: string, points: number, rank: number, gymName: string | null): MonthlyLeaderboardEntry => {
  const user = people[key]!;
  return expect.objectContaining({ userId: user.uuid, climberId: user.id, points, rank, gymName }) as MonthlyLeaderboardEntry;
};

describe('GET /api/leaderboard/monthly/', () => {
  it('ranks climbers with a top this month by Gaston Index, per list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/leaderboard/monthly/' });
    expect(response.statusCode).toBe(200);
    const body = monthlyLeaderboardResponseSchema.parse(response.json());
    expect(body.mixed).toEqual([
      entry('eve', 31, 1, 'Salle Bêta'),
      entry('alice', 22, 2, 'Salle Alpha'),
      entry('dan', 7, 3, 'Salle Alpha'),
      entry('bob', 7, 3, 'Salle Bêta'),
      entry('chloe', 0, 5, null),
    ]);
    expect(body.female).toEqual([entry('alice', 22, 1, 'Salle Alpha'), entry('chloe', 0, 2, null)]);
    expect(body.male).toEqual([entry('dan', 7, 1, 'Salle Alpha'), entry('bob', 7, 1, 'Salle Bêta')]);
  });

  it('answers every field of an entry', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/leaderboard/monthly/' })).json();
    expect(body.female[0]).toEqual({
      userId: people.alice!.uuid,
      username: 'Alice M.',
      firstName: 'Alice',
      // docs/product.md › Climbers: accounts and privacy: public pages show the initial of the last name only.
      lastName: 'M.',
      profilePicture: 'https://img/alice.jpg',
      climberId: people.alice!.id,
      gymName: 'Salle Alpha',
      points: 22,
      rank: 1,
    });
    expect(Object.keys(body).sort()).toEqual(['female', 'male', 'mixed']);
  });

  it('is cached for a minute with an ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/leaderboard/monthly/' });
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const notModified = await t.app.inject({ method: 'GET', url: '/api/leaderboard/monthly/', headers: { 'if-none-match': first.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
  });

  it('keeps the first 100 of each list', async () => {
    // 110 more climbers with one 3A+ (grade 1) top each: index round(100 × 1 / 15 / 39) = 0.
    const [b] = await q(
      `insert into boulders (gym_id, sector_id, name, gym_difficulty_id, difficulty, tag_style_id, created_at) values ($1, $2, 'Facile', $3, 1, ` +
        `$4, $5) returning id`,
      [ctx.gymA, ctx.sectorA, ctx.difficultyA, ctx.styles[0], lastMonth],
    );
    const users = await q(
      `insert into users (email, first_name, last_name, gender, ranking_consent, email_confirmed_at)
       select 'masse' || i || '@test.fr', 'Masse', 'N' || lpad(i::text, 3, '0'), 'female', true, now() from generate_series(1, 110) i returning id`,
    );
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) select id, $1, $2, $3, 1, true from unnest($4::int[]) id`, [
      b!.id,
      ctx.gymA,
      inMonth(6),
      users.map((u) => u.id),
    ]);
    clockOffset += 2 * 60_000; // past the cache's minute
    const body = monthlyLeaderboardResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/leaderboard/monthly/' })).json());
    expect(body.mixed).toHaveLength(100);
    expect(body.female).toHaveLength(100);
    expect(body.male).toHaveLength(2);
    expect(body.mixed.slice(0, 4).map((e) => e.points)).toEqual([31, 22, 7, 7]);
    // Everyone else has 0 and shares rank 5, ordered by last name (Chloé Durand before 'N001').
    expect(body.mixed[4]).toMatchObject({ firstName: 'Chloé', rank: 5 });
    expect(body.mixed[99]).toMatchObject({ climberId: users[94]!.id, lastName: 'N.', points: 0, rank: 5 });
  });
});

describe('GET /api/routesetters-boulders-leaderboard/', () => {
  it('ranks route setters by boulders opened this month', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/routesetters-boulders-leaderboard/' });
    expect(response.statusCode).toBe(200);
    const body = routeSettersLeaderboardResponseSchema.parse(response.json());
    expect(body).toEqual([
      // Tied on 3: Bloc before Ouvreur.
      { userId: people.tom!.uuid, firstName: 'Tom', lastName: 'Bloc', profilePicture: null, gymName: 'Salle Bêta', count: 3, rank: 1 },
      { userId: people.sam!.uuid, firstName: 'Sam', lastName: 'Ouvreur', profilePicture: null, gymName: 'Salle Alpha', count: 3, rank: 1 },
      { userId: people.ugo!.uuid, firstName: 'Ugo', lastName: 'Prise', profilePicture: 'https://img/ugo.png', gymName: 'Salle Alpha', count: 1, rank: 3 },
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.etag).toMatch(/^"/);
  });
});
