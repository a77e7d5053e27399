/**
 * Durability (docs/product.md › Going live: production): a write the app answered 2xx survives a SIGKILL of the server *and* of its
 * PostgreSQL. A real server process on its embedded PostgreSQL takes climbers' logs (bearer tokens) and
 * staff writes (session and CSRF cookies) from several clients at once; PostgreSQL, all its processes,
 * then the server are killed with SIGKILL in the middle of that load; the next start on the same data
 * folder must hold every write that was answered 2xx. With asynchronous commits, the logs whose WAL
 * was still in PostgreSQL's memory when it died went missing here.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, withDatabaseName, type Database } from '../../src/server/db/client';
import { freePort } from '../../src/server/lib/free-port';
import { login } from '../../scripts/bench/login';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createStaffUser, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { spawnAppOnDataDir, waitForHealth } from '../helpers/server-process';

const DAY = 24 * 3600_000;
const CLIMBERS = 12;
const STAFF_WRITERS = 2;
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** The postmaster and every process it started (backends, WAL writer, checkpointer…), from /proc. */
async function postgresProcesses(postmaster: number): Promise<number[]> {
  const pids = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Field 4 (after the command in parentheses) is the parent's pid.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) pids.push(Number(entry));
  }
  return pids;
}

/** The app's database on the running embedded server (the URL the app writes for the operator's command). */
async function appDatabase(dataDir: string): Promise<Database> {
  const serverUrl = (await readFile(path.join(dataDir, 'postgres.url'), 'utf8')).trim();
  return createDatabase(withDatabaseName(serverUrl, 'gaston'), 4);
}

describe('a SIGKILL of PostgreSQL and of the server under load', () => {
  it('loses no write that was answered 2xx', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const first = spawnAppOnDataDir(dataDir, port, cleanups);
    await waitForHealth(port, first.child, first.output);

    // A published gym with two open boulders, climbers with passwords and two staff members.
    const db = await appDatabase(dataDir);
    const gym = await createGym(db, { status: 'published' });
    const sector = (await createSector(db, gym.id)).id;
    const difficultyId = await createDifficulty(db, gym.id);
    const boulders = [
      await createBoulder(db, { gymId: gym.id, sectorId: sector, difficultyId, createdAt: new Date(Date.now() - 10 * DAY) }),
      await createBoulder(db, { gymId: gym.id, sectorId: sector, difficultyId, createdAt: new Date(Date.now() - 10 * DAY) }),
    ];
    const climbers = await Promise.all(
      Array.from({ length: CLIMBERS }, async () => {
        const user = await createUser(db);
        const answer = await fetch(`${baseUrl}/api/v1/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: user.email, password: TEST_PASSWORD, deviceName: 'Test de panne' }),
        });
        expect(answer.status).toBe(201);
        return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
      }),
    );
    const staff = await Promise.all(
      Array.from({ length: STAFF_WRITERS }, async () => {
        const user = await createStaffUser(db, gym.id, { accessTypes: ['chief_route_setter'], isAdmin: true });
        const session = await login(baseUrl, user.email, TEST_PASSWORD);
        return { cookie: session.cookie, csrf: /csrftoken=([^;]+)/.exec(session.cookie)![1]! };
      }),
    );
    await db.$client.end();

    // The load: every client writes in a loop; what answered 2xx is noted.
    const acknowledged = { logs: [] as string[], sectors: [] as string[] };
    let loading = true;
    const climberLoop = async (climber: (typeof climbers)[number]) => {
      for (let n = 0; loading; n++) {
        const clientId = randomUUID();
        const body = { boulderId: boulders[n % 2], tries: 1 + (n % 3), topped: n % 2 === 0, loggedAt: new Date(Date.now() - 60_000).toISOString() };
        const answer = await fetch(`${baseUrl}/api/v1/ascents/${clientId}/`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: climber.authorization },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        if (answer && answer.status >= 200 && answer.status < 300) acknowledged.logs.push(clientId);
        else if (!answer) await new Promise((r) => setTimeout(r, 20));
        // 60 logs a minute each at most (docs/product.md › Climbers: validation and limits): a short pause keeps the load on the database.
        if (answer?.status === 429) await new Promise((r) => setTimeout(r, 100));
      }
    };
    const staffLoop = async (member: (typeof staff)[number], index: number) => {
      for (let n = 0; loading; n++) {
        const name = `Secteur ${index}-${n}`;
        const answer = await fetch(`${baseUrl}/api/gyms/${gym.id}/sectors/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: member.cookie, 'x-csrftoken': member.csrf },
          body: JSON.stringify({ name }),
        }).catch(() => undefined);
        if (answer && answer.status >= 200 && answer.status < 300) acknowledged.sectors.push(name);
        else if (!answer) await new Promise((r) => setTimeout(r, 20));
      }
    };
    const loops = [...climbers.map(climberLoop), ...staff.map(staffLoop)];

    // Once the load runs, PostgreSQL dies first (all its processes at once), then the server.
    await new Promise((r) => setTimeout(r, 1500));
    const postmaster = Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    for (const pid of await postgresProcesses(postmaster)) process.kill(pid, 'SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    loading = false;
    await Promise.all(loops);
    expect(acknowledged.logs.length).toBeGreaterThan(50);
    expect(acknowledged.sectors.length).toBeGreaterThan(5);

    // The next start recovers PostgreSQL from its WAL; every acknowledged write is there.
    const second = spawnAppOnDataDir(dataDir, port, cleanups);
    await waitForHealth(port, second.child, second.output);
    const after = await appDatabase(dataDir);
    try {
      const logs = await after.$client.query<{ client_id: string }>('select client_id from ascents where gym_id = $1', [gym.id]);
      const stored = new Set(logs.rows.map((row) => row.client_id));
      expect(acknowledged.logs.filter((clientId) => !stored.has(clientId))).toEqual([]);
      const sectors = await after.$client.query<{ name: string }>('select name from sectors where gym_id = $1', [gym.id]);
      const names = new Set(sectors.rows.map((row) => row.name));
      expect(acknowledged.sectors.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      await after.$client.end();
    }
  }, 180_000);
});
