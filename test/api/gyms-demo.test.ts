/**
 * Gym info, boulder list, dates and settings calls on the demo data (docs/product.md › Demo data): every answer
 * has the spec's field names (docs/product.md › Back office: data) and agrees with a recount from the raw rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/seed/index';
import { NO_CHOICE_FILTERS, boulderFilterPath, initialGymInfosPath, routesAnswerSchema } from '../../src/shared/contract/boulders';
import { GYM_LIST_PATH, gymInfoListSchema, tagsListSchema } from '../../src/shared/contract/gyms';
import { climberListSchema, routeSetterListSchema } from '../../src/shared/contract/settings';
import { useTestApp } from '../helpers/app';
import { login, type LoggedIn } from '../helpers/session';

const DEMO_PASSWORD = 'Gaston-2024!';
const t = useTestApp();
let admin: LoggedIn;
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;

beforeAll(async () => {
  q = async (text, values) => (await t.database.db.$client.query(text, values as unknown[])).rows;
  await seedDemo(t.database.db, { scale: 0.3 });
  admin = await login(t.app, 'admin@demo.fr', DEMO_PASSWORD);
}, 120_000);
describe('on the demo data', () => {
  it('answers the gym info of gyms 1 and 2 with counts equal to a recount', async () => {
    const response = await admin.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${admin.uuid}/` });
    expect(response.statusCode).toBe(200);
    const gyms = gymInfoListSchema.parse(response.json());
    expect(gyms.map((g) => g.id).sort()).toEqual([1, 2]);
    for (const gym of gyms) {
      expect(Object.keys(gym)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'has_additionnal_difficulty_grading',
          'is_custom_difficulty_system_color',
          'hasCustomDifficultySystem',
          'sectors',
          'colors',
          'difficultySystem',
          'active_routes_info',
          'total_active_routes',
        ]),
      );
      const counts = await q<{ gym_difficulty_id: number; level: number; n: number }>(
        'select gym_difficulty_id, level, count(*)::int as n from boulders where gym_id = $1 and closed_at is null group by 1, 2',
        [gym.id],
      );
      expect(gym.total_active_routes).toBe(counts.reduce((sum, c) => sum + c.n, 0));
      for (const info of gym.active_routes_info) {
        const of = (level: number) => counts.find((c) => c.gym_difficulty_id === info.gym_difficulty && c.level === level)?.n ?? 0;
        expect(info).toEqual({
          gym_difficulty: info.gym_difficulty,
          count_routes: of(-1) + of(0) + of(1),
          'level 1': of(-1),
          'level 2': of(0),
          'level 3': of(1),
        });
      }
      expect(gym.difficultySystem.map((d) => d.id)).toEqual(gym.active_routes_info.map((i) => i.gym_difficulty));
    }
    expect(gyms.find((g) => g.id === 1)).toMatchObject({ is_admin: true, can_edit: true });
  });

  it('answers the gym list, the tags and the settings lists', async () => {
    expect(
      (await admin.inject({ method: 'GET', url: GYM_LIST_PATH(admin.uuid) }))
        .json()
        .map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([1, 2]);
    tagsListSchema.parse((await admin.inject({ method: 'GET', url: '/api/tagslist/' })).json());
    const setters = routeSetterListSchema.parse((await admin.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${admin.uuid}` })).json());
    expect(setters.length).toBeGreaterThan(0);
    expect(setters.every((s) => s.uid !== admin.uuid)).toBe(true);
    const climbers = climberListSchema.parse((await admin.inject({ method: 'GET', url: `/api/gym-owner-climbers/${admin.uuid}/` })).json());
    expect(climbers.length).toBeGreaterThan(0);
    const media = await login(t.app, 'media@demo.fr', DEMO_PASSWORD);
    expect((await media.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${media.uuid}` })).statusCode).toBe(403);
  });

  it('pages through every active boulder of gym 1 with counts equal to a recount', async () => {
    const [{ n }] = await q<{ n: number }>('select count(*)::int as n from boulders where gym_id = 1 and closed_at is null');
    const first = routesAnswerSchema.parse((await admin.inject({ method: 'GET', url: initialGymInfosPath(admin.uuid, 1) })).json());
    expect(first.count).toBe(n);
    const seen: number[] = [];
    for (let offset = 0; offset < n; offset += 25) {
      const url = boulderFilterPath({
        userId: admin.uuid,
        gymId: 1,
        offset,
        end: offset + 25,
        status: { active: true, closed: false },
        ...NO_CHOICE_FILTERS,
        sort: { name: 0, sector: 1, difficulty: 2, level: 0, date: 0 },
        search: '',
      });
      const page = routesAnswerSchema.parse((await admin.inject({ method: 'GET', url })).json());
      expect(page.count).toBe(n);
      seen.push(...page.routes.map((r) => r.id));
    }
    expect(new Set(seen).size).toBe(n);
    expect(first.routes[0]).toMatchObject({ route_active: true, gym: { id: 1 } });
  });

  it('lets the chief route setter move a sector dismantling date, and not the media account', async () => {
    const [sector] = await q<{ sector_id: number }>('select sector_id from boulders where gym_id = 1 and closed_at is null limit 1');
    const chief = await login(t.app, 'chef@demo.fr', DEMO_PASSWORD);
    const media = await login(t.app, 'media@demo.fr', DEMO_PASSWORD);
    const farAway = '31/12/2099';
    expect((await media.inject({ method: 'POST', url: `/api/update-sector/${sector!.sector_id}/`, payload: { date: farAway } })).statusCode).toBe(403);
    expect((await chief.inject({ method: 'POST', url: `/api/update-sector/${sector!.sector_id}/`, payload: { date: farAway } })).statusCode).toBe(200);
    const left = await q('select id from boulders where sector_id = $1 and closed_at is null and planned_dismantling <> $2', [sector!.sector_id, '2099-12-31']);
    expect(left).toEqual([]);
    const other = await login(t.app, 'autre@demo.fr', DEMO_PASSWORD);
    expect((await other.inject({ method: 'POST', url: `/api/update-sector/${sector!.sector_id}/`, payload: { date: farAway } })).statusCode).toBe(404);
  });
});
