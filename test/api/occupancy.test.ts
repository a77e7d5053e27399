/**
 * A gym's crowd level (docs/occupancy.md): the estimate and 'Meilleurs moments' against values
 * computed by hand from seeded app openings and logs (a clock of the test's own), and the entry
 * counter's call (its token, the 15 minutes it prevails, the feature turned off), with the staff's
 * settings, their rights, concurrent writers and replays.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OCCUPANCY_MESSAGES as M } from '../../src/shared/contract/occupancy';
import { gymOccupancy, occupancyHistory, weekProfileCache } from '../../src/server/services/occupancy-service';
import type { ServiceContext } from '../../src/server/services/context';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn, type TestBrowser } from '../helpers/session';

const t = useTestApp();
const ids = { gym: 0, quiet: 0, draft: 0, other: 0, boulder: 0, otherBoulder: 0 };
const people: number[] = [];
let admin: LoggedIn;
let marketing: LoggedIn;
let outsider: LoggedIn;
let visitor: TestBrowser;

const q = async <Row>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as Row[];
const ctx = (): ServiceContext => ({ db: t.database.db, actor: null, log: t.app.log });

/** Wednesday 18 November 2026, 11:30 in Paris (10:30 UTC). */
const NOW = new Date('2026-11-18T10:30:00Z');
/** An instant given as a Paris wall-clock time. */
const paris = async (local: string) => (await q<{ at: Date }>(`select ($1::timestamp at time zone 'Europe/Paris') as at`, [local]))[0]!.at;
const opened = (userIndex: number, gymId: number, at: Date) =>
  q('insert into connections (user_id, gym_id, opened_at) values ($1, $2, $3)', [people[userIndex], gymId, at]);
const logged = (userIndex: number, boulderId: number, gymId: number, at: Date) =>
  q('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, $4, 1, true)', [people[userIndex], boulderId, gymId, at]);
/** The Paris day `weeks` weeks before 2026-11-18, moved by `days`. */
const day = (weeks: number, days = 0) => new Date(Date.UTC(2026, 10, 18 - 7 * weeks + days)).toISOString().slice(0, 10);

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db, { name: 'Bloc Affluence' })).id;
  ids.quiet = (await createGym(db, { name: 'Salle calme' })).id;
  ids.draft = (await createGym(db, { name: 'Salle brouillon', status: 'draft' })).id;
  ids.other = (await createGym(db, { name: 'Autre salle' })).id;
  const circuit = await createDifficulty(db, ids.gym, { name: 'Bleu' });
  ids.boulder = await createBoulder(db, { gymId: ids.gym, sectorId: (await createSector(db, ids.gym, { name: 'Toit' })).id, difficultyId: circuit });
  const otherCircuit = await createDifficulty(db, ids.other, { name: 'Vert' });
  ids.otherBoulder = await createBoulder(db, {
    gymId: ids.other,
    sectorId: (await createSector(db, ids.other, { name: 'Dalle' })).id,
    difficultyId: otherCircuit,
  });
  for (let i = 0; i < 10; i += 1) people.push((await createUser(db, { email: `grimpeur${i}@affluence.fr` })).id);
  const chief = await createUser(db, { staff: [{ gymId: ids.gym, isAdmin: true }] });
  const media = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  const other = await createUser(db, { staff: [{ gymId: ids.other, isAdmin: true }] });
  admin = await login(t.app, chief.email, TEST_PASSWORD);
  marketing = await login(t.app, media.email, TEST_PASSWORD);
  outsider = await login(t.app, other.email, TEST_PASSWORD);
  visitor = await anonymous(t.app);

  // Wednesdays 18:00–19:00, each of the 8 weeks before: 9 people (6 open the app, 3 log, one of them does both).
  for (let week = 1; week <= 8; week += 1) {
    for (let i = 0; i < 6; i += 1) await opened(i, ids.gym, await paris(`${day(week)} 18:0${i}`));
    for (let i = 5; i < 9; i += 1) await logged(i, ids.boulder, ids.gym, await paris(`${day(week)} 18:4${i - 5}`));
  }
  // Saturdays 10:00–11:00, 4 of those weeks: 6 people.
  for (const week of [1, 2, 5, 6]) for (let i = 0; i < 6; i += 1) await opened(i, ids.gym, await paris(`${day(week, 3)} 10:1${i}`));
  // Mondays 14:00–15:00, 2 weeks: 2 people, one opening twice; one of them logs again at 15:10 (another hour).
  for (const week of [2, 3]) {
    await opened(0, ids.gym, await paris(`${day(week, -2)} 14:05`));
    await opened(0, ids.gym, await paris(`${day(week, -2)} 14:50`));
    await opened(1, ids.gym, await paris(`${day(week, -2)} 14:20`));
  }
  await logged(1, ids.boulder, ids.gym, await paris(`${day(3, -2)} 15:10`));
  // Not counted in the history: 9 weeks ago, the current hour, another gym.
  for (let i = 0; i < 9; i += 1) await opened(i, ids.gym, await paris(`${day(9)} 18:30`));
  await opened(9, ids.other, await paris(`${day(1)} 18:30`));
  await logged(9, ids.otherBoulder, ids.other, await paris(`${day(1)} 18:31`));

  // The last hour before NOW (11:30 Paris): 6 people; one before the window, one after NOW, one elsewhere.
  await opened(0, ids.gym, await paris(`${day(0)} 10:35`));
  await opened(1, ids.gym, await paris(`${day(0)} 11:05`));
  await logged(1, ids.boulder, ids.gym, await paris(`${day(0)} 11:06`));
  for (const i of [2, 3, 4]) await logged(i, ids.boulder, ids.gym, await paris(`${day(0)} 11:1${i}`));
  await opened(5, ids.gym, await paris(`${day(0)} 11:30`));
  await opened(6, ids.gym, await paris(`${day(0)} 10:29`));
  await opened(7, ids.gym, await paris(`${day(0)} 11:31`));
  await opened(8, ids.other, await paris(`${day(0)} 11:00`));
});

describe('the estimate and the best moments', () => {
  it("'Meilleurs moments' gives each hour of the week its level against the busiest one", async () => {
    // Means over 8 weeks: Wednesday 18h 72/8 = 9 (the yardstick), Saturday 10h 24/8 = 3 (a third: modéré),
    // Monday 14h 4/8 = 0.5 and 15h 1/8, and this Wednesday's 10h, the last whole hour before NOW, 2/8 (calme).
    expect(await occupancyHistory(ctx(), { gymId: ids.gym, now: NOW })).toEqual([
      { weekday: 1, hour: 14, level: 'calme' },
      { weekday: 1, hour: 15, level: 'calme' },
      { weekday: 3, hour: 10, level: 'calme' },
      { weekday: 3, hour: 18, level: 'charge' },
      { weekday: 6, hour: 10, level: 'modere' },
    ]);
  });

  it('the level now counts the people of the last 60 minutes against that yardstick', async () => {
    // 6 people between 10:30 (excluded) and 11:30 (included): 6 / 9 = two thirds, 'Chargé'.
    expect(await gymOccupancy(ctx(), { gymId: ids.gym, now: NOW })).toEqual({ level: 'charge', source: 'estimate', updatedAt: NOW.toISOString() });
    // 20 minutes earlier, three were there (10:29, 10:35, 11:05): a third, 'Modéré'; an hour later nobody: 'Calme'.
    expect((await gymOccupancy(ctx(), { gymId: ids.gym, now: new Date(NOW.getTime() - 20 * 60_000) })).level).toBe('modere');
    expect((await gymOccupancy(ctx(), { gymId: ids.gym, now: new Date(NOW.getTime() + 61 * 60_000) })).level).toBe('calme');
  });

  it('a gym without history is measured against six people an hour, and has no best moments', async () => {
    expect(await occupancyHistory(ctx(), { gymId: ids.quiet, now: NOW })).toEqual([]);
    expect((await gymOccupancy(ctx(), { gymId: ids.quiet, now: NOW })).level).toBe('calme');
  });

  it('reads the weeks once per gym and clock hour with a cache (as the routes do): the next hour reads them again', async () => {
    const profiles = weekProfileCache();
    expect(await occupancyHistory(ctx(), { gymId: ids.quiet, now: NOW, profiles })).toEqual([]);
    // A row of last week written late (an import): the same clock hour keeps its profile, the next one counts it.
    await opened(0, ids.quiet, await paris(`${day(1)} 09:10`));
    expect(await occupancyHistory(ctx(), { gymId: ids.quiet, now: new Date(NOW.getTime() + 20 * 60_000), profiles })).toEqual([]);
    const nextHour = new Date(NOW.getTime() + 40 * 60_000);
    expect(await occupancyHistory(ctx(), { gymId: ids.quiet, now: nextHour, profiles })).toEqual([{ weekday: 3, hour: 9, level: 'calme' }]);
    await q('delete from connections where gym_id = $1', [ids.quiet]);
  });

  it('is public for a published gym, and 404 for a draft or unknown one', async () => {
    const now = await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${ids.gym}/occupancy/` });
    expect(now.statusCode).toBe(200);
    expect(now.json()).toMatchObject({ source: 'estimate', level: expect.stringMatching(/^(calme|modere|charge)$/) });
    expect((await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${ids.gym}/occupancy/history/` })).statusCode).toBe(200);
    for (const gymId of [ids.draft, 999_999]) {
      expect((await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${gymId}/occupancy/` })).statusCode).toBe(404);
      expect((await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${gymId}/occupancy/history/` })).statusCode).toBe(404);
    }
  });
});

describe('the settings and the entry counter', () => {
  const settingsUrl = () => `/api/gyms/${ids.gym}/occupancy-settings/`;
  const tokenUrl = () => `/api/gyms/${ids.gym}/occupancy-token/`;
  const report = (token: string | null, count: unknown, gymId = ids.gym) =>
    visitor.inject({
      method: 'POST',
      url: `/api/v1/gyms/${gymId}/occupancy/`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: { count } as Record<string, unknown>,
    });
  const level = () => gymOccupancy(ctx(), { gymId: ids.gym });

  it('only the chief setters and admins of the gym change them; the others read or get 404', async () => {
    expect((await marketing.inject({ method: 'GET', url: settingsUrl() })).json()).toEqual({
      enabled: true,
      capacity: null,
      tokenCreatedAt: null,
      count: null,
      countedAt: null,
    });
    expect((await write(marketing, settingsUrl(), { enabled: false, capacity: null }, 'PUT')).statusCode).toBe(403);
    expect((await write(marketing, tokenUrl())).statusCode).toBe(403);
    expect((await write(outsider, settingsUrl(), { enabled: false, capacity: null }, 'PUT')).statusCode).toBe(404);
    expect((await outsider.inject({ method: 'GET', url: settingsUrl() })).statusCode).toBe(404);
    expect((await write(outsider, tokenUrl(), undefined, 'DELETE')).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'GET', url: settingsUrl() })).statusCode).toBe(401);
  });

  it('refuses bad input with the field named, and a token before the capacity', async () => {
    const bad = await write(admin, settingsUrl(), { enabled: 'oui', capacity: 0 }, 'PUT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ enabled: [M.enabled], capacity: [M.capacity] });
    const early = await write(admin, tokenUrl());
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ capacity: [M.capacityForCounter] });
    expect((await q('select * from gym_occupancy where gym_id = $1 and token_hash is not null', [ids.gym])).length).toBe(0);
  });

  it('two saves at once end as one of them, whole; a replayed save changes nothing more', async () => {
    const [a, b] = await Promise.all([
      write(admin, settingsUrl(), { enabled: true, capacity: 70 }, 'PUT'),
      write(admin, settingsUrl(), { enabled: false, capacity: 90 }, 'PUT'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const saved = (await admin.inject({ method: 'GET', url: settingsUrl() })).json();
    expect([
      { enabled: true, capacity: 70 },
      { enabled: false, capacity: 90 },
    ]).toContainEqual({ enabled: saved.enabled, capacity: saved.capacity });
    for (let i = 0; i < 2; i += 1)
      expect((await write(admin, settingsUrl(), { enabled: true, capacity: null }, 'PUT')).json()).toMatchObject({ enabled: true, capacity: null });
    expect(await q('select enabled, capacity from gym_occupancy where gym_id = $1', [ids.gym])).toEqual([{ enabled: true, capacity: null }]);
  });

  it("the counter's count prevails for 15 minutes, measured against the capacity; a wrong token is 401", async () => {
    expect((await write(admin, settingsUrl(), { enabled: true, capacity: 120 }, 'PUT')).json()).toMatchObject({ enabled: true, capacity: 120 });
    const made = await write(admin, tokenUrl());
    expect(made.statusCode).toBe(201);
    const { token } = made.json() as { token: string };
    expect(token).toMatch(/^gct_/);
    // The token is shown once: only its keyed hash is kept.
    expect(JSON.stringify(await q('select * from gym_occupancy where gym_id = $1', [ids.gym]))).not.toContain(token);

    expect((await report(null, 50)).statusCode).toBe(401);
    expect((await report(`${token}x`, 50)).statusCode).toBe(401);
    expect((await report(token, 50, ids.other)).statusCode).toBe(401);
    const invalid = await report(token, -1);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ count: [M.count] });

    // 50 of 120 is above a third: 'Modéré'; sent twice (a replay), the same.
    for (let i = 0; i < 2; i += 1) expect((await report(token, 50)).statusCode).toBe(204);
    const counted = await level();
    expect(counted).toMatchObject({ level: 'modere', source: 'counter' });
    // Two counters at once: one of the counts is kept.
    await Promise.all([report(token, 100), report(token, 10)]);
    expect(['charge', 'calme']).toContain((await level()).level);
    // After 15 minutes without a report the estimate is back.
    const countedAt = new Date((await q<{ at: Date }>('select counted_at as at from gym_occupancy where gym_id = $1', [ids.gym]))[0]!.at);
    expect((await gymOccupancy(ctx(), { gymId: ids.gym, now: new Date(countedAt.getTime() + 14 * 60_000) })).source).toBe('counter');
    expect((await gymOccupancy(ctx(), { gymId: ids.gym, now: new Date(countedAt.getTime() + 15 * 60_000) })).source).toBe('estimate');

    // With a counter, the capacity cannot go.
    const noCapacity = await write(admin, settingsUrl(), { enabled: true, capacity: null }, 'PUT');
    expect(noCapacity.statusCode).toBe(400);
    expect(noCapacity.json()).toMatchObject({ capacity: [M.capacityForCounter] });

    // A new token replaces the old one, which stops working; two made at once leave exactly one that works.
    const [a, b] = await Promise.all([write(admin, tokenUrl()), write(admin, tokenUrl())]);
    const codes = await Promise.all([a, b].map(async (made) => (await report((made.json() as { token: string }).token, 5)).statusCode));
    expect(codes.sort()).toEqual([204, 401]);
    expect((await report(token, 5)).statusCode).toBe(401);
  });

  it('turned off: the level and best moments are 404, the counter 409; taking the token back stops it', async () => {
    const { token } = (await write(admin, tokenUrl())).json() as { token: string };
    expect((await write(admin, settingsUrl(), { enabled: false, capacity: 120 }, 'PUT')).statusCode).toBe(200);
    const off = await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${ids.gym}/occupancy/` });
    expect(off.statusCode).toBe(404);
    expect(off.json()).toMatchObject({ error: M.off });
    expect((await visitor.inject({ method: 'GET', url: `/api/v1/gyms/${ids.gym}/occupancy/history/` })).statusCode).toBe(404);
    expect((await report(token, 5)).statusCode).toBe(409);

    expect((await write(admin, settingsUrl(), { enabled: true, capacity: 120 }, 'PUT')).statusCode).toBe(200);
    expect((await report(token, 5)).statusCode).toBe(204);
    expect((await write(admin, tokenUrl(), undefined, 'DELETE')).statusCode).toBe(204);
    expect((await write(admin, tokenUrl(), undefined, 'DELETE')).statusCode).toBe(204);
    expect((await report(token, 5)).statusCode).toBe(401);
    expect((await level()).source).toBe('estimate');
    expect((await admin.inject({ method: 'GET', url: settingsUrl() })).json()).toMatchObject({ tokenCreatedAt: null, count: null });
  });
});
