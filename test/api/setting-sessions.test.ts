/**
 * Setting days (docs/product.md › Route setting: screens; Route setting: calls; Route setting: payloads): a draft kept on the server, resumed from another
 * session, validated in one transaction (strip what is not kept, close the opening, open the new
 * one, create the boulders); a bad line stores nothing; two validations at once, one wins.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_ERRORS } from '../../src/shared/contract/setting-sessions';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, dayFromNow, ensureCatalog, typed, type Catalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
const ids = { gym: 0, circuit: 0, sector: 0, opening: 0, otherGym: 0, otherSector: 0 };
let catalog: Catalog;
let setter: CreatedUser;
let chief: CreatedUser;
let setterSession: LoggedIn;
let chiefSession: LoggedIn;
let marketingSession: LoggedIn;
let otherSession: LoggedIn;
let keptId = 0;

const D = dayFromNow;
const url = (suffix = '') => `/api/gyms/${ids.gym}/setting-sessions/${suffix}`;
const row = (name: string, extra: object = {}) => ({ name, difficultyId: ids.circuit, grade: '5C', ...extra });
const snapshot = async () =>
  q(`select (select count(*)::int from boulders) as boulders, (select count(*)::int from boulders where closed_at is null) as active,
            (select count(*)::int from sector_openings) as openings, (select count(*)::int from audit_log) as audit`);

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  ids.gym = (await createGym(db, { name: 'Salle A' })).id;
  catalog = await ensureCatalog(db, ids.gym);
  ids.circuit = await createDifficulty(db, ids.gym, { name: 'Vert', grade: 16 });
  ids.otherGym = (await createGym(db)).id;
  ids.otherSector = (await createSector(db, ids.otherGym)).id;
  setter = await createUser(db, { firstName: 'Léa', lastName: 'Martin', staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] });
  chief = await createUser(db, { firstName: 'Tom', lastName: 'Roux', staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'] }] });
  const marketing = await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] });
  const other = await createUser(db, { staff: [{ gymId: ids.otherGym, accessTypes: ['route_setter'] }] });
  setterSession = await login(t.app, setter.email, setter.password!);
  chiefSession = await login(t.app, chief.email, chief.password!);
  marketingSession = await login(t.app, marketing.email, marketing.password!);
  otherSession = await login(t.app, other.email, other.password!);
});

beforeEach(async () => {
  const db = t.database.db;
  await q('delete from setting_sessions');
  await q('delete from audit_log');
  await q('delete from boulders');
  await q('delete from sector_openings');
  await q('delete from sectors where gym_id = $1', [ids.gym]);
  const sector = await createSector(db, ids.gym, { name: 'Le Toit', openings: [{ openedAt: D(-40), plannedClosing: D(-2) }] });
  ids.sector = sector.id;
  ids.opening = sector.openingIds[0]!;
  const base = {
    gymId: ids.gym,
    sectorId: ids.sector,
    difficultyId: ids.circuit,
    sectorOpeningId: ids.opening,
    createdAt: new Date(Date.now() - 40 * 86_400_000),
  };
  keptId = await createBoulder(db, { ...base, name: 'Gardé' });
  await createBoulder(db, { ...base, name: 'Ancien' });
});

const newDraft = async (body: object = {}, session = setterSession) =>
  write(session, url(), { sectorId: ids.sector, openingDate: typed(D(0)), setterUuids: [setter.uuid, chief.uuid], rows: [row('Un'), row('Deux')], ...body });

describe('drafts', () => {
  it('keeps a draft on the server, resumable from another session, and changes nothing visible', async () => {
    const before = await snapshot();
    const created = await newDraft({ rows: [row('Un'), { name: 'à finir' }] });
    expect(created.statusCode).toBe(201);
    const draft = created.json();
    expect(draft).toMatchObject({
      sectorId: ids.sector,
      openingDate: D(0),
      status: 'draft',
      createdBy: { uuid: setter.uuid },
      setterUuids: [setter.uuid, chief.uuid],
    });
    expect(draft.rows).toHaveLength(2);
    // Another device (here, a colleague) resumes it.
    const resumed = await chiefSession.inject({ method: 'GET', url: url(`${draft.id}/`) });
    expect(resumed.json()).toEqual(draft);
    const list = (await chiefSession.inject({ method: 'GET', url: url() })).json();
    expect(list.map((s: { id: number }) => s.id)).toEqual([draft.id]);
    const edited = await write(chiefSession, url(`${draft.id}/`), { rows: [row('Un'), row('Deux'), row('Trois')], keptBoulderIds: [keptId] }, 'PATCH');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ keptBoulderIds: [keptId], openingDate: D(0) });
    expect(edited.json().rows).toHaveLength(3);
    const after = await snapshot();
    expect({ ...after[0], audit: 0 }).toEqual({ ...before[0], audit: 0 });
  });

  it('checks who asks, the sector and the setters, and the draft shape', async () => {
    expect((await newDraft({}, marketingSession)).statusCode).toBe(403);
    expect((await write(otherSession, url(), { sectorId: ids.sector })).statusCode).toBe(404);
    expect((await newDraft({ sectorId: ids.otherSector })).statusCode).toBe(404);
    const created = (await newDraft()).json();
    expect((await otherSession.inject({ method: 'GET', url: `/api/gyms/${ids.otherGym}/setting-sessions/${created.id}/` })).statusCode).toBe(404);
    expect((await marketingSession.inject({ method: 'GET', url: url(`${created.id}/`) })).statusCode).toBe(403);
    const tooMany = await newDraft({ rows: Array.from({ length: 61 }, (_, i) => row(`B${i}`)) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().rows).toEqual([SESSION_ERRORS.rows]);
    expect((await newDraft({ openingDate: '32/01/2026' })).json().openingDate).toEqual([expect.any(String)]);
    expect((await newDraft({ setterUuids: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(404);
    expect(Number((await q('select count(*) as n from setting_sessions'))[0]!.n)).toBe(1);
  });

  it('two devices saving one draft at once: the last write wins whole (never a mix of both grids); a replay changes nothing', async () => {
    const draft = (await newDraft()).json();
    const mine = { rows: [row('Mien A'), row('Mien B')], keptBoulderIds: [keptId] };
    const theirs = { rows: [row('Sien A'), row('Sien B'), row('Sien C')], keptBoulderIds: [] };
    const [a, b] = await Promise.all([write(setterSession, url(`${draft.id}/`), mine, 'PATCH'), write(chiefSession, url(`${draft.id}/`), theirs, 'PATCH')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = (await setterSession.inject({ method: 'GET', url: url(`${draft.id}/`) })).json();
    const names = stored.rows.map((r: { name: string }) => r.name);
    expect([JSON.stringify(['Mien A', 'Mien B']), JSON.stringify(['Sien A', 'Sien B', 'Sien C'])]).toContain(JSON.stringify(names));
    expect(stored.keptBoulderIds).toEqual(names.length === 2 ? [keptId] : []);
    const replayed = await write(setterSession, url(`${draft.id}/`), theirs, 'PATCH');
    const again = await write(setterSession, url(`${draft.id}/`), theirs, 'PATCH');
    expect({ ...again.json(), updatedAt: 0 }).toEqual({ ...replayed.json(), updatedAt: 0 });
    await write(setterSession, url(`${draft.id}/`), undefined, 'DELETE');
  });

  it('discards a draft, not a validated session', async () => {
    const draft = (await newDraft()).json();
    expect((await write(setterSession, url(`${draft.id}/`), undefined, 'DELETE')).statusCode).toBe(204);
    expect((await setterSession.inject({ method: 'GET', url: url(`${draft.id}/`) })).statusCode).toBe(404);
    const validated = (await newDraft()).json();
    expect((await write(setterSession, url(`${validated.id}/validate/`))).statusCode).toBe(200);
    expect((await write(setterSession, url(`${validated.id}/`), undefined, 'DELETE')).statusCode).toBe(409);
    expect((await write(setterSession, url(`${validated.id}/`), { rows: [] }, 'PATCH')).statusCode).toBe(409);
  });
});

describe('validation', () => {
  it('strips what is not kept, closes the opening, opens the new one and creates the boulders, in one go', async () => {
    const draft = (
      await newDraft({
        keptBoulderIds: [keptId],
        rows: [row('Un', { tagStyleId: catalog.tags.style[0]!.id }), row('Deux', { setterUuids: [chief.uuid], planPosition: { x: 0.4, y: 0.6 } })],
      })
    ).json();
    const response = await write(setterSession, url(`${draft.id}/validate/`));
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({
      id: draft.id,
      status: 'validated',
      stripped: 1,
      opening: { sectorId: ids.sector, openingDate: D(0), plannedDismantling: D(35) },
    });
    expect(answer.boulders.map((b: { name: string; route_setter: string }) => [b.name, b.route_setter])).toEqual([
      ['Un', 'Léa Martin'],
      ['Deux', 'Tom Roux'],
    ]);
    const openings = await q<{ opened_at: string; planned_closing: string; closed_at: string | null }>(
      'select opened_at::text, planned_closing::text, closed_at::text from sector_openings where sector_id = $1 order by opened_at',
      [ids.sector],
    );
    expect(openings).toEqual([
      { opened_at: D(-40), planned_closing: D(-2), closed_at: D(0) },
      { opened_at: D(0), planned_closing: D(35), closed_at: null },
    ]);
    const boulders = await q<{ name: string; active: boolean; same_opening: boolean }>(
      `select b.name, b.closed_at is null as active, b.sector_opening_id = (select max(id) from sector_openings where sector_id = $1) as same_opening,
              b.plan_x as x, b.plan_y as y
       from boulders b where b.sector_id = $1 order by b.id`,
      [ids.sector],
    );
    // A row placed on the plan (a click in the grid) keeps its place.
    expect(boulders).toEqual([
      { name: 'Gardé', active: true, same_opening: true, x: null, y: null },
      { name: 'Ancien', active: false, same_opening: false, x: null, y: null },
      { name: 'Un', active: true, same_opening: true, x: null, y: null },
      { name: 'Deux', active: true, same_opening: true, x: 0.4, y: 0.6 },
    ]);
    const kinds = await q<{ kind: string; n: number }>('select kind, count(*)::int as n from audit_log group by kind order by kind');
    expect(kinds).toEqual([
      { kind: 'creation', n: 2 },
      { kind: 'setting_day', n: 1 },
      { kind: 'strip', n: 1 },
    ]);
    expect((await setterSession.inject({ method: 'GET', url: url() })).json()).toEqual([]);
  });

  it('names each bad line and saves nothing', async () => {
    const draft = (await newDraft({ rows: [row('Un'), { name: 'Sans circuit' }, row('Un'), row('Loin', { grade: '8A' })] })).json();
    const before = await snapshot();
    const response = await write(setterSession, url(`${draft.id}/validate/`));
    expect(response.statusCode).toBe(400);
    expect(response.json().rows).toEqual([
      'Ligne 2 : Choisissez le circuit du bloc.',
      'Ligne 2 : Choisissez le sous-niveau du bloc (par exemple 6B+).',
      'Ligne 3 : Un bloc actif de ce secteur porte déjà ce nom',
      expect.stringMatching(/^Ligne 4 : Le sous-niveau doit rester/),
    ]);
    expect(await snapshot()).toEqual(before);
    expect((await setterSession.inject({ method: 'GET', url: url(`${draft.id}/`) })).json().status).toBe('draft');
  });

  it('refuses an empty grid, a name kept on the wall, and bad dates', async () => {
    const empty = (await newDraft({ rows: [] })).json();
    expect((await write(setterSession, url(`${empty.id}/validate/`))).json().rows).toEqual([SESSION_ERRORS.noRows]);
    const clash = (await newDraft({ keptBoulderIds: [keptId], rows: [row('gardé')] })).json();
    expect((await write(setterSession, url(`${clash.id}/validate/`))).json().rows).toEqual(['Ligne 1 : Un bloc actif de ce secteur porte déjà ce nom']);
    const far = (await newDraft({ openingDate: typed(D(31)) })).json();
    expect((await write(setterSession, url(`${far.id}/validate/`))).json().openingDate).toEqual([expect.any(String)]);
    const backwards = (await newDraft({ plannedDismantling: typed(D(-1)) })).json();
    expect((await write(setterSession, url(`${backwards.id}/validate/`))).json().plannedDismantling).toEqual([expect.any(String)]);
  });

  it('two validations of one session at once: one wins, the other gets 409, nothing is doubled', async () => {
    const draft = (await newDraft()).json();
    const [a, b] = await Promise.all([write(setterSession, url(`${draft.id}/validate/`)), write(chiefSession, url(`${draft.id}/validate/`))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().error).toBe(SESSION_ERRORS.validated);
    const counts = (await snapshot())[0]!;
    expect(counts).toMatchObject({ boulders: 4, active: 2, openings: 2 });
    // A replay after the fact is refused as well.
    expect((await write(setterSession, url(`${draft.id}/validate/`))).statusCode).toBe(409);
  });

  it('two setting days of one sector at once: the second finds the new wall', async () => {
    const first = (await newDraft()).json();
    const second = (await newDraft({ rows: [row('Trois')] }, chiefSession)).json();
    const [a, b] = await Promise.all([write(setterSession, url(`${first.id}/validate/`)), write(chiefSession, url(`${second.id}/validate/`))]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stripped = [a.json().stripped, b.json().stripped].sort();
    // Whichever ran second stripped what the first had just set (and nothing twice).
    expect(stripped[1]).toBeGreaterThan(0);
    const active = await q<{ n: number }>('select count(*)::int as n from boulders where sector_id = $1 and closed_at is null', [ids.sector]);
    const openings = await q<{ n: number }>('select count(*)::int as n from sector_openings where sector_id = $1 and closed_at is null', [ids.sector]);
    expect(openings[0]!.n).toBe(1);
    expect([1, 2]).toContain(active[0]!.n);
  });
});
