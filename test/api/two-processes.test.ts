/**
 * Two server processes on one database, as behind a load balancer: a staff write through one is
 * seen by the other's next read, climbers' activity reaches both within seconds, a rate limit hit
 * on one holds on the other, and a change made by one is announced to the other (LISTEN/NOTIFY).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type Database } from '../../src/server/db/client';
import { listenToGymChanges, type GymChange } from '../../src/server/db/gym-changes';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/shared/contract/auth';
import { addCalendarDays, parisDay } from '../../src/shared/domain/dates';
import { createBoulder, createDifficulty, createSector, typed } from '../helpers/boulder-fixtures';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { createGym, createUser } from '../helpers/fixtures';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { cookieHeader, insertTestSession } from '../helpers/session';

const SESSION_SECRET = 'two-processes-secret-two-processes-secret';
let database: TestDatabase;
let db: Database;
let first: ServerProcess;
let second: ServerProcess;
const ids = { gym: 0, sector: 0, climber: 0, boulder: 0 };
let headers: Record<string, string>;

const today = parisDay(new Date());

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  ids.gym = (await createGym(db)).id;
  const difficultyId = await createDifficulty(db, ids.gym);
  const sector = await createSector(db, ids.gym, { openings: [{ openedAt: addCalendarDays(today, -10), plannedClosing: addCalendarDays(today, 20) }] });
  ids.sector = sector.id;
  ids.boulder = await createBoulder(db, {
    gymId: ids.gym,
    sectorId: sector.id,
    sectorOpeningId: sector.openingIds[0],
    difficultyId,
    createdAt: new Date(Date.now() - 5 * 86_400_000),
  });
  ids.climber = (await createUser(db)).id;
  const setter = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  // A session made directly (both processes share SESSION_SECRET): the cookies a browser would hold.
  const cookies = await insertTestSession(db, SESSION_SECRET, setter.id);
  headers = { cookie: cookieHeader(cookies), [CSRF_HEADER]: cookies[CSRF_COOKIE]!, 'content-type': 'application/json' };
  const env = { DATABASE_URL: database.url, SESSION_SECRET };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

const get = async (server: ServerProcess, path: string) => {
  const response = await fetch(server.baseUrl + path, { headers });
  expect(response.status, `${path}: ${server.output()}`).toBe(200);
  return response.text();
};

describe('two server processes on one database', () => {
  it('a staff write through one is seen by the next read on the other', async () => {
    const path = `/api/sector-details/${ids.gym}/`;
    const before = await get(second, path);
    // Read twice: the second answer comes from the second process's cache.
    expect(await get(second, path)).toBe(before);
    const newDate = addCalendarDays(today, 33);
    expect(before).not.toContain(newDate);
    const write = await fetch(`${first.baseUrl}/api/update-sector/${ids.sector}/`, { method: 'POST', headers, body: JSON.stringify({ date: typed(newDate) }) });
    expect(write.status, await write.clone().text()).toBe(200);
    expect(await get(second, path)).toContain(newDate);
  });

  it('a climber’s ascent reaches both processes’ figures within 10 s', async () => {
    const path = `/api/top-boulders/${ids.gym}/`;
    const before = await Promise.all([get(first, path), get(second, path)]);
    expect(before[0]).toBe(before[1]);
    // As the climbers' app will write it: straight into ascents, drained by whichever process holds the lock.
    await db.$client.query('insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, now(), 4, true)', [
      ids.climber,
      ids.boulder,
      ids.gym,
    ]);
    for (const server of [first, second]) {
      await vi.waitFor(async () => expect(await get(server, path)).not.toBe(before[0]), { timeout: 10_000, interval: 200 });
    }
  });

  it('a rate limit reached on one process holds on the other', async () => {
    const ask = (server: ServerProcess) =>
      fetch(`${server.baseUrl}/api/sendemailresetpassword/`, { method: 'POST', headers, body: JSON.stringify({ email: 'personne@exemple.fr' }) });
    // resetAddress: 20 requests per hour from one address; both processes see 127.0.0.1.
    for (let i = 0; i < 20; i++) expect((await ask(first)).status).toBe(200);
    const refused = await ask(second);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/demandes/i);
  });

  it('a change made through one process is announced to listeners of the other', async () => {
    const other = createDatabase(database.url, 2);
    const feed = listenToGymChanges(other.$client, { warn: () => undefined });
    try {
      await feed.ready;
      const heard: GymChange[] = [];
      feed.subscribe((change) => heard.push(change));
      const write = await fetch(`${first.baseUrl}/api/update-sector/${ids.sector}/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ date: typed(addCalendarDays(today, 34)) }),
      });
      expect(write.status).toBe(200);
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'edit', gymIds: [ids.gym] }), { timeout: 5_000, interval: 50 });
      await db.$client.query('insert into ratings (user_id, boulder_id, stars) values ($1, $2, 4)', [ids.climber, ids.boulder]);
      await vi.waitFor(() => expect(heard).toContainEqual({ kind: 'activity', gymIds: [ids.gym] }), { timeout: 5_000, interval: 50 });
    } finally {
      await feed.close();
      await other.$client.end();
    }
  });
});
