/** Gym info, gym list and tags list (docs/product.md › Back office: data "Gym info", §7). */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GYM_LIST_PATH, gymInfoListSchema } from '../../src/shared/contract/gyms';
import { findSession } from '../../src/server/repositories/sessions-repository';
import { membershipsOfUser } from '../../src/server/repositories/staff-repository';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, ensureCatalog, type Catalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let catalog: Catalog;
const gymA = { id: 0, vert: 0, bleu: 0, jaune: 0, s1: 0, s2: 0 };
let gymB = 0;
let gymC = 0;
let admin: CreatedUser;
let marketing: CreatedUser;
let adminSession: LoggedIn;
let marketingSession: LoggedIn;

beforeAll(async () => {
  const db = t.database.db;
  gymA.id = (await createGym(db, { name: 'Alpha Bloc', isCustomDifficultySystemColor: true })).id;
  catalog = await ensureCatalog(db, gymA.id);
  gymB = (await createGym(db, { name: 'Beta Bloc', hasAdditionalDifficultyGrading: true })).id;
  gymC = (await createGym(db, { name: 'Gamma Bloc' })).id;
  // Display order is by position, not by creation.
  gymA.bleu = await createDifficulty(db, gymA.id, { name: 'Bleu', grade: 14, color1: '#1E63D6', color2: '#FFFFFF', svg: '<svg id="bleu"/>', position: 3 });
  gymA.jaune = await createDifficulty(db, gymA.id, { name: 'Jaune', grade: 6, color1: '#FFD600', svg: '<svg id="jaune"/>', position: 1 });
  gymA.vert = await createDifficulty(db, gymA.id, { name: 'Vert', grade: 10, color1: '#2E9E44', svg: '<svg id="vert"/>', position: 2 });
  gymA.s2 = (await createSector(db, gymA.id, { name: 'Toit', position: 2 })).id;
  gymA.s1 = (await createSector(db, gymA.id, { name: 'Dalle', position: 1 })).id;
  const base = { gymId: gymA.id, sectorId: gymA.s1 };
  for (const level of [-1, 0, 0, 1]) await createBoulder(db, { ...base, difficultyId: gymA.vert, level });
  await createBoulder(db, { ...base, sectorId: gymA.s2, difficultyId: gymA.bleu, level: 1 });
  // Closed boulders do not count.
  await createBoulder(db, { ...base, difficultyId: gymA.jaune, level: 0, closedAt: new Date() });
  await createBoulder(db, { ...base, difficultyId: gymA.vert, level: 0, closedAt: new Date() });
  const difficultyB = await createDifficulty(db, gymB, { name: 'Rouge', grade: 18 });
  const sectorB = (await createSector(db, gymB)).id;
  await createBoulder(db, { gymId: gymB, sectorId: sectorB, difficultyId: difficultyB, level: -1 });

  admin = await createUser(db, {
    staff: [
      { gymId: gymA.id, accessTypes: ['chief_route_setter'], isAdmin: true },
      { gymId: gymB, accessTypes: [], isAdmin: true },
    ],
  });
  marketing = await createUser(db, { staff: [{ gymId: gymA.id, accessTypes: ['marketing_staff'] }] });
  adminSession = await login(t.app, admin.email, admin.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
});
describe('GET /api/routesettergymonlyinfos/{id}/', () => {
  it('answers every gym of the user with its circuits, sectors, colours and active boulder counts', async () => {
    const response = await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${admin.uuid}/` });
    expect(response.statusCode).toBe(200);
    const gyms = gymInfoListSchema.parse(response.json());
    expect(gyms.map((g) => g.name)).toEqual(['Alpha Bloc', 'Beta Bloc']);
    expect(gyms[0]).toEqual({
      id: gymA.id,
      name: 'Alpha Bloc',
      has_additionnal_difficulty_grading: false,
      is_custom_difficulty_system_color: true,
      hasCustomDifficultySystem: true,
      sectors: [
        { id: gymA.s1, name: 'Dalle' },
        { id: gymA.s2, name: 'Toit' },
      ],
      colors: catalog.colors.map((c) => ({ id: c.id, color_code: c.colorCode, name: c.name })),
      difficultySystem: [
        { id: gymA.jaune, svg: '<svg id="jaune"/>', corresponding_difficulty: '4A', name: 'Jaune', color_1: '#FFD600', color_2: null },
        { id: gymA.vert, svg: '<svg id="vert"/>', corresponding_difficulty: '4C', name: 'Vert', color_1: '#2E9E44', color_2: null },
        { id: gymA.bleu, svg: '<svg id="bleu"/>', corresponding_difficulty: '5B', name: 'Bleu', color_1: '#1E63D6', color_2: '#FFFFFF' },
      ],
      active_routes_info: [
        { gym_difficulty: gymA.jaune, count_routes: 0, 'level 1': 0, 'level 2': 0, 'level 3': 0 },
        { gym_difficulty: gymA.vert, count_routes: 4, 'level 1': 1, 'level 2': 2, 'level 3': 1 },
        { gym_difficulty: gymA.bleu, count_routes: 1, 'level 1': 0, 'level 2': 0, 'level 3': 1 },
      ],
      total_active_routes: 5,
      resetCycleDays: 35,
      is_admin: true,
      access_types: ['chief_route_setter'],
      can_edit: true,
      status: 'published',
    });
    expect(gyms[1]).toMatchObject({
      id: gymB,
      has_additionnal_difficulty_grading: true,
      is_custom_difficulty_system_color: false,
      total_active_routes: 1,
      is_admin: true,
      access_types: [],
      can_edit: true,
      status: 'published',
    });
  });

  it('tells read-only staff they cannot edit, and answers without the trailing slash too', async () => {
    const response = await marketingSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${marketing.uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
    expect(response.json()[0]).toMatchObject({ id: gymA.id, is_admin: false, access_types: ['marketing_staff'], can_edit: false });
  });

  it("refuses another user's path (403), anonymous visitors (401) and a malformed id (400)", async () => {
    expect((await marketingSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${admin.uuid}/` })).statusCode).toBe(403);
    expect((await (await anonymous(t.app)).inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${admin.uuid}/` })).statusCode).toBe(401);
    const malformed = await adminSession.inject({ method: 'GET', url: '/api/routesettergymonlyinfos/12/' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatch(/« id ».*identifiant utilisateur invalide/);
  });
  it('is cached, yet shows a change of rights, a new gym, a lost gym and a new boulder at the very next read', async () => {
    const user = await createUser(t.database.db, { staff: [{ gymId: gymA.id, accessTypes: ['marketing_staff'] }] });
    const session = await login(t.app, user.email, user.password!);
    const read = async () => {
      const response = await session.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${user.uuid}/` });
      expect(response.statusCode).toBe(200);
      return response.json() as { id: number; access_types: string[]; can_edit: boolean; total_active_routes: number }[];
    };
    const first = await read();
    const again = await session.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${user.uuid}/`, headers: { 'if-none-match': '"x"' } });
    expect(again.headers.etag).toBeTruthy();
    expect(
      (await session.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${user.uuid}/`, headers: { 'if-none-match': again.headers.etag } })).statusCode,
    ).toBe(304);
    expect(first.map((g) => [g.id, g.can_edit])).toEqual([[gymA.id, false]]);

    const db = t.database.db;
    await db.execute(sql`update gym_staff set access_types = array['route_setter'] where user_id = ${user.id} and gym_id = ${gymA.id}`);
    expect((await read()).map((g) => [g.id, g.access_types, g.can_edit])).toEqual([[gymA.id, ['route_setter'], true]]);

    await db.execute(sql`insert into gym_staff (gym_id, user_id, access_types) values (${gymB}, ${user.id}, array['marketing_staff'])`);
    expect((await read()).map((g) => g.id)).toEqual([gymA.id, gymB]);

    const before = (await read())[0]!.total_active_routes;
    const added = await createBoulder(db, { gymId: gymA.id, sectorId: gymA.s1, difficultyId: gymA.vert, level: 0 });
    expect((await read())[0]!.total_active_routes).toBe(before + 1);
    await db.execute(sql`delete from boulders where id = ${added}`);
    expect((await read())[0]!.total_active_routes).toBe(before);

    await db.execute(sql`delete from gym_staff where user_id = ${user.id} and gym_id = ${gymA.id}`);
    expect((await read()).map((g) => g.id)).toEqual([gymB]);
  });
});

describe('memberships', () => {
  it('are the same read with the session and read on their own (a job or a bearer token has no session)', async () => {
    const db = t.database.db;
    const own = await membershipsOfUser(db, admin.id);
    expect(own.map((m) => [m.gymName, m.isAdmin, m.accessTypes])).toEqual([
      ['Alpha Bloc', true, ['chief_route_setter']],
      ['Beta Bloc', true, []],
    ]);
    expect(own.every((m) => Number.isInteger(m.dataVersion) && Number.isInteger(m.activityVersion))).toBe(true);
    const [session] = await db.execute<{ id_hash: string }>(sql`select id_hash from sessions where user_id = ${admin.id} limit 1`).then((r) => r.rows);
    expect((await findSession(db, session!.id_hash))?.memberships).toEqual(own);
    expect(await membershipsOfUser(db, 999_999)).toEqual([]);
  });
});

describe('GET /api/routesettergymonlyinfosspecific/{userId}/{gymId}', () => {
  it('answers a list of one gym', async () => {
    const response = await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${admin.uuid}/${gymB}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: { id: number }) => g.id)).toEqual([gymB]);
    const withSlash = await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${admin.uuid}/${gymA.id}/` });
    expect(withSlash.json()[0].total_active_routes).toBe(5);
  });

  it('answers 404 for a gym that is not theirs and 400 for a malformed gym id', async () => {
    expect((await marketingSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${marketing.uuid}/${gymB}` })).statusCode).toBe(404);
    expect((await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${admin.uuid}/${gymC}` })).statusCode).toBe(404);
    expect((await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${admin.uuid}/999999` })).statusCode).toBe(404);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '01', '9999999999']) {
      const response = await adminSession.inject({ method: 'GET', url: `/api/routesettergymonlyinfosspecific/${admin.uuid}/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toMatch(/« gymId »/);
    }
  });
});

describe('gym list and tags', () => {
  it('lists the gyms of the user for the gym-choice modal', async () => {
    const response = await adminSession.inject({ method: 'GET', url: GYM_LIST_PATH(admin.uuid) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: gymA.id, name: 'Alpha Bloc', status: 'published' },
      { id: gymB, name: 'Beta Bloc', status: 'published' },
    ]);
    expect((await marketingSession.inject({ method: 'GET', url: `/api/routesettergyms/${marketing.uuid}` })).json()).toEqual([
      { id: gymA.id, name: 'Alpha Bloc', status: 'published' },
    ]);
    expect((await marketingSession.inject({ method: 'GET', url: GYM_LIST_PATH(admin.uuid) })).statusCode).toBe(403);
  });

  it("lists a gym's tags by kind: the gym named by ?gymId=, else the user's first gym", async () => {
    expect((await marketingSession.inject({ method: 'GET', url: `/api/tagslist/?gymId=${gymA.id}` })).json()).toEqual({
      tag_grips: catalog.tags.grips,
      tag_steepness: catalog.tags.steepness,
      tag_style: catalog.tags.style,
    });
    expect((await marketingSession.inject({ method: 'GET', url: `/api/tagslist/?gymId=${gymB}` })).statusCode).toBe(404);
    expect((await marketingSession.inject({ method: 'GET', url: '/api/tagslist/?gymId=abc' })).statusCode).toBe(400);
    const response = await marketingSession.inject({ method: 'GET', url: '/api/tagslist/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ tag_grips: catalog.tags.grips, tag_steepness: catalog.tags.steepness, tag_style: catalog.tags.style });
    expect(response.json().tag_steepness.map((tag: { name: string }) => tag.name)).toEqual(['Dalle', 'Vertical', 'Dévers']);
    expect((await (await anonymous(t.app)).inject({ method: 'GET', url: '/api/tagslist' })).statusCode).toBe(401);
  });
});
