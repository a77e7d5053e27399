/**
 * A gym's status (docs/product.md › Going live: gym status): a draft gym is its staff's only, a published one is everyone's, a
 * suspended one nobody's (nothing deleted). Every climbers' and public call is checked on each.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { READ_MESSAGES as R } from '../../src/shared/contract/climber-reads';
import { GYM_SUSPENDED } from '../../src/server/services/authorize';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD } from '../helpers/fixtures';
import { sessionOf, write, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let gymId: number;
let boulderId: number;
let code: string;
let climber: { authorization: string };
let admin: TestBrowser;
let adminUuid: string;
let setter: TestBrowser;

const setStatus = (status: string) => t.database.db.execute(sql`update gyms set status = ${status} where id = ${gymId}`);
const get = (url: string, headers: Record<string, string> = climber) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const db = t.database.db;
  gymId = (await createGym(db, { name: 'Salle en préparation', status: 'draft' })).id;
  const sector = await createSector(db, gymId);
  const difficulty = await createDifficulty(db, gymId);
  boulderId = await createBoulder(db, { gymId, sectorId: sector.id, difficultyId: difficulty, createdAt: new Date(Date.now() - 86_400_000) });
  code = ((await db.execute(sql`select code from boulders where id = ${boulderId}`)).rows[0] as { code: string }).code;
  const user = await createUser(db);
  const token = await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email: user.email, password: TEST_PASSWORD, deviceName: 'Test' } });
  climber = { authorization: `Bearer ${token.json().token}` };
  const adminUser = await createUser(db, { staff: [{ gymId, isAdmin: true, accessTypes: ['chief_route_setter'] }] });
  adminUuid = adminUser.uuid;
  admin = await sessionOf(t.app, adminUser.id);
  setter = await sessionOf(t.app, (await createUser(db, { staff: [{ gymId, accessTypes: ['route_setter'] }] })).id);
});

/** Every climbers' and public read and write of the gym, with the status each answered. */
async function climberAnswers() {
  const gymList = (await get('/api/v1/gyms/')).json() as { id: number }[];
  return {
    listed: gymList.some((g) => g.id === gymId),
    gym: (await get(`/api/v1/gyms/${gymId}/`)).statusCode,
    boulders: (await get(`/api/v1/gyms/${gymId}/boulders/`)).statusCode,
    boulder: (await get(`/api/v1/boulders/${boulderId}/`)).statusCode,
    progress: (await get(`/api/v1/me/progress/?gym=${gymId}`)).statusCode,
    label: (await get(`/api/public/boulders/${code}/`, {})).statusCode,
    visit: (await t.app.inject({ method: 'POST', url: `/api/v1/gyms/${gymId}/visit/`, headers: climber })).statusCode,
    ascent: (
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/ascents/${randomUUID()}/`,
        headers: climber,
        payload: { boulderId, tries: 1, topped: true, loggedAt: new Date().toISOString() },
      })
    ).statusCode,
    rating: (await t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${boulderId}/rating/`, headers: climber, payload: { stars: 4 } })).statusCode,
  };
}

describe('gym status', () => {
  it('a draft gym: absent for climbers and public pages (404), open to its staff, who see it is a draft', async () => {
    expect(await climberAnswers()).toEqual({
      listed: false,
      gym: 404,
      boulders: 404,
      boulder: 404,
      progress: 404,
      label: 404,
      visit: 404,
      ascent: 404,
      rating: 404,
    });
    expect((await get(`/api/v1/gyms/${gymId}/`)).json()).toMatchObject({ error: R.gymNotFound });
    const info = await admin.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${adminUuid}/${gymId}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()[0]).toMatchObject({ id: gymId, status: 'draft' });
    expect((await t.database.db.execute(sql`select count(*)::int as n from ascents where boulder_id = ${boulderId}`)).rows).toEqual([{ n: 0 }]);
  });

  it("'Publier la salle': admins only; then climbers see it and can log", async () => {
    expect((await write(setter, `/api/gyms/${gymId}/publish/`)).statusCode).toBe(403);
    const published = await write(admin, `/api/gyms/${gymId}/publish/`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({ status: 'published' });
    // A replay, and two at once, answer the same.
    expect((await write(admin, `/api/gyms/${gymId}/publish/`)).json()).toEqual({ status: 'published' });
    const both = await Promise.all([write(admin, `/api/gyms/${gymId}/publish/`), write(admin, `/api/gyms/${gymId}/publish/`)]);
    expect(both.map((r) => [r.statusCode, r.json().status])).toEqual([
      [200, 'published'],
      [200, 'published'],
    ]);
    const answers = await climberAnswers();
    expect(answers).toMatchObject({ listed: true, gym: 200, boulders: 200, boulder: 200, progress: 200, label: 200, visit: 204, ascent: 201, rating: 200 });
  });

  it("a suspended gym: 'Salle indisponible' for climbers, 'Salle suspendue' for its staff, nothing deleted", async () => {
    await setStatus('suspended');
    try {
      const answers = await climberAnswers();
      expect(answers).toEqual({ listed: false, gym: 404, boulders: 404, boulder: 404, progress: 404, label: 404, visit: 404, ascent: 404, rating: 404 });
      expect((await get(`/api/v1/gyms/${gymId}/`)).json()).toMatchObject({ error: R.gymUnavailable });
      const staffRead = await admin.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${adminUuid}/${gymId}` });
      expect(staffRead.statusCode).toBe(403);
      expect(staffRead.json()).toMatchObject({ error: GYM_SUSPENDED, suspended: true });
      expect((await write(admin, `/api/gyms/${gymId}/publish/`)).statusCode).toBe(403);
      // Still listed in the staff's gym list, with its status, so the page can say why it is closed.
      const list = await admin.inject({ method: 'GET', url: `/api/routesettergyms/${adminUuid}/` });
      expect(list.json()).toEqual([{ id: gymId, name: 'Salle en préparation', status: 'suspended' }]);
      expect((await t.database.db.execute(sql`select count(*)::int as n from ascents where boulder_id = ${boulderId}`)).rows).toEqual([{ n: 1 }]);
    } finally {
      await setStatus('published');
    }
  });
});
