/**
 * The contests a gym runs from the back office (docs/product.md › Contests: back office; Contests: calls): create, list, read and edit a
 * contest with its categories and boulders; competitors by hand and by CSV import. Who may, bad input,
 * replays and two writers at once.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES as M, IMPORT_MESSAGES } from '../../src/shared/contract/contests';
import { CONTEST_ORGANISERS_ONLY } from '../../src/server/services/authorize';
import { inHours } from '../helpers/contest-fixtures';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
const ids = { gym: 0, otherGym: 0, gymBoulder: 0, otherGymBoulder: 0 };
const sessions = {} as Record<'chief' | 'admin' | 'setter' | 'marketing' | 'other', LoggedIn> & { anonymous: TestBrowser };

const contestBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Contest de printemps',
  slug: 'printemps-2026',
  format: 'ifsc_2025',
  startsAt: inHours(24),
  endsAt: inHours(30),
  registrationOpensAt: inHours(-24),
  registrationClosesAt: inHours(20),
  capacity: 120,
  refreshSeconds: 15,
  bestN: null,
  categories: [
    { name: 'Femmes', gender: 'female', birthYearMax: 2008 },
    { name: 'Hommes', gender: 'male', birthYearMax: 2008 },
    { name: 'Jeunes', gender: 'mixed', birthYearMin: 2009, capacity: 30 },
  ],
  boulders: [
    { number: 1, name: 'La dalle', color: '#2f9e44', zone: true, heightM: 4.2 },
    { number: 2, boulderId: ids.gymBoulder, zone: false },
    { number: 3, color: '#e03131', points: 250 },
  ],
  ...overrides,
});

const create = (body: object = contestBody(), session: TestBrowser = sessions.chief, gymId = ids.gym) => write(session, `/api/gyms/${gymId}/contests/`, body);
const counts = async () =>
  (
    await q<{ contests: number; categories: number; boulders: number; competitors: number }>(
      `select (select count(*)::int from contests) as contests, (select count(*)::int from contest_categories) as categories,
              (select count(*)::int from contest_boulders) as boulders, (select count(*)::int from contest_competitors) as competitors`,
    )
  )[0]!;

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  ids.gym = (await createGym(db, { name: 'Salle A' })).id;
  ids.otherGym = (await createGym(db, { name: 'Salle B' })).id;
  for (const [key, gymId] of [
    ['gymBoulder', ids.gym],
    ['otherGymBoulder', ids.otherGym],
  ] as const) {
    const sector = await createSector(db, gymId);
    const difficultyId = await createDifficulty(db, gymId, { name: 'Bleu', grade: 14 });
    ids[key] = await createBoulder(db, { gymId, sectorId: sector.id, difficultyId, name: 'Le Pilier' });
  }
  const users = {
    chief: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'] }] }),
    admin: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: [], isAdmin: true }] }),
    setter: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] }),
    marketing: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] }),
    other: await createUser(db, { staff: [{ gymId: ids.otherGym, accessTypes: ['chief_route_setter'] }] }),
  };
  for (const [key, user] of Object.entries(users)) sessions[key as keyof typeof users] = await login(t.app, user.email, user.password!);
  sessions.anonymous = await anonymous(t.app);
});

beforeEach(async () => {
  await q('delete from contests');
});

describe('contests', () => {
  it('creates a contest with its categories and boulders, lists it and reads it back', async () => {
    const response = await create();
    expect(response.statusCode).toBe(201);
    const contest = response.json();
    expect(contest).toMatchObject({
      name: 'Contest de printemps',
      slug: 'printemps-2026',
      gymId: ids.gym,
      format: 'ifsc_2025',
      capacity: 120,
      refreshSeconds: 15,
      hideResults: false,
      bestN: null,
      state: 'registration_open',
      rounds: [{ kind: 'qualification' }],
      winners: [],
      competitorsCount: 0,
    });
    expect(
      contest.categories.map((c: { name: string; gender: string; birthYearMin: number | null; capacity: number | null }) => [
        c.name,
        c.gender,
        c.birthYearMin,
        c.capacity,
      ]),
    ).toEqual([
      ['Femmes', 'female', null, null],
      ['Hommes', 'male', null, null],
      ['Jeunes', 'mixed', 2009, 30],
    ]);
    // A gym boulder lends its name; a boulder without a name is 'Bloc N'.
    expect(
      contest.boulders.map((b: { number: number; name: string; zone: boolean; points: number | null; boulderId: number | null }) => [
        b.number,
        b.name,
        b.zone,
        b.points,
        b.boulderId,
      ]),
    ).toEqual([
      [1, 'La dalle', true, null, null],
      [2, 'Le Pilier', false, null, ids.gymBoulder],
      [3, 'Bloc 3', true, 250, null],
    ]);
    const read = await sessions.marketing.inject({ method: 'GET', url: `/api/contests/${contest.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(contest);
    const list = await sessions.setter.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/contests/` });
    expect(list.json()).toEqual({
      count: 1,
      results: [
        {
          id: contest.id,
          name: 'Contest de printemps',
          slug: 'printemps-2026',
          startsAt: contest.startsAt,
          endsAt: contest.endsAt,
          state: 'registration_open',
          competitorsCount: 0,
        },
      ],
    });
  });

  it('lists most recently created first, paged, with the state that follows the clock', async () => {
    const states: [string, object][] = [
      ['brouillon', { startsAt: inHours(48), endsAt: inHours(50), registrationOpensAt: null, registrationClosesAt: null }],
      ['en-cours', { startsAt: inHours(-1), endsAt: inHours(1) }],
      ['termine', { startsAt: inHours(-10), endsAt: inHours(-8) }],
    ];
    for (const [slug, dates] of states) expect((await create(contestBody({ slug, ...dates }))).statusCode).toBe(201);
    const page1 = (await sessions.chief.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/contests/?page=1&pageSize=2` })).json();
    expect(page1.count).toBe(3);
    expect(page1.results.map((c: { slug: string; state: string }) => [c.slug, c.state])).toEqual([
      ['termine', 'finished'],
      ['en-cours', 'running'],
    ]);
    const page2 = (await sessions.chief.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/contests/?page=2&pageSize=2` })).json();
    expect(page2.results.map((c: { slug: string; state: string }) => [c.slug, c.state])).toEqual([['brouillon', 'draft']]);
    expect((await sessions.chief.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/contests/?pageSize=101` })).statusCode).toBe(400);
  });

  it('lets only chief route setters and admins of the gym write; other staff of the gym read; others get 404 or 401', async () => {
    expect((await create(contestBody(), sessions.admin)).statusCode).toBe(201);
    const { id } = (await q<{ id: number }>('select id from contests'))[0]!;
    for (const session of [sessions.setter, sessions.marketing]) {
      const refused = await create(contestBody({ slug: 'autre' }), session);
      expect([refused.statusCode, refused.json().error]).toEqual([403, CONTEST_ORGANISERS_ONLY]);
      expect((await write(session, `/api/contests/${id}/`, { name: 'X' }, 'PATCH')).statusCode).toBe(403);
      expect((await session.inject({ method: 'GET', url: `/api/contests/${id}/` })).statusCode).toBe(200);
    }
    const foreign = await sessions.other.inject({ method: 'GET', url: `/api/contests/${id}/` });
    expect([foreign.statusCode, foreign.json().error]).toEqual([404, M.notFound]);
    expect((await write(sessions.other, `/api/contests/${id}/`, { name: 'X' }, 'PATCH')).statusCode).toBe(404);
    expect((await create(contestBody({ slug: 'chez-les-autres' }), sessions.other)).statusCode).toBe(404);
    expect((await sessions.anonymous.inject({ method: 'GET', url: `/api/contests/${id}/` })).statusCode).toBe(401);
    expect((await sessions.chief.inject({ method: 'GET', url: '/api/contests/999999/' })).statusCode).toBe(404);
    expect((await counts()).contests).toBe(1);
  });

  it('refuses bad input field by field in French, and writes nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ slug: 'Printemps 2026' }, 'slug', M.slug],
      [{ slug: '2026' }, 'slug', M.slug],
      [{ slug: 'nouveau' }, 'slug', M.slug],
      [{ format: 'bloc' }, 'format', M.format],
      [{ endsAt: inHours(23) }, 'endsAt', M.endsAt],
      [{ startsAt: '14/03/2026' }, 'startsAt', M.startsAt],
      [{ registrationClosesAt: null }, 'registrationClosesAt', M.registration],
      [{ refreshSeconds: 30 }, 'refreshSeconds', M.refreshSeconds],
      [{ categories: [] }, 'categories', M.categories],
      [
        {
          categories: [
            { name: 'A', gender: 'female' },
            { name: 'a', gender: 'male' },
          ],
        },
        'categories',
        M.categoryNames,
      ],
      [{ categories: [{ name: 'A', gender: 'female', birthYearMin: 2010, birthYearMax: 2000 }] }, 'categories', M.birthYears],
      [{ boulders: [{ number: 1 }, { number: 3 }] }, 'boulders', M.boulderNumbers],
      [{ boulders: [{ number: 1, color: 'vert' }] }, 'boulders', M.color],
      [{ bestN: 0 }, 'bestN', M.bestN],
    ];
    for (const [override, field, message] of cases) {
      const response = await create(contestBody(override));
      expect([response.statusCode, response.json()[field]], JSON.stringify(override)).toEqual([400, [message]]);
    }
    expect((await write(sessions.chief, `/api/gyms/${ids.gym}/contests/`, [1])).statusCode).toBe(400);
    const foreignBoulder = await create(contestBody({ boulders: [{ number: 1, boulderId: ids.otherGymBoulder }] }));
    expect([foreignBoulder.statusCode, foreignBoulder.json().error]).toEqual([404, M.boulderId]);
    expect(await counts()).toEqual(before);
  });

  it('gives a slug to one contest only, even to two creators at once; a replayed creation adds nothing', async () => {
    const [a, b] = await Promise.all([create(), create(contestBody({ name: 'Autre' }))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ error: M.slugTaken, slug: [M.slugTaken] });
    expect((await create()).statusCode).toBe(409);
    expect((await counts()).contests).toBe(1);
  });

  it('edits settings, categories and boulders; refuses removing what is in use or moving the contest to another gym', async () => {
    const contest = (await create()).json();
    const [women, men, young] = contest.categories;
    const patch = (body: object) => write(sessions.chief, `/api/contests/${contest.id}/`, body, 'PATCH');
    const edited = await patch({
      name: 'Contest de printemps 2026',
      hideResults: true,
      bestN: 2,
      categories: [young, { ...women, name: 'Dames' }, { name: 'Vétérans', gender: 'mixed', birthYearMax: 1976 }],
      boulders: [
        { ...contest.boulders[2], number: 1 },
        { ...contest.boulders[0], number: 2, heightM: 4.5 },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json();
    expect([body.name, body.hideResults, body.bestN]).toEqual(['Contest de printemps 2026', true, 2]);
    expect(body.categories.map((c: { id: number; name: string }) => c.name)).toEqual(['Jeunes', 'Dames', 'Vétérans']);
    expect(body.categories[1].id).toBe(women.id);
    expect(body.boulders.map((b: { id: number; number: number; heightM: number }) => [b.id, b.number, b.heightM])).toEqual([
      [contest.boulders[2].id, 1, 4],
      [contest.boulders[0].id, 2, 4.5],
    ]);
    expect(body.updatedAt > contest.updatedAt).toBe(true);
    expect(men).toBeDefined();

    await q(`insert into contest_competitors (contest_id, category_id, first_name, last_name) values ($1, $2, 'Zoé', 'Roux')`, [contest.id, women.id]);
    const inUse = await patch({ categories: [young] });
    expect([inUse.statusCode, inUse.json().error]).toEqual([409, M.categoryInUse]);
    expect((await patch({ gymId: ids.otherGym })).statusCode).toBe(409);
    expect((await patch({ endsAt: inHours(1) })).json()).toMatchObject({ endsAt: [M.endsAt] });
    expect((await patch({ categories: [{ id: 999999, name: 'X', gender: 'mixed' }] })).statusCode).toBe(400);
    // Nothing of the refused edits stayed.
    const after = (await sessions.chief.inject({ method: 'GET', url: `/api/contests/${contest.id}/` })).json();
    expect([after.categories.length, after.endsAt]).toEqual([3, body.endsAt]);
  });

  it('serialises two edits at once: both land, neither is lost', async () => {
    const contest = (await create()).json();
    const [a, b] = await Promise.all([
      write(sessions.chief, `/api/contests/${contest.id}/`, { name: 'Nom A' }, 'PATCH'),
      write(sessions.admin, `/api/contests/${contest.id}/`, { capacity: 80 }, 'PATCH'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const after = (await sessions.chief.inject({ method: 'GET', url: `/api/contests/${contest.id}/` })).json();
    expect([after.name, after.capacity]).toEqual(['Nom A', 80]);
    const [row] = await q<{ ranking_version: number }>('select ranking_version from contests where id = $1', [contest.id]);
    expect(row!.ranking_version).toBe(3);
    // A replayed edit lands the same values again.
    const replay = await write(sessions.admin, `/api/contests/${contest.id}/`, { capacity: 80 }, 'PATCH');
    expect([replay.statusCode, replay.json().name, replay.json().capacity]).toEqual([200, 'Nom A', 80]);
  });

  it('refuses an edit made on a version someone else changed since (409), so that two forms never undo each other', async () => {
    const contest = (await create()).json();
    const read = contest.updatedAt as string;
    const [a, b] = await Promise.all([
      write(sessions.chief, `/api/contests/${contest.id}/`, { name: 'Nom A', updatedAt: read }, 'PATCH'),
      write(sessions.admin, `/api/contests/${contest.id}/`, { capacity: 80, updatedAt: read }, 'PATCH'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(refused.json().error).toBe(M.stale);
    const after = (await sessions.chief.inject({ method: 'GET', url: `/api/contests/${contest.id}/` })).json();
    expect([after.name === 'Nom A', after.capacity === 80]).toEqual(a.statusCode === 200 ? [true, false] : [false, true]);
    // Read again, the edit goes through; competitors added meanwhile do not make the settings stale.
    await write(sessions.chief, `/api/contests/${contest.id}/competitors/`, { firstName: 'Zoé', lastName: 'Leroy', categoryId: after.categories[0].id });
    const retried = await write(sessions.admin, `/api/contests/${contest.id}/`, { capacity: 90, updatedAt: after.updatedAt }, 'PATCH');
    expect([retried.statusCode, retried.json().capacity]).toEqual([200, 90]);
    expect(retried.json().updatedAt).not.toBe(after.updatedAt);
    const bad = await write(sessions.admin, `/api/contests/${contest.id}/`, { updatedAt: 'hier' }, 'PATCH');
    expect([bad.statusCode, bad.json().updatedAt]).toEqual([400, [M.updatedAt]]);
  });
});

describe('competitors', () => {
  let contest: { id: number; categories: { id: number }[] };
  const competitors = (path = '') => `/api/contests/${contest.id}/competitors/${path}`;
  const add = (body: object, session: TestBrowser = sessions.chief) => write(session, competitors(), body);

  beforeEach(async () => {
    contest = (await create()).json();
  });

  it('adds competitors by hand with the next free bib, moves, renumbers and disqualifies them', async () => {
    const first = await add({ firstName: 'Amélie', lastName: 'Rousseau', email: 'Amelie@Exemple.fr', birthYear: 1994, categoryId: contest.categories[0]!.id });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ firstName: 'Amélie', lastName: 'Rousseau', email: 'amelie@exemple.fr', birthYear: 1994, bib: 1, disqualified: false });
    const second = (await add({ firstName: 'Hugo', lastName: 'Petit', categoryId: contest.categories[1]!.id, bib: 41 })).json();
    const third = (await add({ firstName: 'Nina', lastName: 'Blanc', categoryId: contest.categories[1]!.id })).json();
    expect([second.bib, third.bib]).toEqual([41, 42]);
    const moved = await write(sessions.chief, competitors(`${third.id}/`), { categoryId: contest.categories[2]!.id, bib: 7, disqualified: true }, 'PATCH');
    expect(moved.json()).toMatchObject({ categoryId: contest.categories[2]!.id, bib: 7, disqualified: true });
    const taken = await write(sessions.chief, competitors(`${third.id}/`), { bib: 41 }, 'PATCH');
    expect([taken.statusCode, taken.json().error]).toEqual([409, M.bibTaken]);
    const list = (await sessions.marketing.inject({ method: 'GET', url: competitors('?pageSize=2') })).json();
    expect(list.count).toBe(3);
    expect(list.results.map((c: { firstName: string }) => c.firstName)).toEqual(['Amélie', 'Hugo']);
    expect((await sessions.chief.inject({ method: 'GET', url: `/api/contests/${contest.id}/` })).json().competitorsCount).toBe(3);
    // The gym's list counts each contest's own competitors.
    const items = (await sessions.chief.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/contests/` })).json().results as {
      id: number;
      competitorsCount: number;
    }[];
    const counts = await q<{ id: number; n: number }>(
      'select c.id, count(p.id)::int as n from contests c left join contest_competitors p on p.contest_id = c.id where c.gym_id = $1 group by c.id',
      [ids.gym],
    );
    expect(items.map((i) => [i.id, i.competitorsCount]).sort()).toEqual(counts.map((c) => [c.id, c.n]).sort());
    expect(items.find((i) => i.id === contest.id)!.competitorsCount).toBe(3);
  });

  it('answers a replayed addition with the same competitor, and refuses the same e-mail for someone else', async () => {
    const body = { firstName: 'Amélie', lastName: 'Rousseau', email: 'amelie@exemple.fr', categoryId: contest.categories[0]!.id };
    const [a, b] = await Promise.all([add(body), add(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const other = await add({ ...body, firstName: 'Julie' });
    expect([other.statusCode, other.json().error]).toEqual([409, 'Cette adresse e-mail est déjà inscrite à ce contest.']);
    expect((await counts()).competitors).toBe(1);
  });

  it('applies two edits of one competitor at once, and a replayed edit answers the same', async () => {
    const person = (await add({ firstName: 'Léo', lastName: 'Martin', categoryId: contest.categories[1]!.id })).json();
    const url = competitors(`${person.id}/`);
    const [a, b] = await Promise.all([
      write(sessions.chief, url, { categoryId: contest.categories[2]!.id }, 'PATCH'),
      write(sessions.admin, url, { disqualified: true }, 'PATCH'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const replay = await write(sessions.admin, url, { disqualified: true }, 'PATCH');
    expect(replay.json()).toMatchObject({ categoryId: contest.categories[2]!.id, disqualified: true, bib: person.bib });
    // Two renumberings to the same bib at once: one wins, the other is told.
    const other = (await add({ firstName: 'Théo', lastName: 'Garnier', categoryId: contest.categories[1]!.id })).json();
    const [x, y] = await Promise.all([
      write(sessions.chief, url, { bib: 99 }, 'PATCH'),
      write(sessions.admin, competitors(`${other.id}/`), { bib: 99 }, 'PATCH'),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
  });

  it('gives two people added at once two different bibs', async () => {
    const [a, b] = await Promise.all([
      add({ firstName: 'Léo', lastName: 'Martin', categoryId: contest.categories[1]!.id }),
      add({ firstName: 'Théo', lastName: 'Garnier', categoryId: contest.categories[1]!.id }),
    ]);
    expect([a.json().bib, b.json().bib].sort()).toEqual([1, 2]);
  });

  it('refuses bad input, other contests and other people', async () => {
    const cases: [object, string, string][] = [
      [{ lastName: 'X', categoryId: contest.categories[0]!.id }, 'firstName', M.firstName],
      [{ firstName: 'X', lastName: 'Y', categoryId: contest.categories[0]!.id, email: 'pas-une-adresse' }, 'email', M.email],
      [{ firstName: 'X', lastName: 'Y', categoryId: contest.categories[0]!.id, birthYear: 2999 }, 'birthYear', M.birthYearFuture],
      [{ firstName: 'X', lastName: 'Y', categoryId: 999999 }, 'categoryId', M.unknownCategory],
      [{ firstName: 'X', lastName: 'Y', categoryId: contest.categories[0]!.id, bib: 0 }, 'bib', M.bib],
    ];
    for (const [body, field, message] of cases) {
      const response = await add(body);
      expect([response.statusCode, response.json()[field]], JSON.stringify(body)).toEqual([400, [message]]);
    }
    expect((await add({ firstName: 'X', lastName: 'Y', categoryId: contest.categories[0]!.id }, sessions.setter)).statusCode).toBe(403);
    expect((await add({ firstName: 'X', lastName: 'Y', categoryId: contest.categories[0]!.id }, sessions.other)).statusCode).toBe(404);
    expect((await sessions.other.inject({ method: 'GET', url: competitors() })).statusCode).toBe(404);
    const elsewhere = (await create(contestBody({ slug: 'ailleurs' }))).json();
    const stranger = (
      await write(sessions.chief, `/api/contests/${elsewhere.id}/competitors/`, { firstName: 'A', lastName: 'B', categoryId: elsewhere.categories[0].id })
    ).json();
    const crossed = await write(sessions.chief, competitors(`${stranger.id}/`), { disqualified: true }, 'PATCH');
    expect([crossed.statusCode, crossed.json().error]).toEqual([404, M.competitorNotFound]);
    expect((await write(sessions.chief, competitors(`${stranger.id}/`), {}, 'PATCH')).json().error).toContain(M.patchEmpty);
    expect((await counts()).competitors).toBe(1);
  });

  describe('CSV import', () => {
    const upload = (csv: string | Buffer, session: TestBrowser = sessions.chief) => {
      const form = new FormData();
      form.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'competiteurs.csv');
      return session.inject({ method: 'POST', url: competitors('import/'), payload: form as unknown as string });
    };
    const good = [
      '\uFEFFprenom;nom;email;annee_naissance;categorie',
      'Amélie;Rousseau;amelie@exemple.fr;12/03/1994;Femmes',
      'Hugo;Petit;;1er février 1990;hommes',
      'Inès;Garnier;ines@exemple.fr;mars 2011;JEUNES',
      '',
      'Nathan;Roux;;2012;Jeunes',
    ].join('\r\n');

    it('imports every line with the next bibs, reading French dates; importing it again adds nobody', async () => {
      const response = await upload(good);
      expect([response.statusCode, response.json()]).toEqual([201, { imported: 4, skipped: 0 }]);
      const rows = await q<{ first_name: string; birth_year: number; bib: number; category: string }>(
        `select c.first_name, c.birth_year, c.bib, k.name as category from contest_competitors c join contest_categories k on k.id = ` +
          `c.category_id order by c.bib`,
      );
      expect(rows.map((r) => [r.first_name, r.birth_year, r.bib, r.category])).toEqual([
        ['Amélie', 1994, 1, 'Femmes'],
        ['Hugo', 1990, 2, 'Hommes'],
        ['Inès', 2011, 3, 'Jeunes'],
        ['Nathan', 2012, 4, 'Jeunes'],
      ]);
      expect((await upload(good.replaceAll('\r\n', '\n'))).json()).toEqual({ imported: 0, skipped: 4 });
      expect((await counts()).competitors).toBe(4);
    });

    it('imports a file sent twice at once only once', async () => {
      const answers = await Promise.all([upload(good), upload(good)]);
      expect(answers.map((a) => a.json()).sort((p, r) => p.imported - r.imported)).toEqual([
        { imported: 0, skipped: 4 },
        { imported: 4, skipped: 0 },
      ]);
      expect((await counts()).competitors).toBe(4);
    });

    it('rejects the whole file when a line is wrong, naming each bad line (the header is line 1)', async () => {
      const bad = `${good}\r\nZoé;Blanc;zoe@;31/02/1990;Vétérans\r\nLéa;;;;Femmes`;
      const response = await upload(bad);
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.file).toEqual([
        'Ligne 7 : adresse e-mail « zoe@ » invalide, date de naissance « 31/02/1990 » illisible (1994, 12/03/1994 ou 12 mars 1994), la ' +
          "catégorie « Vétérans » n'existe pas dans ce contest.",
        'Ligne 8 : nom manquant ou trop long.',
      ]);
      expect(body.error).toMatch(/^2 lignes sont en erreur : rien n'a été importé\. Ligne 7/);
      expect((await counts()).competitors).toBe(0);
    });

    it('refuses a wrong header, a file that is not UTF-8, no file, and other people', async () => {
      expect((await upload('nom;prenom\nA;B')).json()).toMatchObject({ file: [IMPORT_MESSAGES.header] });
      expect((await upload(Buffer.from('prenom;nom;email;annee_naissance;categorie\nB\xe9a;X;;;Femmes', 'latin1'))).json()).toMatchObject({
        file: [IMPORT_MESSAGES.encoding],
      });
      expect((await upload('prenom;nom;email;annee_naissance;categorie\n')).json()).toMatchObject({ file: [IMPORT_MESSAGES.empty] });
      const noFile = await write(sessions.chief, competitors('import/'), {});
      expect([noFile.statusCode, noFile.json().error]).toEqual([400, IMPORT_MESSAGES.missing]);
      expect((await upload(good, sessions.marketing)).statusCode).toBe(403);
      expect((await upload(good, sessions.other)).statusCode).toBe(404);
      expect((await counts()).competitors).toBe(0);
    });
  });
});
