/**
 * Who may call what in the climbers' API (docs/product.md › Climbers: calls): every /api/v1/ call × {anonymous, the
 * climber, another climber} with the exact status of each cell, checked against the routes the app
 * really has (a new /api/v1/ route without a row fails here). Then bad input on every call: bodies
 * that are not objects, fields of the wrong type and oversized bodies answer French 4xx, never 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { useTestApp } from '../helpers/app';
import { randomUUID } from 'node:crypto';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { appRoutes } from '../helpers/routes';
import { anonymous, type TestBrowser } from '../helpers/session';

const ACTORS = ['anonymous', 'climber', 'other'] as const;
type Actor = (typeof ACTORS)[number];

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** `{id}` is filled by `id()`, an object of the climber's. */
  path: string;
  expected: Record<Actor, number>;
  body?: () => unknown;
  id?: () => Promise<number | string>;
  /** The call ends or erases the caller's account or token: each cell gets a fresh climber. */
  freshClimber?: boolean;
}

const t = useTestApp();
let counter = 0;
let climber: CreatedUser;
let otherClimber: CreatedUser;
let visitor: TestBrowser;

async function tokenOf(user: CreatedUser, deviceName = 'Matrice'): Promise<{ token: string; id: number }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email: user.email, password: TEST_PASSWORD, deviceName } });
  return response.json();
}

/** One token per caller, made once (a login per call would spend the test's time hashing passwords). */
const callerTokens = new Map<number, string>();
async function callerToken(user: CreatedUser): Promise<string> {
  let token = callerTokens.get(user.id);
  if (!token) callerTokens.set(user.id, (token = (await tokenOf(user)).token));
  return token;
}

/** A device's subscription at a real push service's address (never called: nothing is announced here). */
const PUSH_DEVICE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/matrice',
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
};
const AUTHENTICATED = (climberStatus: number, other = climberStatus) => ({ anonymous: 401, climber: climberStatus, other });

const ROWS: Row[] = [
  {
    method: 'POST',
    path: '/api/v1/auth/signup/',
    expected: { anonymous: 201, climber: 201, other: 201 },
    body: () => ({ firstName: 'Mat', lastName: 'Rice', email: `matrice${++counter}@test.fr`, password: 'Gaston-2024!' }),
  },
  { method: 'POST', path: '/api/v1/auth/confirm/', expected: { anonymous: 400, climber: 400, other: 400 }, body: () => ({ token: 'inconnu' }) },
  // An announcement's mailed links: the token is the credential, whoever asks (announcements.test.ts follows real ones).
  { method: 'GET', path: '/api/v1/unsubscribe/{id}/', id: async () => 'x'.repeat(43), expected: { anonymous: 404, climber: 404, other: 404 } },
  { method: 'POST', path: '/api/v1/unsubscribe/{id}/', id: async () => 'x'.repeat(43), expected: { anonymous: 404, climber: 404, other: 404 } },
  { method: 'GET', path: '/api/v1/announcements/open/{id}/', id: async () => 'x'.repeat(43), expected: { anonymous: 404, climber: 404, other: 404 } },
  {
    method: 'POST',
    path: '/api/v1/auth/login/',
    expected: { anonymous: 200, climber: 200, other: 200 },
    body: () => ({ email: climber.email, password: TEST_PASSWORD }),
  },
  {
    method: 'POST',
    path: '/api/v1/auth/token/',
    expected: { anonymous: 201, climber: 201, other: 201 },
    body: () => ({ email: climber.email, password: TEST_PASSWORD, deviceName: 'Pixel' }),
  },
  { method: 'POST', path: '/api/v1/auth/logout/', expected: { anonymous: 204, climber: 204, other: 204 }, freshClimber: true },
  { method: 'DELETE', path: '/api/v1/auth/tokens/{id}/', expected: AUTHENTICATED(204, 404), id: async () => (await tokenOf(climber, 'À révoquer')).id },
  { method: 'GET', path: '/api/v1/me/', expected: AUTHENTICATED(200) },
  { method: 'PATCH', path: '/api/v1/me/', expected: AUTHENTICATED(200), body: () => ({ firstName: 'Matrice' }) },
  { method: 'POST', path: '/api/v1/me/confirmation/', expected: AUTHENTICATED(409) },
  { method: 'GET', path: '/api/v1/me/export/', expected: AUTHENTICATED(200) },
  { method: 'GET', path: '/api/v1/me/notifications/', expected: AUTHENTICATED(200) },
  { method: 'PUT', path: '/api/v1/me/notifications/', expected: AUTHENTICATED(200), body: () => ({ gyms: [] }) },
  { method: 'GET', path: '/api/v1/push/public-key/', expected: { anonymous: 200, climber: 200, other: 200 } },
  { method: 'POST', path: '/api/v1/me/push-subscriptions/', expected: AUTHENTICATED(201), body: () => PUSH_DEVICE },
  { method: 'DELETE', path: '/api/v1/me/push-subscriptions/', expected: AUTHENTICATED(204), body: () => ({ endpoint: PUSH_DEVICE.endpoint }) },
  { method: 'POST', path: '/api/v1/me/delete/', expected: AUTHENTICATED(204), body: () => ({ password: TEST_PASSWORD }), freshClimber: true },
  // A client id belongs to whoever logs under it first: another climber's PUT under the same id is their own log.
  { method: 'PUT', path: '/api/v1/ascents/{id}/', expected: AUTHENTICATED(201), id: async () => randomUUID(), body: () => ascent() },
  { method: 'POST', path: '/api/v1/ascents/batch/', expected: AUTHENTICATED(200), body: () => ({ items: [{ clientId: randomUUID(), ...ascent() }] }) },
  { method: 'DELETE', path: '/api/v1/ascents/{id}/', expected: AUTHENTICATED(204, 404), id: async () => loggedAscent() },
  { method: 'PUT', path: '/api/v1/boulders/{id}/rating/', expected: AUTHENTICATED(200), id: async () => boulder, body: () => ({ stars: 4 }) },
  {
    method: 'PUT',
    path: '/api/v1/boulders/{id}/grade-vote/',
    expected: AUTHENTICATED(200, 409),
    id: async () => (await loggedAscent(voteBoulder), voteBoulder),
    body: () => ({ feeling: 'juste', grade: '6A' }),
  },
  { method: 'POST', path: '/api/v1/boulders/{id}/comments/', expected: AUTHENTICATED(201), id: async () => boulder, body: () => ({ text: 'Beau bloc' }) },
  { method: 'DELETE', path: '/api/v1/comments/{id}/', expected: AUTHENTICATED(204, 404), id: async () => commentOfClimber() },
  {
    method: 'POST',
    path: '/api/v1/boulders/{id}/reports/',
    expected: AUTHENTICATED(201),
    id: async () => boulder,
    body: () => ({ kind: 'autre', text: 'Prise sale' }),
  },
  // Gyms are public (the sign-up form picks a home gym); any climber may browse any gym.
  { method: 'GET', path: '/api/v1/gyms/', expected: { anonymous: 200, climber: 200, other: 200 } },
  { method: 'GET', path: '/api/v1/gyms/{id}/', expected: { anonymous: 200, climber: 200, other: 200 }, id: async () => gym },
  { method: 'POST', path: '/api/v1/gyms/{id}/visit/', expected: AUTHENTICATED(204), id: async () => gym },
  { method: 'GET', path: '/api/v1/gyms/{id}/boulders/', expected: AUTHENTICATED(200), id: async () => gym },
  // The crowd level is public like the gym; the counter's POST takes the gym's counter token, not a person's (occupancy.test.ts).
  { method: 'GET', path: '/api/v1/gyms/{id}/occupancy/', expected: { anonymous: 200, climber: 200, other: 200 }, id: async () => gym },
  { method: 'GET', path: '/api/v1/gyms/{id}/occupancy/history/', expected: { anonymous: 200, climber: 200, other: 200 }, id: async () => gym },
  {
    method: 'POST',
    path: '/api/v1/gyms/{id}/occupancy/',
    expected: { anonymous: 401, climber: 401, other: 401 },
    id: async () => gym,
    body: () => ({ count: 3 }),
  },
  { method: 'GET', path: '/api/v1/boulders/{id}/', expected: AUTHENTICATED(200), id: async () => boulder },
  { method: 'GET', path: '/api/v1/me/logbook/', expected: AUTHENTICATED(200) },
  { method: 'GET', path: '/api/v1/me/contests/', expected: AUTHENTICATED(200) },
  { method: 'GET', path: '/api/v1/me/progress/', expected: AUTHENTICATED(200) },
  { method: 'GET', path: '/api/v1/me/index/', expected: AUTHENTICATED(200) },
];

let boulder: number;
/** Only the climber ever tops it: the other climber's grade vote must be refused. */
let voteBoulder: number;
let gym: number;
const ascent = () => ({ boulderId: boulder, tries: 1, topped: true, loggedAt: new Date(Date.now() - 3600_000).toISOString() });

/** A log of the climber's, by client id. */
async function loggedAscent(on = boulder): Promise<string> {
  const clientId = randomUUID();
  await t.database.db.$client.query(
    `insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped, client_id) select $1, id, gym_id, now(), 1, true, $3 from ` +
      `boulders where id = $2`,
    [climber.id, on, clientId],
  );
  return clientId;
}

async function commentOfClimber(): Promise<number> {
  const { rows } = await t.database.db.$client.query<{ id: number }>(
    `insert into comments (user_id, boulder_id, gym_id, comment) select $1, id, gym_id, 'À supprimer' from boulders where id = $2 returning id`,
    [climber.id, boulder],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  gym = (await createGym(t.database.db)).id;
  boulder = await createBoulder(t.database.db, {
    gymId: gym,
    sectorId: (await createSector(t.database.db, gym)).id,
    difficultyId: await createDifficulty(t.database.db, gym),
    createdAt: new Date(Date.now() - 10 * 24 * 3600_000),
  });
  voteBoulder = await createBoulder(t.database.db, {
    gymId: gym,
    sectorId: (await createSector(t.database.db, gym)).id,
    difficultyId: await createDifficulty(t.database.db, gym),
    createdAt: new Date(Date.now() - 10 * 24 * 3600_000),
  });
  climber = await createUser(t.database.db, { homeGymId: gym });
  otherClimber = await createUser(t.database.db, { homeGymId: gym });
  visitor = await anonymous(t.app);
});

/** Calls the row as the actor (a bearer token for climbers, a browser with its anti-forgery token for visitors). */
async function call(row: Row, actor: Actor, options: Partial<InjectOptions> = {}) {
  // Rows that end or erase the account act on a climber of their own.
  const owner = row.freshClimber ? await createUser(t.database.db) : climber;
  const path = row.id ? row.path.replace('{id}', String(await row.id())) : row.path;
  const request = { method: row.method, url: path, ...(row.body ? { payload: row.body() as InjectOptions['payload'] } : {}), ...options } as InjectOptions;
  if (actor === 'anonymous') return visitor.inject(request);
  const caller = actor === 'climber' ? owner : row.freshClimber ? await createUser(t.database.db) : otherClimber;
  const token = await callerToken(caller);
  return t.app.inject({ ...request, headers: { ...(request.headers as Record<string, string>), authorization: `Bearer ${token}` } });
}

describe('the table covers the climbers’ API', () => {
  it('has a row for every /api/v1/ route, and no row without a route', () => {
    const shape = (path: string) => path.replace(/\{[^}]+\}|:\w+/g, ':').replace(/\/$/, '');
    const routes = appRoutes(t.app).filter((r) => r.path.startsWith('/api/v1/'));
    const covered = new Set(ROWS.map((row) => `${row.method} ${shape(row.path)}`));
    expect(routes.map((r) => `${r.method} ${shape(r.path)}`).filter((route) => !covered.has(route))).toEqual([]);
    const existing = new Set(routes.map((r) => `${r.method} ${shape(r.path)}`));
    expect([...covered].filter((route) => !existing.has(route))).toEqual([]);
  });
});

describe('who may call what', () => {
  for (const actor of ACTORS) {
    it(`answers the expected status to ${actor}`, async () => {
      climber = await createUser(t.database.db, { homeGymId: gym });
      const wrong: string[] = [];
      for (const row of ROWS) {
        const response = await call(row, actor);
        if (response.statusCode !== row.expected[actor]) wrong.push(`${row.method} ${row.path} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('bad input on every call', () => {
  const ENGLISH = /\b(Invalid|expected|received|Required|Too (big|small))\b/;

  it('answers a French 400 to bodies that are not objects or hold fields of the wrong type, and 413 to oversized ones', async () => {
    climber = await createUser(t.database.db);
    const wrong: string[] = [];
    for (const row of ROWS.filter((r) => r.body)) {
      const attempts: [string, Partial<InjectOptions>, number][] = [
        ...[[], 'texte', 42, null].map((payload): [string, Partial<InjectOptions>, number] => [
          JSON.stringify(payload),
          { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } },
          400,
        ]),
        ['nested', { payload: Object.fromEntries(Object.keys(row.body!() as object).map((key) => [key, { nested: true }])) }, 400],
        ['300 kB', { payload: { filler: 'x'.repeat(300_000) } }, 413],
      ];
      for (const [what, options, status] of attempts) {
        const response = await call(row, 'climber', options);
        const error = String(response.json().error);
        if (response.statusCode !== status || ENGLISH.test(error) || !/[a-zé]/.test(error))
          wrong.push(`${row.method} ${row.path} ${what} → ${response.statusCode} ${error}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never answers 500 to odd path segments', async () => {
    for (const row of ROWS.filter((r) => r.path.includes('{id}'))) {
      for (const value of ['abc', '0', '-1', '1.5', '%00', '9'.repeat(30), '%C0%AF', '١٢']) {
        const response = await call({ ...row, id: async () => value }, 'climber');
        expect(response.statusCode, `${row.path} ${value}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${row.path} ${value}`).toBeLessThan(500);
      }
    }
  });
});
