/**
 * Back-office reads are cached under the gym's data versions: the next read after a staff write
 * sees it, climbers' activity shows within seconds without making readers wait, a client holding
 * the current answer gets a 304, and a cached answer is never handed to someone the access checks
 * would refuse.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { formatInputDate } from '../../src/shared/domain/dates';
import type { TestApp } from '../helpers/app';
import { login, write, type LoggedIn } from '../helpers/session';
import { logConnections, startStatsApp, useStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let scenario: StatsScenario;
let setter: LoggedIn;

useStatsApp((started) => ({ testApp, scenario, setter } = started));

const statsUrl = () => `/api/gymgeneralstats/${setter.uuid}/${scenario.gym}`;

describe('cached back-office reads', () => {
  it('answers 304 to a client that already holds the current answer', async () => {
    const first = await setter.inject({ method: 'GET', url: statsUrl() });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await setter.inject({ method: 'GET', url: statsUrl(), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends a cached answer compressed as the client accepts, the same bytes once decoded, with a weak validator', async () => {
    const listUrl = `/api/routesetterinitialgyminfos/${setter.uuid}/${scenario.gym}`;
    const plain = await setter.inject({ method: 'GET', url: listUrl });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      // Twice: the second send takes the bytes kept with the cached answer.
      for (let i = 0; i < 2; i++) {
        const response = await setter.inject({ method: 'GET', url: listUrl, headers: { 'accept-encoding': `${encoding}, identity;q=0.5` } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.headers.etag).toBe(`W/${plain.headers.etag as string}`);
        expect(decode(response.rawPayload).equals(plain.rawPayload)).toBe(true);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        const again = await setter.inject({
          method: 'GET',
          url: listUrl,
          headers: { 'accept-encoding': encoding, 'if-none-match': response.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
    }
  });

  it('sees a new connection at the very next read', async () => {
    const before = (await setter.inject({ method: 'GET', url: statsUrl() })).json() as { connexionsTotal: number };
    await logConnections(testApp.database.db, [{ user: scenario.climbers[0], gym: scenario.gym, at: new Date() }]);
    const after = await setter.inject({ method: 'GET', url: statsUrl() });
    expect((after.json() as { connexionsTotal: number }).connexionsTotal).toBe(before.connexionsTotal + 1);
  });

  it('sees a dismantling date written through the API at the next list read', async () => {
    const listUrl = `/api/routesetterinitialgyminfos/${setter.uuid}/${scenario.gym}`;
    const list = (await setter.inject({ method: 'GET', url: listUrl })).json() as { routes: { id: number; planned_dismantling: string }[] };
    const route = list.routes[0]!;
    const target = new Date(Date.now() + 40 * 86_400_000);
    const written = await write(setter, `/api/update-route/${route.id}/`, { date: formatInputDate(target), modifyBlock: true, modifySector: false });
    expect(written.statusCode).toBe(200);
    const reread = (await setter.inject({ method: 'GET', url: listUrl })).json() as { routes: { id: number; planned_dismantling: string }[] };
    expect(reread.routes.find((r) => r.id === route.id)?.planned_dismantling).toBe(formatInputDate(target).split('/').reverse().join('-'));
  });

  it("drops a climber from the admin's climber list as soon as they become a setter", async () => {
    const admin = await login(testApp.app, scenario.staff.otherGymAdmin.email, scenario.staff.otherGymAdmin.password);
    const climber = await testApp.database.db.$client.query<{ uuid: string }>(
      `insert into users (email, first_name, last_name, home_gym_id) values ('futur.ouvreur@test.fr', 'Futur', 'Ouvreur', $1) returning uuid`,
      [scenario.otherGym],
    );
    const uuid = climber.rows[0]!.uuid;
    await drainStats(testApp.database.db, { wait: true });
    const listUrl = `/api/gym-owner-climbers/${admin.uuid}/`;
    const before = (await admin.inject({ method: 'GET', url: listUrl })).json() as { uid: string }[];
    expect(before.map((c) => c.uid)).toContain(uuid);
    const promoted = await write(admin, '/api/update-or-create-route-setter-infos/', { userId: uuid, roles: ['route_setter'], gyms: [scenario.otherGym] });
    expect(promoted.statusCode).toBe(200);
    const after = (await admin.inject({ method: 'GET', url: listUrl })).json() as { uid: string }[];
    expect(after.map((c) => c.uid)).not.toContain(uuid);
  });

  it('makes one query per cached read (the session lookup brings the versions), and a read started after a staff write always sees it', async () => {
    const listUrl = `/api/routesetterinitialgyminfos/${setter.uuid}/${scenario.gym}`;
    type List = { routes: { id: number; planned_dismantling: string }[] };
    const route = ((await setter.inject({ method: 'GET', url: listUrl })).json() as List).routes[0]!;
    const query = vi.spyOn(testApp.app.db.$client, 'query');
    const queryText = ([first]: unknown[]) => (typeof first === 'string' ? first : (first as { text: string }).text);
    try {
      const burst = await Promise.all(Array.from({ length: 40 }, () => setter.inject({ method: 'GET', url: listUrl })));
      expect(burst.every((response) => response.statusCode === 200)).toBe(true);
      const texts = query.mock.calls.map(queryText);
      expect(texts.filter((text) => text.includes('"sessions"'))).toHaveLength(40);
      // Neither the access check nor the cache reads memberships or versions again (the app's drain may run meanwhile).
      expect(texts.filter((text) => !text.includes('"sessions"') && /gym_staff|gym_data_versions/.test(text))).toEqual([]);

      // Reads keep arriving while the write commits; every read started after its answer sees it.
      let reading = true;
      const background = (async () => {
        while (reading) await setter.inject({ method: 'GET', url: listUrl });
      })();
      for (const days of [42, 43, 44]) {
        const target = formatInputDate(new Date(Date.now() + days * 86_400_000));
        const written = await write(setter, `/api/update-route/${route.id}/`, { date: target, modifyBlock: true, modifySector: false });
        expect(written.statusCode).toBe(200);
        const reads = await Promise.all(Array.from({ length: 10 }, () => setter.inject({ method: 'GET', url: listUrl })));
        for (const read of reads) {
          expect((read.json() as List).routes.find((r) => r.id === route.id)?.planned_dismantling).toBe(target.split('/').reverse().join('-'));
        }
      }
      reading = false;
      await background;
    } finally {
      query.mockRestore();
    }
  });

  it('checks access before answering from the cache', async () => {
    await setter.inject({ method: 'GET', url: `/api/gym-comments/${scenario.gym}/` });
    const stranger = await login(testApp.app, scenario.staff.otherGymAdmin.email, scenario.staff.otherGymAdmin.password);
    expect((await stranger.inject({ method: 'GET', url: `/api/gym-comments/${scenario.gym}/` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: 'GET', url: statsUrl() })).statusCode).toBe(403);
  });
});

describe("climbers' activity with stale answers allowed (STATS_MAX_STALE_MS)", () => {
  let stale: Awaited<ReturnType<typeof startStatsApp>>;
  beforeAll(async () => {
    stale = await startStatsApp({ STATS_MAX_STALE_MS: '4000' });
  });
  afterAll(() => stale.testApp.close());

  const total = async () =>
    (
      (await stale.setter.inject({ method: 'GET', url: `/api/gymgeneralstats/${stale.setter.uuid}/${stale.scenario.gym}` })).json() as {
        connexionsTotal: number;
      }
    ).connexionsTotal;

  it('serves the cached answer at once, recomputes it meanwhile, and never beyond the limit', async () => {
    const before = await total();
    const computedAt = Date.now();
    // Drained at once by the helper: the activity version has moved.
    await logConnections(stale.testApp.database.db, [{ user: stale.scenario.climbers[0], gym: stale.scenario.gym, at: new Date() }]);
    expect(await total()).toBe(before);
    // Past 2 s the next read still answers at once but starts the recomputation...
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, computedAt + 2_100 - Date.now())));
    await vi.waitFor(async () => expect(await total()).toBe(before + 1), { timeout: 1_800, interval: 50 });
    // ...which lands before the 4 s limit.
    expect(Date.now() - computedAt).toBeLessThan(4_000);
  });

  it('never serves an answer older than a staff write', async () => {
    const listUrl = `/api/routesetterinitialgyminfos/${stale.setter.uuid}/${stale.scenario.gym}`;
    type List = { routes: { id: number; planned_dismantling: string }[] };
    const route = ((await stale.setter.inject({ method: 'GET', url: listUrl })).json() as List).routes[0]!;
    const target = new Date(Date.now() + 41 * 86_400_000);
    const written = await write(stale.setter, `/api/update-route/${route.id}/`, { date: formatInputDate(target), modifyBlock: true, modifySector: false });
    expect(written.statusCode).toBe(200);
    const reread = (await stale.setter.inject({ method: 'GET', url: listUrl })).json() as List;
    expect(reread.routes.find((r) => r.id === route.id)?.planned_dismantling).toBe(formatInputDate(target).split('/').reverse().join('-'));
  });
});

describe('gym data version triggers (one definition, gaston_bump_versions)', () => {
  it('every versioned table runs gaston_bump_versions on insert, update and delete', async () => {
    const { rows } = await testApp.database.db.$client.query<{ table: string; triggers: number }>(
      `select c.relname as table, count(*)::int as triggers
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
       where t.tgname like '%\\_version\\_%' and p.proname = 'gaston_bump_versions'
       group by c.relname order by c.relname`,
    );
    expect(rows).toEqual(
      [
        'boulder_setters',
        'boulders',
        'climber_levels',
        'comments',
        'grade_proposals',
        'grade_targets',
        'gym_difficulties',
        'gym_staff',
        'gyms',
        'ratings',
        'sector_openings',
        'sectors',
        'setting_sessions',
        'tags',
        'users',
      ].map((table) => ({ table, triggers: 3 })),
    );
  });

  it('bumps the gym at once for a staff write and queues it for a climber’s write', async () => {
    const client = await testApp.database.db.$client.connect();
    const gym = scenario.gym;
    const version = async () => (await client.query<{ v: number }>('select version as v from gym_data_versions where gym_id = $1', [gym])).rows[0]?.v ?? 0;
    const queued = async () => (await client.query<{ n: number }>('select count(*)::int as n from gym_change_queue where gym_id = $1', [gym])).rows[0]!.n;
    try {
      await client.query('begin');
      const [version0, queued0] = [await version(), await queued()];
      // Staff: a sector renamed (via gym_id), an opening re-dated (via sector_id), a comment moderated.
      await client.query('update sectors set name = name where gym_id = $1', [gym]);
      await client.query('update sector_openings set opened_at = opened_at where sector_id in (select id from sectors where gym_id = $1)', [gym]);
      await client.query('delete from comments where id = (select min(id) from comments where gym_id = $1)', [gym]);
      expect(await version()).toBe(version0 + 3);
      expect(await queued()).toBe(queued0);
      // Climbers: a rating given (via boulder_id), a profile choosing this gym as home (via home_gym_id).
      await client.query(
        `insert into ratings (user_id, boulder_id, stars, created_at)
         select (select min(id) from users), (select min(id) from boulders where gym_id = $1), 4, now()
         on conflict (boulder_id, user_id) do update set stars = excluded.stars`,
        [gym],
      );
      await client.query('update users set home_gym_id = $1 where id = (select max(id) from users)', [gym]);
      expect(await version()).toBe(version0 + 3);
      expect(await queued()).toBe(queued0 + 2);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
