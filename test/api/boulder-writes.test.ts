/**
 * Staff writes on boulders (docs/product.md › Route setting: validation; Route setting: calls): create, edit with a version, strip, undo a
 * strip, history. Every refusal is checked to store nothing; concurrency with two writers at once.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BOULDER_RULE_MESSAGES, LABEL_CODE_ALPHABET } from '../../src/shared/domain/boulder-rules';
import { SETTERS_ONLY } from '../../src/server/services/authorize';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, dayFromNow, ensureCatalog, typed, type Catalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
const ids = { gym: 0, levelsGym: 0, circuit: 0, hardCircuit: 0, sector: 0, sector2: 0, opening: 0, otherGym: 0, otherSector: 0, otherCircuit: 0 };
let catalog: Catalog;
let setter: CreatedUser;
let chief: CreatedUser;
let setterSession: LoggedIn;
let chiefSession: LoggedIn;
let marketingSession: LoggedIn;
let otherGymSession: LoggedIn;
let otherGymSetter: CreatedUser;
const D = dayFromNow;

const count = async (table: string) => Number((await q<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
const boulderRow = async (id: number) => (await q(`select * from boulders where id = $1`, [id]))[0]!;

const base = () => ({ name: 'Petite fissure', sectorId: ids.sector, difficultyId: ids.circuit, grade: '5C' });
const create = (body: unknown, session: LoggedIn = setterSession) => write(session, '/api/boulders/', body);
const patch = (id: number, body: unknown, session: LoggedIn = setterSession) => write(session, `/api/boulders/${id}/`, body, 'PATCH');
const strip = (body: unknown, session: LoggedIn = setterSession) => write(session, '/api/boulders/strip/', body);

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  ids.gym = (await createGym(db, { name: 'Salle A' })).id;
  catalog = await ensureCatalog(db, ids.gym);
  ids.circuit = await createDifficulty(db, ids.gym, { name: 'Vert', grade: 16 }); // 5C
  ids.hardCircuit = await createDifficulty(db, ids.gym, { name: 'Noir', grade: 25 });
  const sector = await createSector(db, ids.gym, { name: 'Le Toit', openings: [{ openedAt: D(-10), plannedClosing: D(20) }] });
  ids.sector = sector.id;
  ids.opening = sector.openingIds[0]!;
  ids.sector2 = (await createSector(db, ids.gym, { name: 'La Dalle' })).id;
  ids.otherGym = (await createGym(db, { name: 'Salle B' })).id;
  ids.otherSector = (await createSector(db, ids.otherGym)).id;
  ids.otherCircuit = await createDifficulty(db, ids.otherGym, { grade: 16 });
  ids.levelsGym = (await createGym(db, { hasAdditionalDifficultyGrading: true })).id;

  setter = await createUser(db, { firstName: 'Léa', lastName: 'Martin', staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  chief = await createUser(db, { firstName: 'Tom', lastName: 'Roux', staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'] }] });
  const marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  otherGymSetter = await createUser(db, { staff: [{ gymId: ids.otherGym, accessTypes: ['route_setter'], isAdmin: true }] });
  setterSession = await login(t.app, setter.email, setter.password!);
  chiefSession = await login(t.app, chief.email, chief.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherGymSession = await login(t.app, otherGymSetter.email, otherGymSetter.password!);
});

beforeEach(async () => {
  await q('delete from audit_log');
  await q('delete from boulders');
  await q(`update sector_openings set closed_at = null where id = $1`, [ids.opening]);
});

describe('POST /api/boulders/', () => {
  it('creates a boulder with its defaults, its code and its creation in the history', async () => {
    const response = await create(base());
    expect(response.statusCode).toBe(201);
    const boulder = response.json();
    expect(boulder).toMatchObject({
      name: 'Petite fissure',
      sector: { id: ids.sector, name: 'Le Toit' },
      difficulty: '5C',
      gym_difficulty: { id: ids.circuit, name: 'Vert' },
      route_active: true,
      planned_dismantling: D(20), // the sector's
      route_setter: 'Léa Martin',
      setters: [{ uuid: setter.uuid, firstName: 'Léa', lastName: 'Martin' }],
      version: 1,
      height: 4,
      strippedAt: null,
    });
    expect(boulder.code).toMatch(new RegExp(`^[${LABEL_CODE_ALPHABET}]{6}$`));
    const row = await boulderRow(boulder.id);
    expect(row).toMatchObject({ sector_opening_id: ids.opening, route_setter_id: setter.id, difficulty: 16, level: 0 });
    const history = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${boulder.id}/history/` })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'creation', boulderId: boulder.id, sectorId: ids.sector, user: { uuid: setter.uuid } });
    expect(history[0].text).toContain('Nom : Petite fissure');
    expect(history[0].text).toContain('Ouvreur(s) : Léa Martin');
  });

  it('takes every field: several setters, tags, dates, height', async () => {
    const response = await create({
      ...base(),
      setterUuids: [chief.uuid, setter.uuid],
      tagSteepnessId: catalog.tags.steepness[0]!.id,
      tagGripsId: catalog.tags.grips[1]!.id,
      tagStyleId: catalog.tags.style[2]!.id,
      openingDate: typed(D(-2)),
      plannedDismantling: typed(D(40)),
      height: 4.5,
      grade: '6a',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      difficulty: '6A',
      route_setter: 'Tom Roux',
      setters: [{ uuid: chief.uuid }, { uuid: setter.uuid }],
      tag_steepness: { id: catalog.tags.steepness[0]!.id },
      tag_style: { id: catalog.tags.style[2]!.id },
      planned_dismantling: D(40),
      height: 4.5,
    });
    const row = await q<{ day: string }>(`select (created_at at time zone 'Europe/Paris')::date::text as day from boulders`);
    expect(row[0]!.day).toBe(D(-2));
  });

  it.each([
    ['name', { name: undefined }],
    ['name', { name: '   ' }],
    ['name', { name: 'x'.repeat(61) }],
    ['sectorId', { sectorId: undefined }],
    ['difficultyId', { difficultyId: 'vert' }],
    ['grade', { grade: undefined }],
    ['grade', { grade: '10Z' }],
    ['grade', { grade: '7A' }],
    ['level', { level: 2 }],
    // Hold colour 1 exists (ensureCatalog), but gym A has no custom colour system.
    ['colorId', { colorId: 1 }],
    ['tagSteepnessId', { tagSteepnessId: 999999 }],
    ['setterUuids', { setterUuids: [] }],
    ['openingDate', { openingDate: '31/02/2026' }],
    ['openingDate', { openingDate: typed(D(31)) }],
    ['plannedDismantling', { plannedDismantling: typed(D(-20)) }],
    ['height', { height: 0 }],
    ['mediaId', { mediaId: 'nothing-here' }],
    ['planPosition', { planPosition: { x: 1.2, y: 0.5 } }],
    ['planPosition', { planPosition: { x: 0.5 } }],
  ])('refuses a bad %s in French and stores nothing (%j)', async (field, change) => {
    const response = await create({ ...base(), ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('bad_request');
    expect(body[field]).toEqual([expect.any(String)]);
    expect(body.error).toContain(body[field][0].slice(0, 20));
    expect(await count('boulders')).toBe(0);
    expect(await count('audit_log')).toBe(0);
  });

  it('refuses a name already used by an active boulder of the sector, but not by a stripped one', async () => {
    expect((await create(base())).statusCode).toBe(201);
    const again = await create({ ...base(), name: ' petite  FISSURE ' });
    expect(again.statusCode).toBe(400);
    expect(again.json().name).toEqual([BOULDER_RULE_MESSAGES.nameTaken]);
    expect(await count('boulders')).toBe(1);
    expect((await create({ ...base(), sectorId: ids.sector2 })).statusCode).toBe(201);
    await q(`update boulders set closed_at = now() where sector_id = $1`, [ids.sector]);
    expect((await create(base())).statusCode).toBe(201);
  });

  it("answers 404 for another gym's sector, circuit or setter, 403 for marketing staff, 401 without a session", async () => {
    expect((await create({ ...base(), sectorId: ids.otherSector })).statusCode).toBe(404);
    expect((await create({ ...base(), difficultyId: ids.otherCircuit })).statusCode).toBe(404);
    expect((await create({ ...base(), setterUuids: [otherGymSetter.uuid] })).statusCode).toBe(404);
    expect((await create(base(), otherGymSession)).statusCode).toBe(404);
    const refused = await create(base(), marketingSession);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(SETTERS_ONLY);
    const visitor = await anonymous(t.app);
    expect((await visitor.inject({ method: 'POST', url: '/api/boulders/', payload: base() })).statusCode).toBe(401);
    const noCsrf = await setterSession.inject({ method: 'POST', url: '/api/boulders/', payload: base(), headers: { 'x-csrftoken': 'wrong' } });
    expect(noCsrf.statusCode).toBe(403);
    expect(await count('boulders')).toBe(0);
  });

  it('keeps levels to the gyms that grade with them', async () => {
    const sector = (await createSector(t.database.db, ids.levelsGym)).id;
    const circuit = await createDifficulty(t.database.db, ids.levelsGym, { grade: 16 });
    const admin = await createUser(t.database.db, { staff: [{ gymId: ids.levelsGym, isAdmin: true, accessTypes: [] }] });
    const session = await login(t.app, admin.email, admin.password!);
    const response = await create({ name: 'Niveau', sectorId: sector, difficultyId: circuit, grade: '5C', level: 3 }, session);
    expect(response.statusCode).toBe(201);
    expect(response.json().level).toBe(1);
  });

  it('a replayed creation does not make a second boulder; two creations of one name at once make one', async () => {
    const body = base();
    const [a, b] = await Promise.all([create(body), create(body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    expect(await count('boulders')).toBe(1);
    expect((await create(body)).statusCode).toBe(400);
    expect(await count('boulders')).toBe(1);
  });
});

describe('PATCH /api/boulders/{id}/', () => {
  it('changes the fields sent, moves the version on, and writes the change in French', async () => {
    const created = (await create(base())).json();
    const response = await patch(created.id, { version: 1, plannedDismantling: typed(D(27)), grade: '6A', name: 'Grande fissure' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Grande fissure', difficulty: '6A', planned_dismantling: D(27), version: 2 });
    const [edit] = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${created.id}/history/` })).json();
    expect(edit.kind).toBe('edit');
    const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(2, 4)}`;
    expect(edit.text.split('\n')).toEqual([
      'Nom : Petite fissure → Grande fissure',
      'Sous-niveau : 5C → 6A',
      `Démontage prévu : ${short(D(20))} → ${short(D(27))}`,
    ]);
    expect(edit.changes).toContainEqual({ field: 'plannedDismantling', before: D(20), after: D(27) });
  });

  it('places the boulder on the plan by its position, moves it and takes it off, each change in the history', async () => {
    const created = (await create({ ...base(), name: 'Épinglé', planPosition: { x: 0.25, y: 0.5 } })).json();
    expect(created.planPosition).toEqual({ x: 0.25, y: 0.5 });
    expect(await boulderRow(created.id)).toMatchObject({ plan_x: 0.25, plan_y: 0.5 });
    const moved = await patch(created.id, { version: 1, planPosition: { x: 0.75, y: 0.1 } });
    expect(moved.json()).toMatchObject({ planPosition: { x: 0.75, y: 0.1 }, version: 2 });
    const [edit] = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${created.id}/history/` })).json();
    expect(edit.text).toBe('Position sur le plan : 25 % de la largeur, 50 % de la hauteur → 75 % de la largeur, 10 % de la hauteur');
    // Taken off the plan; the same edit replayed from the old version is refused and changes nothing.
    expect((await patch(created.id, { version: 2, planPosition: null })).json()).toMatchObject({ planPosition: null, version: 3 });
    expect((await patch(created.id, { version: 2, planPosition: null })).statusCode).toBe(409);
    expect(await boulderRow(created.id)).toMatchObject({ plan_x: null, plan_y: null, version: 3 });
  });

  it('answers 409 with the current boulder on a stale version, and only one of two editors wins', async () => {
    const created = (await create(base())).json();
    const [a, b] = await Promise.all([
      patch(created.id, { version: 1, name: 'Version A' }),
      patch(created.id, { version: 1, name: 'Version B' }, chiefSession),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json().error).toBe(BOULDER_RULE_MESSAGES.stale);
    expect(loser.json().current).toMatchObject({ name: winner.json().name, version: 2 });
    // Replaying the winner's request now is stale too.
    expect((await patch(created.id, { version: 1, name: 'Version A' })).statusCode).toBe(409);
    expect((await boulderRow(created.id)).version).toBe(2);
  });

  it('moves a boulder to another sector, checks the name there, and refuses bad input without saving', async () => {
    const created = (await create(base())).json();
    await create({ ...base(), name: 'Autre', sectorId: ids.sector2 });
    const clash = await patch(created.id, { version: 1, sectorId: ids.sector2, name: 'Autre' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().name).toEqual([BOULDER_RULE_MESSAGES.nameTaken]);
    expect((await patch(created.id, { version: 1, difficultyId: ids.hardCircuit })).statusCode).toBe(400); // 5C is far from Noir
    expect((await patch(created.id, { name: 'x' })).json().version).toEqual([expect.any(String)]);
    expect((await patch(created.id, { version: 1, sectorId: ids.otherSector })).statusCode).toBe(404);
    expect((await patch(created.id, { version: 1 }, marketingSession)).statusCode).toBe(403);
    expect((await patch(created.id, { version: 1 }, otherGymSession)).statusCode).toBe(404);
    expect((await boulderRow(created.id)).version).toBe(1);
    const moved = await patch(created.id, { version: 1, sectorId: ids.sector2 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().sector.id).toBe(ids.sector2);
    expect((await boulderRow(created.id)).name).toBe('Petite fissure');
  });
});

describe('strip and undo', () => {
  it('strips a selection with one date, keeps its history, and a replay strips nothing more', async () => {
    const a = (await create(base())).json();
    const b = (await create({ ...base(), name: 'Deux' })).json();
    const c = (await create({ ...base(), name: 'Trois' })).json();
    await q(`insert into ascents (user_id, boulder_id, gym_id, logged_at, tries, topped) values ($1, $2, $3, now(), 2, true)`, [setter.id, a.id, ids.gym]);
    await drainStats(t.database.db, { wait: true });
    const response = await strip({ ids: [a.id, b.id], date: typed(D(0)) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ stripped: 2 });
    expect((await strip({ ids: [a.id, b.id], date: typed(D(0)) })).json()).toEqual({ stripped: 0 });
    const detail = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${a.id}/` })).json();
    expect(detail).toMatchObject({ route_active: false, total_tries: 2 });
    expect(detail.strippedAt).not.toBeNull();
    expect((await boulderRow(c.id)).closed_at).toBeNull();
    const [entry] = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${a.id}/history/` })).json();
    expect(entry).toMatchObject({ kind: 'strip' });
    expect(entry.text).toContain('Statut : Actif → Fermé');
  });

  it('refuses a strip date before the opening or more than 7 days ahead, and strips nothing', async () => {
    const a = (await create({ ...base(), openingDate: typed(D(-3)) })).json();
    const early = await strip({ ids: [a.id], date: typed(D(-4)) });
    expect(early.statusCode).toBe(400);
    expect(early.json().date).toEqual([expect.stringContaining("antérieure à l'ouverture")]);
    expect((await strip({ ids: [a.id], date: typed(D(8)) })).json().date).toEqual([BOULDER_RULE_MESSAGES.stripTooFar]);
    expect((await strip({ ids: [a.id], date: '2026-01-01' })).statusCode).toBe(400);
    expect((await strip({ ids: [], date: typed(D(0)) })).statusCode).toBe(400);
    expect((await strip({ date: typed(D(0)) })).statusCode).toBe(400);
    expect((await strip({ ids: [a.id], date: typed(D(0)) }, marketingSession)).statusCode).toBe(403);
    expect((await strip({ ids: [a.id], date: typed(D(0)) }, otherGymSession)).statusCode).toBe(404);
    expect((await boulderRow(a.id)).closed_at).toBeNull();
  });

  it('strips a whole sector with its current opening; two strips at once strip each boulder once', async () => {
    await create(base());
    await create({ ...base(), name: 'Deux' });
    const [x, y] = await Promise.all([strip({ sectorId: ids.sector, date: typed(D(0)) }), strip({ sectorId: ids.sector, date: typed(D(0)) }, chiefSession)]);
    const results = [x, y].map((r) => (r.statusCode === 200 ? r.json().stripped : r.statusCode));
    expect(results.sort()).toEqual([2, 400]);
    expect((await q<{ closed_at: string }>(`select closed_at::text from sector_openings where id = $1`, [ids.opening]))[0]!.closed_at).toBe(D(0));
    expect(await count(`audit_log where kind = 'strip'`)).toBe(3);
  });

  it('undoes a strip within 7 days, not after, and writes the undo in the history', async () => {
    const a = (await create(base())).json();
    await strip({ ids: [a.id], date: typed(D(0)) });
    const undone = await write(setterSession, `/api/boulders/${a.id}/unstrip/`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ route_active: true, closed_at: null });
    expect((await write(setterSession, `/api/boulders/${a.id}/unstrip/`)).statusCode).toBe(409);
    await strip({ ids: [a.id], date: typed(D(0)) });
    await q(`update boulders set stripped_at = now() - interval '8 days' where id = $1`, [a.id]);
    const late = await write(setterSession, `/api/boulders/${a.id}/unstrip/`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(BOULDER_RULE_MESSAGES.undoTooLate);
    const kinds = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${a.id}/history/` })).json().map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(['strip', 'unstrip', 'strip', 'creation']);
  });

  it('two undos of one strip at once: one reopens the boulder, the other gets 409; one history row', async () => {
    const a = (await create({ ...base(), name: 'Double annulation' })).json();
    await strip({ ids: [a.id], date: typed(D(0)) });
    const [x, y] = await Promise.all([write(setterSession, `/api/boulders/${a.id}/unstrip/`), write(chiefSession, `/api/boulders/${a.id}/unstrip/`)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    expect(await count(`audit_log where kind = 'unstrip' and boulder_id = ${a.id}`)).toBe(1);
    expect((await q<{ closed_at: string | null }>('select closed_at from boulders where id = $1', [a.id]))[0]!.closed_at).toBeNull();
  });

  it('undoing a sector strip reopens its opening', async () => {
    const a = (await create(base())).json();
    await strip({ sectorId: ids.sector, date: typed(D(0)) });
    expect((await write(chiefSession, `/api/boulders/${a.id}/unstrip/`)).statusCode).toBe(200);
    expect((await q(`select closed_at from sector_openings where id = $1`, [ids.opening]))[0]!.closed_at).toBeNull();
  });
});

describe('form options', () => {
  it("lists the gym's setters (not its marketing staff) and suggests names no active boulder bears", async () => {
    const setters = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/setters/` })).json();
    expect(setters.map((p: { uuid: string }) => p.uuid).sort()).toEqual([setter.uuid, chief.uuid].sort());
    const answer = await setterSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/name-suggestions/?count=5` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().names).toHaveLength(5);
    expect((await setterSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/name-suggestions/?count=500` })).statusCode).toBe(400);
    expect((await otherGymSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/setters/` })).statusCode).toBe(404);
  });
});

describe('history of the date writes', () => {
  it("shows a sector-wide dismantling change in each of its boulders' history", async () => {
    const a = (await create(base())).json();
    const written = await write(setterSession, `/api/update-sector/${ids.sector}/`, { date: typed(D(25)) });
    expect(written.statusCode).toBe(200);
    const [entry] = (await setterSession.inject({ method: 'GET', url: `/api/boulders/${a.id}/history/` })).json();
    expect(entry).toMatchObject({ kind: 'edit', sectorId: ids.sector, boulderId: null });
    expect(entry.changes).toEqual([{ field: 'plannedDismantling', before: D(20), after: D(25) }]);
    await q(`update sector_openings set planned_closing = $2 where id = $1`, [ids.opening, D(20)]);
  });
});

describe('the gym journal and a sector history', () => {
  it('pages the gym journal newest first, filtered by person and kind; a sector lists its boulders’ changes', async () => {
    const a = (await create(base())).json();
    await create({ ...base(), name: 'Deux' }, chiefSession);
    await strip({ ids: [a.id], date: typed(D(0)) });
    const all = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/?pageSize=2` })).json();
    expect(all.count).toBe(3);
    expect(all.results.map((e: { kind: string }) => e.kind)).toEqual(['strip', 'creation']);
    const page2 = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/?pageSize=2&page=2` })).json();
    expect(page2.results).toHaveLength(1);
    const byChief = (await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/?user=${chief.uuid}` })).json();
    expect(byChief.results.map((e: { text: string }) => e.text.split('\n')[0])).toEqual(['Nom : Deux']);
    // Each line names its boulder (issue 31, item 21).
    expect(all.results.map((e: { subject: string }) => e.subject)).toEqual([`Bloc « ${a.name} »`, 'Bloc « Deux »']);
    expect((await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/?kind=strip` })).json().count).toBe(1);
    expect((await marketingSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/?kind=vol` })).statusCode).toBe(400);
    expect((await otherGymSession.inject({ method: 'GET', url: `/api/gyms/${ids.gym}/history/` })).statusCode).toBe(404);
    const sector = (await marketingSession.inject({ method: 'GET', url: `/api/sectors/${ids.sector}/history/` })).json();
    expect(sector).toHaveLength(3);
    expect((await otherGymSession.inject({ method: 'GET', url: `/api/sectors/${ids.sector}/history/` })).statusCode).toBe(404);
  });
});

describe('GET /api/boulders/{id}/', () => {
  it('answers the Route with setters, code and version to any staff of the gym, 404 to another gym', async () => {
    const id = await createBoulder(t.database.db, { gymId: ids.gym, sectorId: ids.sector, difficultyId: ids.circuit });
    const seen = await marketingSession.inject({ method: 'GET', url: `/api/boulders/${id}/` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id, version: 1, setters: [] });
    expect((await otherGymSession.inject({ method: 'GET', url: `/api/boulders/${id}/` })).statusCode).toBe(404);
    expect((await otherGymSession.inject({ method: 'GET', url: `/api/boulders/${id}/history/` })).statusCode).toBe(404);
    expect((await marketingSession.inject({ method: 'GET', url: `/api/boulders/abc/` })).statusCode).toBe(400);
  });
});
