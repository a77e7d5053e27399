/**
 * Back-office reads are cached under the gym's data version: the next read after any write that
 * matters sees it, a client holding the current answer gets a 304, and a cached answer is never
 * handed to someone the access checks would refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInputDate } from '../../src/shared/domain/dates';
import type { TestApp } from '../helpers/app';
import { login, write, type LoggedIn } from '../helpers/session';
import { logConnections, startStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let scenario: StatsScenario;
let setter: LoggedIn;

beforeAll(async () => {
  ({ testApp, scenario, setter } = await startStatsApp());
});
afterAll(() => testApp.close());

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

  it('drops a climber from the admin\'s climber list as soon as they become a setter', async () => {
    const admin = await login(testApp.app, scenario.staff.otherGymAdmin.email, scenario.staff.otherGymAdmin.password);
    const climber = await testApp.database.db.$client.query<{ uuid: string }>(
      `insert into users (email, first_name, last_name, home_gym_id) values ('futur.ouvreur@test.fr', 'Futur', 'Ouvreur', $1) returning uuid`,
      [scenario.otherGym],
    );
    const uuid = climber.rows[0]!.uuid;
    const listUrl = `/api/gym-owner-climbers/${admin.uuid}/`;
    const before = (await admin.inject({ method: 'GET', url: listUrl })).json() as { uid: string }[];
    expect(before.map((c) => c.uid)).toContain(uuid);
    const promoted = await write(admin, '/api/update-or-create-route-setter-infos/', { userId: uuid, roles: ['route_setter'], gyms: [scenario.otherGym] });
    expect(promoted.statusCode).toBe(200);
    const after = (await admin.inject({ method: 'GET', url: listUrl })).json() as { uid: string }[];
    expect(after.map((c) => c.uid)).not.toContain(uuid);
  });

  it('checks access before answering from the cache', async () => {
    await setter.inject({ method: 'GET', url: `/api/gym-comments/${scenario.gym}/` });
    const stranger = await login(testApp.app, scenario.staff.otherGymAdmin.email, scenario.staff.otherGymAdmin.password);
    expect((await stranger.inject({ method: 'GET', url: `/api/gym-comments/${scenario.gym}/` })).statusCode).toBe(404);
    expect((await stranger.inject({ method: 'GET', url: statsUrl() })).statusCode).toBe(403);
  });
});
