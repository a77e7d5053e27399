/** Setter management for gym admins (docs/product.md › Back office: screens "Settings", §7; docs/permissions.md). */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '../../src/shared/contract/settings';
import { useTestApp } from '../helpers/app';
import { addAscent, addConnection, createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
const gym = { a: 0, b: 0, c: 0, d: 0 };
const people = {} as Record<'owner' | 'setterA' | 'chief' | 'coAdmin' | 'staffD' | 'marketing' | 'adminB' | 'c1' | 'c2' | 'c3' | 'c4' | 'c5', CreatedUser>;
let ownerSession: LoggedIn;
let marketingSession: LoggedIn;

const staffRows = (user: CreatedUser) =>
  q<{ gym_id: number; access_types: string[]; is_admin: boolean }>('select gym_id, access_types, is_admin from gym_staff where user_id = $1 order by gym_id', [
    user.id,
  ]);
const auditRows = () => q('select user_id, gym_id, action, entity, entity_id, before, after from audit_log order by id');

/** The staff rows every test starts from. */
async function resetStaff() {
  const rows: [keyof typeof people, number, string[], boolean][] = [
    ['owner', gym.a, ['chief_route_setter'], true],
    ['owner', gym.b, [], true],
    ['owner', gym.c, ['route_setter'], false],
    ['setterA', gym.a, ['route_setter'], false],
    ['setterA', gym.b, ['marketing_staff'], false],
    ['chief', gym.a, ['chief_route_setter'], false],
    ['chief', gym.c, ['route_setter'], false],
    ['coAdmin', gym.a, ['route_setter'], true],
    ['staffD', gym.d, ['route_setter'], false],
    ['marketing', gym.a, ['marketing_staff'], false],
    ['adminB', gym.a, ['route_setter'], false],
    ['adminB', gym.b, ['route_setter'], true],
  ];
  await q('delete from gym_staff');
  await q('delete from audit_log');
  for (const [person, gymId, accessTypes, isAdmin] of rows) {
    await q('insert into gym_staff (gym_id, user_id, access_types, is_admin) values ($1, $2, $3, $4)', [gymId, people[person].id, accessTypes, isAdmin]);
  }
}

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  gym.a = (await createGym(db, { name: 'Alpha' })).id;
  gym.b = (await createGym(db, { name: 'Beta' })).id;
  gym.c = (await createGym(db, { name: 'Gamma' })).id;
  gym.d = (await createGym(db, { name: 'Delta' })).id;
  const person = (firstName: string, lastName: string, homeGymId: number | null = null, profilePicture: string | null = null) =>
    createUser(db, { firstName, lastName, homeGymId, profilePicture });
  people.owner = await person('Olive', 'Owner');
  people.setterA = await person('Sam', 'Bernard', gym.a, 'https://img/sam.png');
  people.chief = await person('Chloé', 'Arnaud');
  people.coAdmin = await person('Camille', 'Durand');
  people.staffD = await person('Dan', 'Aubert');
  people.marketing = await person('Mia', 'Clément');
  people.adminB = await person('Bea', 'Evrard');
  // Climbers: home gym A; recent visitor of B; home gym D only; visitor of A long ago; no tie at all.
  people.c1 = await person('Zoé', 'Martin', gym.a);
  people.c2 = await person('Yann', 'Leroy');
  people.c3 = await person('Xavier', 'Noël', gym.d);
  people.c4 = await person('Wendy', 'Petit');
  people.c5 = await person('Victor', 'Robert');
  const sectorB = (await createSector(db, gym.b)).id;
  const boulderB = await createBoulder(db, { gymId: gym.b, sectorId: sectorB, difficultyId: await createDifficulty(db, gym.b) });
  await addAscent(db, { userId: people.c2.id, boulderId: boulderB, gymId: gym.b, loggedAt: new Date(Date.now() - 3 * 86_400_000), tries: 2, topped: true });
  await addConnection(db, { userId: people.c4.id, gymId: gym.a, openedAt: new Date(Date.now() - 200 * 86_400_000) });
  await resetStaff();
  ownerSession = await login(t.app, people.owner.email, people.owner.password!);
  marketingSession = await login(t.app, people.marketing.email, people.marketing.password!);
});
beforeEach(resetStaff);
describe('GET /api/gym-owner-route-setters/{userId}', () => {
  it("lists the staff of the admin's gyms with their French roles and only the admin's gyms, without the admin", async () => {
    const response = await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${people.owner.uuid}` });
    expect(response.statusCode).toBe(200);
    const row = (who: CreatedUser, firstName: string, lastName: string, roles: string[], gyms: [number, string][], picture: string | null = null) => ({
      uid: who.uuid,
      firstName,
      lastName,
      picture,
      roles,
      gyms: gyms.map(([id, name]) => ({ id, name })),
    });
    expect(response.json()).toEqual([
      // Gym C (where the owner is not admin) neither shows nor adds its roles.
      row(people.chief, 'Chloé', 'Arnaud', ['Chef-ouvreur'], [[gym.a, 'Alpha']]),
      row(
        people.setterA,
        'Sam',
        'Bernard',
        ['Ouvreur', 'Média'],
        [
          [gym.a, 'Alpha'],
          [gym.b, 'Beta'],
        ],
        'https://img/sam.png',
      ),
      row(people.marketing, 'Mia', 'Clément', ['Média'], [[gym.a, 'Alpha']]),
      row(people.coAdmin, 'Camille', 'Durand', ['Ouvreur'], [[gym.a, 'Alpha']]),
      row(
        people.adminB,
        'Bea',
        'Evrard',
        ['Ouvreur'],
        [
          [gym.a, 'Alpha'],
          [gym.b, 'Beta'],
        ],
      ),
    ]);
    expect((await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${people.owner.uuid}/` })).json()).toHaveLength(5);
  });

  it('answers 403 to staff who are admin nowhere and for another user, 401 to anonymous visitors', async () => {
    expect((await marketingSession.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${people.marketing.uuid}` })).statusCode).toBe(403);
    expect((await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-route-setters/${people.marketing.uuid}` })).statusCode).toBe(403);
    expect((await (await anonymous(t.app)).inject({ method: 'GET', url: `/api/gym-owner-route-setters/${people.owner.uuid}` })).statusCode).toBe(401);
    expect((await ownerSession.inject({ method: 'GET', url: '/api/gym-owner-route-setters/not-a-uuid' })).json().error).toMatch(/« userId »/);
  });
});

describe('GET /api/gym-owner-climbers/{userId}/', () => {
  it("offers people of the admin's gyms (home gym or recent visit) who are not their staff, by last name", async () => {
    const response = await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-climbers/${people.owner.uuid}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { uid: people.c2.uuid, firstName: 'Yann', lastName: 'Leroy' },
      { uid: people.c1.uuid, firstName: 'Zoé', lastName: 'Martin' },
    ]);
    expect((await marketingSession.inject({ method: 'GET', url: `/api/gym-owner-climbers/${people.marketing.uuid}` })).statusCode).toBe(403);
  });

  it('narrows the list by name with ?search=, ignoring case and accents', async () => {
    const names = async (search: string) =>
      (await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-climbers/${people.owner.uuid}/?search=${encodeURIComponent(search)}` }))
        .json()
        .map((c: { lastName: string }) => c.lastName);
    expect(await names('ZOE')).toEqual(['Martin']);
    expect(await names('yann ler')).toEqual(['Leroy']);
    expect(await names('%')).toEqual([]);
    expect(await names('  ')).toEqual(['Leroy', 'Martin']);
    const tooLong = await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-climbers/${people.owner.uuid}/?search=${'x'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatch(/« search »/);
  });
});

describe('POST /api/update-or-create-route-setter-infos/', () => {
  const upsert = (body: unknown, session = ownerSession) => write(session, '/api/update-or-create-route-setter-infos/', body);

  it('makes a climber a route setter on the gyms named, with roles given as labels or codes', async () => {
    const response = await upsert({ userId: people.c1.uuid, roles: ['Ouvreur', 'chief_route_setter', 'Route Setter'], gyms: [gym.a, gym.b] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SETTINGS_MESSAGES.rightsSaved });
    expect(await staffRows(people.c1)).toEqual([
      { gym_id: gym.a, access_types: ['chief_route_setter', 'route_setter'], is_admin: false },
      { gym_id: gym.b, access_types: ['chief_route_setter', 'route_setter'], is_admin: false },
    ]);
    expect(await auditRows()).toEqual(
      [gym.a, gym.b].map((gymId) => ({
        user_id: people.owner.id,
        gym_id: gymId,
        action: 'add_staff',
        entity: 'gym_staff',
        entity_id: people.c1.uuid,
        before: null,
        after: { access_types: ['chief_route_setter', 'route_setter'], is_admin: false },
      })),
    );
    const climbers = (await ownerSession.inject({ method: 'GET', url: `/api/gym-owner-climbers/${people.owner.uuid}/` })).json();
    expect(climbers.map((c: { uid: string }) => c.uid)).toEqual([people.c2.uuid]);
  });

  it('updates existing rows and keeps their admin flag', async () => {
    expect((await upsert({ userId: people.coAdmin.uuid, roles: ['Média'], gyms: [gym.a] })).statusCode).toBe(200);
    expect(await staffRows(people.coAdmin)).toEqual([{ gym_id: gym.a, access_types: ['marketing_staff'], is_admin: true }]);
    expect(await auditRows()).toMatchObject([
      {
        action: 'update_staff_access',
        before: { access_types: ['route_setter'], is_admin: true },
        after: { access_types: ['marketing_staff'], is_admin: true },
      },
    ]);
  });

  it('needs admin on every gym named', async () => {
    const notAdmin = await upsert({ userId: people.c1.uuid, roles: ['route_setter'], gyms: [gym.a, gym.c] });
    expect(notAdmin.statusCode).toBe(403);
    const notTheirs = await upsert({ userId: people.c1.uuid, roles: ['route_setter'], gyms: [gym.a, gym.d] });
    expect(notTheirs.statusCode).toBe(404);
    expect((await upsert({ userId: people.c1.uuid, roles: ['route_setter'], gyms: [gym.a] }, marketingSession)).statusCode).toBe(403);
    expect(await staffRows(people.c1)).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('answers 404 for an unknown person and 400 naming the field for bad bodies', async () => {
    const unknown = await upsert({ userId: '00000000-0000-4000-8000-000000000000', roles: ['route_setter'], gyms: [gym.a] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(SETTINGS_MESSAGES.userNotFound);
    const cases: [unknown, RegExp][] = [
      [{ userId: people.c1.uuid, roles: [], gyms: [gym.a] }, /« Types d'accès ».*au moins un rôle/],
      [{ userId: people.c1.uuid, roles: ['Pilote'], gyms: [gym.a] }, /« roles\.0 ».*rôle inconnu/],
      [{ userId: people.c1.uuid, roles: 'route_setter', gyms: [gym.a] }, /« Types d'accès »/],
      [{ userId: people.c1.uuid, roles: ['route_setter'], gyms: [] }, /« Salles ».*au moins une salle/],
      [{ userId: people.c1.uuid, roles: ['route_setter'], gyms: ['1'] }, /« gyms\.0 »/],
      [{ userId: people.c1.uuid, roles: ['route_setter'], gyms: [1.5] }, /« gyms\.0 »/],
      [{ userId: 'x', roles: ['route_setter'], gyms: [gym.a] }, /« userId »/],
      [{ roles: ['route_setter'], gyms: [gym.a] }, /« userId »/],
      [[], /« corps de la requête »/],
    ];
    for (const [body, message] of cases) {
      const response = await upsert(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });
});

describe('POST /api/update-route-setter-infos/{user}/', () => {
  const update = (body: unknown, session = ownerSession, user = people.owner.uuid) => write(session, `/api/update-route-setter-infos/${user}/`, body);

  it("sets roles and gyms among the admin's gyms, removing the admin gyms left out", async () => {
    const response = await update({ userId: people.setterA.uuid, roles: ['chief_route_setter'], gyms: [gym.a] });
    expect(response.statusCode).toBe(200);
    expect(await staffRows(people.setterA)).toEqual([{ gym_id: gym.a, access_types: ['chief_route_setter'], is_admin: false }]);
    expect(await auditRows()).toMatchObject([
      { gym_id: gym.a, action: 'update_staff_access', entity_id: people.setterA.uuid, after: { access_types: ['chief_route_setter'] } },
      { gym_id: gym.b, action: 'remove_staff', before: { access_types: ['marketing_staff'], is_admin: false }, after: null },
    ]);
    // The gyms' journals name the person and say what their rights became (issue 31, item 21).
    const journal = async (gymId: number) => (await ownerSession.inject({ method: 'GET', url: `/api/gyms/${gymId}/history/?kind=rights` })).json();
    expect((await journal(gym.a)).results).toMatchObject([
      { kind: 'rights', subject: 'Sam Bernard', text: 'Droits : Ouvreur → Chef-ouvreur', user: { uuid: people.owner.uuid } },
    ]);
    expect((await journal(gym.b)).results).toMatchObject([{ kind: 'rights', subject: 'Sam Bernard', text: 'Droits : Média → —' }]);
    expect(
      (await write(ownerSession, '/api/update-or-create-route-setter-infos/', { userId: people.c1.uuid, roles: ['route_setter'], gyms: [gym.a] })).statusCode,
    ).toBe(200);
    expect((await journal(gym.a)).results[0]).toMatchObject({ subject: 'Zoé Martin', text: 'Droits : — → Ouvreur' });
  });

  it('can add one of the admin gyms and never touches the gyms where the caller is not admin', async () => {
    expect((await update({ userId: people.chief.uuid, roles: ['route_setter'], gyms: [gym.a, gym.b] })).statusCode).toBe(200);
    expect(await staffRows(people.chief)).toEqual([
      { gym_id: gym.a, access_types: ['route_setter'], is_admin: false },
      { gym_id: gym.b, access_types: ['route_setter'], is_admin: false },
      { gym_id: gym.c, access_types: ['route_setter'], is_admin: false },
    ]);
    // An empty list removes them from every admin gym, and only there.
    expect((await update({ userId: people.chief.uuid, roles: ['route_setter'], gyms: [] })).statusCode).toBe(200);
    expect(await staffRows(people.chief)).toEqual([{ gym_id: gym.c, access_types: ['route_setter'], is_admin: false }]);
  });

  it('refuses to take a gym away from its admin, the caller included, and rolls back what it did', async () => {
    const self = await update({ userId: people.owner.uuid, roles: ['chief_route_setter'], gyms: [gym.a] });
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toBe(SETTINGS_MESSAGES.cannotRemoveOwnAdmin);
    const other = await update({ userId: people.coAdmin.uuid, roles: ['route_setter'], gyms: [] });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(SETTINGS_MESSAGES.cannotRemoveAdmin);
    // Gym A (Alpha) is changed before gym B (Beta) fails: the change to A must not stay.
    const partial = await update({ userId: people.adminB.uuid, roles: ['marketing_staff'], gyms: [gym.a] });
    expect(partial.statusCode).toBe(400);
    expect(await staffRows(people.adminB)).toEqual([
      { gym_id: gym.a, access_types: ['route_setter'], is_admin: false },
      { gym_id: gym.b, access_types: ['route_setter'], is_admin: true },
    ]);
    expect(await auditRows()).toEqual([]);
    // Keeping every gym, the admin may change their own access types.
    expect((await update({ userId: people.owner.uuid, roles: ['route_setter'], gyms: [gym.a, gym.b] })).statusCode).toBe(200);
    expect(await staffRows(people.owner)).toEqual([
      { gym_id: gym.a, access_types: ['route_setter'], is_admin: true },
      { gym_id: gym.b, access_types: ['route_setter'], is_admin: true },
      { gym_id: gym.c, access_types: ['route_setter'], is_admin: false },
    ]);
  });

  it('checks the caller, the gyms and the person', async () => {
    const body = { userId: people.setterA.uuid, roles: ['route_setter'], gyms: [gym.a] };
    expect((await update(body, ownerSession, people.marketing.uuid)).statusCode).toBe(403);
    expect((await update(body, marketingSession, people.marketing.uuid)).statusCode).toBe(403);
    expect((await update({ ...body, gyms: [gym.a, gym.c] })).statusCode).toBe(403);
    expect((await update({ ...body, gyms: [gym.d] })).statusCode).toBe(404);
    const stranger = await update({ ...body, userId: people.staffD.uuid });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error).toBe(SETTINGS_MESSAGES.notYourSetter);
    expect((await update({ ...body, userId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await update({ ...body, roles: ['admin'] })).statusCode).toBe(400);
    const visitor = await anonymous(t.app);
    expect((await update(body, visitor as LoggedIn)).statusCode).toBe(401);
    expect(await auditRows()).toEqual([]);
  });
});

describe('two writers at once, and a replayed request', () => {
  const upsert = (body: unknown) => write(ownerSession, '/api/update-or-create-route-setter-infos/', body);

  it('adding the same person twice at once makes one staff row per gym, with the rights of one of the two calls', async () => {
    for (let round = 0; round < 6; round++) {
      await resetStaff();
      const [a, b] = await Promise.all([
        upsert({ userId: people.c1.uuid, roles: ['Ouvreur'], gyms: [gym.a, gym.b] }),
        upsert({ userId: people.c1.uuid, roles: ['Média'], gyms: [gym.b, gym.a] }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const rows = await staffRows(people.c1);
      expect(rows.map((r) => r.gym_id)).toEqual([gym.a, gym.b]);
      expect(new Set(rows.map((r) => JSON.stringify(r.access_types))).size, `round ${round}`).toBe(1);
      expect([['route_setter'], ['marketing_staff']]).toContainEqual(rows[0]!.access_types);
    }
  });

  it('a replayed call answers the same and changes nothing more', async () => {
    const body = { userId: people.c1.uuid, roles: ['Ouvreur'], gyms: [gym.a] };
    const first = await upsert(body);
    const replay = await upsert(body);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    expect(await staffRows(people.c1)).toEqual([{ gym_id: gym.a, access_types: ['route_setter'], is_admin: false }]);
    expect((await auditRows()).map((r) => r.action)).toEqual(['add_staff', 'update_staff_access']);
  });
});

describe('two rights updates at once, and a replayed one', () => {
  const update = (body: unknown) => write(ownerSession, `/api/update-route-setter-infos/${people.owner.uuid}/`, body);
  const adminGymRows = async () => (await staffRows(people.chief)).filter((r) => r.gym_id !== gym.c);

  it('two updates of one person leave the outcome of one of them, and the other gyms untouched', async () => {
    const both = { userId: people.chief.uuid, roles: ['route_setter'], gyms: [gym.b, gym.a] };
    const onlyB = { userId: people.chief.uuid, roles: ['marketing_staff'], gyms: [gym.b] };
    const outcomes = [
      JSON.stringify([gym.a, gym.b].map((id) => ({ gym_id: id, access_types: ['route_setter'], is_admin: false }))),
      JSON.stringify([{ gym_id: gym.b, access_types: ['marketing_staff'], is_admin: false }]),
    ];
    for (let round = 0; round < 12; round++) {
      await resetStaff();
      const [a, b] = await Promise.all([update(both), update(onlyB)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(outcomes, `round ${round}`).toContain(JSON.stringify(await adminGymRows()));
      expect((await staffRows(people.chief)).find((r) => r.gym_id === gym.c)).toEqual({ gym_id: gym.c, access_types: ['route_setter'], is_admin: false });
    }
  });

  it('a replayed update answers the same and leaves the same rows', async () => {
    const body = { userId: people.chief.uuid, roles: ['chief_route_setter'], gyms: [gym.a] };
    const first = await update(body);
    const rows = await staffRows(people.chief);
    const replay = await update(body);
    expect([first.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(first.json());
    expect(await staffRows(people.chief)).toEqual(rows);
  });
});
