/**
 * Gym set-up (docs/product.md › Route setting: screens 'Gym set-up'): sectors, outlines, plan, circuits and the reset
 * cycle, with their permissions, bad input, two writers at once and replays.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector, ensureCatalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { login, write, type LoggedIn } from '../helpers/session';
import { SETUP_ERRORS } from '../../src/shared/contract/gym-setup';
import { mediaItem } from '../../src/server/repositories/media-repository';
import { media } from '../../src/server/db/schema';

const t = useTestApp();
const ids = { gym: 0, otherGym: 0, used: 0, spare: 0, circuit: 0, otherSector: 0, otherCircuit: 0, picture: '' };
let chief: LoggedIn;
let admin: LoggedIn;
let setter: LoggedIn;
let marketing: LoggedIn;
let other: LoggedIn;
let people: Record<'chief' | 'admin' | 'setter' | 'marketing' | 'other', CreatedUser>;

beforeAll(async () => {
  const db = t.database.db;
  await ensureCatalog(db);
  ids.gym = (await createGym(db)).id;
  ids.circuit = await createDifficulty(db, ids.gym, { name: 'Vert', grade: 12, position: 1 });
  ids.used = (await createSector(db, ids.gym, { name: 'Dévers', position: 1 })).id;
  ids.spare = (await createSector(db, ids.gym, { name: 'Dalle', position: 2 })).id;
  await createBoulder(db, { gymId: ids.gym, sectorId: ids.used, difficultyId: ids.circuit, closedAt: new Date() });
  ids.otherGym = (await createGym(db)).id;
  ids.otherSector = (await createSector(db, ids.otherGym)).id;
  ids.otherCircuit = await createDifficulty(db, ids.otherGym);
  const item = mediaItem('image/png', Buffer.from('plan de la salle'));
  await db.insert(media).values(item).onConflictDoNothing();
  ids.picture = item.id;
  people = {
    chief: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['chief_route_setter'] }] }),
    admin: await createUser(db, { staff: [{ gymId: ids.gym, isAdmin: true }] }),
    setter: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['route_setter'] }] }),
    marketing: await createUser(db, { staff: [{ gymId: ids.gym, accessTypes: ['marketing_staff'] }] }),
    other: await createUser(db, { staff: [{ gymId: ids.otherGym, isAdmin: true }] }),
  };
  [chief, admin, setter, marketing, other] = await Promise.all(
    [people.chief, people.admin, people.setter, people.marketing, people.other].map((p) => login(t.app, p.email, p.password!)),
  );
});

const base = () => `/api/gyms/${ids.gym}`;
const setup = async (session: LoggedIn = chief) => (await session.inject({ method: 'GET', url: `${base()}/setup/` })).json();
const journal = async () => (await chief.inject({ method: 'GET', url: `${base()}/history/?kind=setup` })).json();

describe('permissions', () => {
  it('lets chief setters and admins set up the gym; setters and marketing get 403, another gym 404', async () => {
    expect((await chief.inject({ method: 'GET', url: `${base()}/setup/` })).statusCode).toBe(200);
    expect((await admin.inject({ method: 'GET', url: `${base()}/setup/` })).statusCode).toBe(200);
    for (const session of [setter, marketing]) {
      expect((await session.inject({ method: 'GET', url: `${base()}/setup/` })).statusCode).toBe(403);
      expect((await write(session, `${base()}/sectors/`, { name: 'Interdit' })).statusCode).toBe(403);
      expect((await write(session, `${base()}/cycle/`, { resetCycleDays: 20 }, 'PUT')).statusCode).toBe(403);
      expect((await write(session, `${base()}/difficulties/${ids.circuit}/`, { name: 'Interdit' }, 'PATCH')).statusCode).toBe(403);
    }
    expect((await write(other, `${base()}/sectors/`, { name: 'Intrus' })).statusCode).toBe(404);
    expect((await write(other, `${base()}/sectors/${ids.spare}/`, undefined, 'DELETE')).statusCode).toBe(404);
    // Another gym's sector or circuit through this gym's path: 404, nothing changed.
    expect((await write(chief, `${base()}/sectors/${ids.otherSector}/`, { name: 'Volé' }, 'PATCH')).statusCode).toBe(404);
    expect((await write(chief, `${base()}/difficulties/${ids.otherCircuit}/`, undefined, 'DELETE')).statusCode).toBe(404);
    const names = (await setup()).sectors.map((s: { name: string }) => s.name);
    expect(names).toEqual(['Dévers', 'Dalle']);
  });
});

describe('sectors', () => {
  it('creates a sector last, refuses an empty or taken name, renames and moves it', async () => {
    const created = await write(chief, `${base()}/sectors/`, { name: '  Le   Toit ' });
    expect(created.statusCode).toBe(201);
    const toit = created.json();
    expect(toit).toMatchObject({ name: 'Le Toit', position: 3, boulders: 0, outline: null });
    const empty = await write(chief, `${base()}/sectors/`, { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().name).toEqual([SETUP_ERRORS.sectorName]);
    const taken = await write(chief, `${base()}/sectors/`, { name: 'dalle' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().name).toEqual([SETUP_ERRORS.sectorNameTaken]);
    expect((await write(chief, `${base()}/sectors/`, {})).json().name).toBeDefined();

    const moved = await write(chief, `${base()}/sectors/${toit.id}/`, { name: 'Toit', position: 1 }, 'PATCH');
    expect(moved.statusCode).toBe(200);
    expect((await setup()).sectors.map((s: { name: string; position: number }) => `${s.position}:${s.name}`)).toEqual(['1:Toit', '2:Dévers', '3:Dalle']);
    const rows = (await journal()).results.filter((r: { sectorId: number }) => r.sectorId === toit.id);
    expect(rows[0].text).toBe('Secteur : Le Toit → Toit\nOrdre des secteurs : Dévers, Dalle, Toit → Toit, Dévers, Dalle');
    expect(rows[1].text).toBe('Secteur : — → Le Toit');
    // Positions past the end are the end.
    await write(chief, `${base()}/sectors/${toit.id}/`, { position: 99 }, 'PATCH');
    expect((await setup()).sectors.map((s: { name: string }) => s.name)).toEqual(['Dévers', 'Dalle', 'Toit']);
    expect((await write(chief, `${base()}/sectors/${toit.id}/`, { position: 0 }, 'PATCH')).statusCode).toBe(400);
  });

  it('draws an outline on the plan (the label goes to its centroid), erases it, refuses points outside', async () => {
    const outline = {
      width: 1000,
      height: 600,
      points: [
        [0, 0],
        [300, 0],
        [300, 300],
        [0, 300],
      ],
    };
    const drawn = await write(chief, `${base()}/sectors/${ids.spare}/`, { outline }, 'PATCH');
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json().outline).toEqual(outline);
    const { rows } = await t.database.db.$client.query('select outline, label_x, label_y from sectors where id = $1', [ids.spare]);
    expect(rows[0].outline).toEqual({ width: 1000, height: 600, paths: ['M0 0L300 0L300 300L0 300Z'] });
    expect([rows[0].label_x, rows[0].label_y]).toEqual([150, 150]);
    // The sector map of the back office reads the same outline.
    const map = (await marketing.inject({ method: 'GET', url: `/api/sector-details-by-id/${ids.spare}/` })).json();
    expect(map.sectorSvg.paths).toEqual(['M0 0L300 0L300 300L0 300Z']);
    for (const bad of [
      {
        ...outline,
        points: [
          [0, 0],
          [1, 1],
        ],
      },
      {
        ...outline,
        points: [
          [0, 0],
          [1200, 0],
          [0, 10],
        ],
      },
      { ...outline, width: -1 },
      { width: 10, height: 10, points: 'M0 0' },
    ]) {
      const refused = await write(chief, `${base()}/sectors/${ids.spare}/`, { outline: bad }, 'PATCH');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().outline).toEqual([SETUP_ERRORS.outline]);
    }
    expect((await write(chief, `${base()}/sectors/${ids.spare}/`, { outline: null }, 'PATCH')).json().outline).toBeNull();
    const texts = (await journal()).results.filter((r: { sectorId: number }) => r.sectorId === ids.spare).map((r: { text: string }) => r.text);
    expect(texts.slice(0, 2)).toEqual(['Contour sur le plan : 4 points → —', 'Contour sur le plan : — → 4 points']);
  });

  it('sets the wall picture and the gym plan from an uploaded image; an unknown one answers 400', async () => {
    const url = `/media/${ids.picture}.png`;
    expect((await write(chief, `${base()}/sectors/${ids.spare}/`, { mediaId: ids.picture }, 'PATCH')).json().picture).toBe(url);
    const unknown = await write(chief, `${base()}/sectors/${ids.spare}/`, { mediaId: 'f'.repeat(32) }, 'PATCH');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().mediaId).toEqual([SETUP_ERRORS.mediaId]);
    const plan = await write(admin, `${base()}/plan/`, { mediaId: ids.picture }, 'PUT');
    expect(plan.json()).toEqual({ plan: url });
    expect((await setup()).plan).toBe(url);
    expect((await write(admin, `${base()}/plan/`, { mediaId: 'nope' }, 'PUT')).statusCode).toBe(400);
    expect((await setup()).plan).toBe(url);
  });

  it('a new plan or cycle shows on the very next read of the cached gym answers', async () => {
    const gymPicture = async () => (await marketing.inject({ method: 'GET', url: `/api/sector-details/${ids.gym}/` })).json().gymPicture;
    const before = await gymPicture();
    const item = mediaItem('image/png', Buffer.from('un autre plan'));
    await t.database.db.insert(media).values(item).onConflictDoNothing();
    expect((await write(chief, `${base()}/plan/`, { mediaId: item.id }, 'PUT')).statusCode).toBe(200);
    expect(await gymPicture()).toBe(`/media/${item.id}.png`);
    expect(before).not.toBe(`/media/${item.id}.png`);
    const cycle = async () => (await setter.inject({ method: 'GET', url: `/api/routesettergymonlyinfos/${people.setter.uuid}/` })).json()[0].resetCycleDays;
    expect(await cycle()).toBe(35);
    await write(chief, `${base()}/cycle/`, { resetCycleDays: 30 }, 'PUT');
    expect(await cycle()).toBe(30);
    await write(chief, `${base()}/cycle/`, { resetCycleDays: 35 }, 'PUT');
    await write(chief, `${base()}/plan/`, { mediaId: ids.picture }, 'PUT');
  });

  it("deletes only a sector that never had a boulder: 'Ce secteur a un historique : renomme-le plutôt'", async () => {
    const refused = await write(chief, `${base()}/sectors/${ids.used}/`, undefined, 'DELETE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Ce secteur a un historique : renomme-le plutôt');
    const fresh = (await write(chief, `${base()}/sectors/`, { name: 'Éphémère' })).json();
    expect((await write(chief, `${base()}/sectors/${fresh.id}/`, undefined, 'DELETE')).statusCode).toBe(204);
    expect((await write(chief, `${base()}/sectors/${fresh.id}/`, undefined, 'DELETE')).statusCode).toBe(404);
    const positions = (await setup()).sectors.map((s: { position: number }) => s.position);
    expect(positions).toEqual(positions.map((_: number, i: number) => i + 1));
    expect((await journal()).results[0].text).toBe('Secteur : Éphémère → —');
  });
});

describe('sectors with two writers', () => {
  it('two creations of one name at once: one 201, one 400, a single row', async () => {
    const [x, y] = await Promise.all([write(chief, `${base()}/sectors/`, { name: 'Jumeau' }), write(admin, `${base()}/sectors/`, { name: 'Jumeau' })]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 400]);
    expect((await setup()).sectors.filter((s: { name: string }) => s.name === 'Jumeau')).toHaveLength(1);
    // A replayed creation is refused by the name rule: no second sector.
    expect((await write(chief, `${base()}/sectors/`, { name: 'Jumeau' })).statusCode).toBe(400);
  });

  it('two moves at once leave positions 1..n with no gap or duplicate; a replayed move changes nothing', async () => {
    const sectors = (await setup()).sectors as { id: number }[];
    const [a, b] = [sectors[0]!.id, sectors[sectors.length - 1]!.id];
    const answers = await Promise.all([
      write(chief, `${base()}/sectors/${a}/`, { position: sectors.length }, 'PATCH'),
      write(admin, `${base()}/sectors/${b}/`, { position: 1 }, 'PATCH'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = (await setup()).sectors as { id: number; position: number }[];
    expect(after.map((s) => s.position)).toEqual(after.map((_, i) => i + 1));
    expect(new Set(after.map((s) => s.id)).size).toBe(sectors.length);
    const rows = (await journal()).count;
    const replay = await write(admin, `${base()}/sectors/${b}/`, { position: after.findIndex((s) => s.id === b) + 1 }, 'PATCH');
    expect(replay.statusCode).toBe(200);
    expect((await journal()).count).toBe(rows);
  });

  it('a delete racing a boulder creation in that sector: either the boulder is refused or the delete is', async () => {
    const fresh = (await write(chief, `${base()}/sectors/`, { name: 'Course' })).json();
    const [created, removed] = await Promise.all([
      write(chief, '/api/boulders/', { name: 'Éclair', sectorId: fresh.id, difficultyId: ids.circuit, grade: '5A' }),
      write(admin, `${base()}/sectors/${fresh.id}/`, undefined, 'DELETE'),
    ]);
    expect(created.statusCode, created.body).not.toBe(400);
    if (created.statusCode === 201) expect(removed.statusCode).toBe(409);
    else expect([created.statusCode, removed.statusCode]).toEqual([404, 204]);
  });
});

describe('circuits', () => {
  it('creates a circuit with its symbol, renames and recolours one in use, refuses bad colours and grades', async () => {
    const created = await write(chief, `${base()}/difficulties/`, { name: 'Rose', color1: '#f06eaa', grade: '6A', position: 1 });
    expect(created.statusCode).toBe(201);
    const rose = created.json();
    expect(rose).toMatchObject({ name: 'Rose', color_1: '#F06EAA', color_2: null, corresponding_difficulty: '6A', position: 1, boulders: 0 });
    expect(rose.svg).toContain('fill="#F06EAA"');
    expect((await setup()).difficulties.map((c: { name: string }) => c.name)).toEqual(['Rose', 'Vert']);
    for (const [body, field, message] of [
      [{ name: 'Bleu', color1: 'bleu', grade: '5A' }, 'color1', SETUP_ERRORS.color],
      [{ name: 'Bleu', color1: '#0000FF', color2: '#12', grade: '5A' }, 'color2', SETUP_ERRORS.color],
      [{ name: 'Bleu', color1: '#0000FF', grade: '9Z' }, 'grade', SETUP_ERRORS.grade],
      [{ name: '', color1: '#0000FF', grade: '5A' }, 'name', SETUP_ERRORS.circuitName],
      [{ name: 'vert', color1: '#0000FF', grade: '5A' }, 'name', SETUP_ERRORS.circuitNameTaken],
    ] as const) {
      const refused = await write(chief, `${base()}/difficulties/`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()[field]).toEqual([message]);
    }
    // Vert is used by a boulder: it can be renamed and recoloured, its symbol keeps its shape.
    const edited = await write(chief, `${base()}/difficulties/${ids.circuit}/`, { name: 'Vert foncé', color1: '#1B5E20', color2: '#FFFFFF' }, 'PATCH');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Vert foncé', color_1: '#1B5E20', color_2: '#FFFFFF' });
    expect(edited.json().boulders).toBeGreaterThan(0);
    expect(edited.json().svg).toContain('clipPath');
    const route = (await t.database.db.$client.query('select name from gym_difficulties where id = $1', [ids.circuit])).rows[0];
    expect(route.name).toBe('Vert foncé');
    const text = (await journal()).results[0].text as string;
    expect(text).toMatch(/^Circuit : Vert → Vert foncé\nCouleurs du circuit : Vert foncé : #[0-9A-F]{6} → Vert foncé : #1B5E20 et #FFFFFF$/);
  });

  it('deletes an unused circuit, not one a boulder used, and never the last one', async () => {
    const inUse = await write(chief, `${base()}/difficulties/${ids.circuit}/`, undefined, 'DELETE');
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toBe(SETUP_ERRORS.circuitInUse);
    const rose = (await setup()).difficulties.find((c: { name: string }) => c.name === 'Rose');
    expect((await write(chief, `${base()}/difficulties/${rose.id}/`, undefined, 'DELETE')).statusCode).toBe(204);
    expect((await setup()).difficulties.map((c: { position: number }) => c.position)).toEqual([1]);
    const lone = (await createGym(t.database.db)).id;
    const only = await createDifficulty(t.database.db, lone);
    const owner = await createUser(t.database.db, { staff: [{ gymId: lone, isAdmin: true }] });
    const session = await login(t.app, owner.email, owner.password!);
    const last = await write(session, `/api/gyms/${lone}/difficulties/${only}/`, undefined, 'DELETE');
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(SETUP_ERRORS.lastCircuit);
  });

  it('a circuit deleted while a boulder is saved on it: the boulder gets 404 or 409, or the delete gets 409; never a 500', async () => {
    const spare = (await write(chief, `${base()}/difficulties/`, { name: 'Gris', color1: '#888888', grade: '5C' })).json();
    const [created, removed] = await Promise.all([
      write(chief, '/api/boulders/', { name: 'Course au gris', sectorId: ids.spare, difficultyId: spare.id, grade: '5C' }),
      write(admin, `${base()}/difficulties/${spare.id}/`, undefined, 'DELETE'),
    ]);
    expect(created.statusCode, created.body).not.toBe(400);
    if (created.statusCode === 201) expect(removed.statusCode).toBe(409);
    else {
      expect([404, 409]).toContain(created.statusCode);
      expect(removed.statusCode).toBe(204);
    }
  });
});

describe('tags', () => {
  it('adds a tag to a group and renames one; the boulders carrying it show the new name; names are unique per group', async () => {
    const created = await write(chief, `${base()}/tags/`, { kind: 'style', name: 'Compression' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'style', name: 'Compression', boulders: 0 });
    expect((await setup()).tags.style.map((t: { name: string }) => t.name)).toContain('Compression');
    const taken = await write(chief, `${base()}/tags/`, { kind: 'style', name: 'compression' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().name).toEqual([SETUP_ERRORS.tagNameTaken]);
    // Another group may use the name.
    expect((await write(chief, `${base()}/tags/`, { kind: 'grips', name: 'Compression' })).statusCode).toBe(201);
    expect((await write(chief, `${base()}/tags/`, { kind: 'couleur', name: 'X' })).json().kind).toEqual([SETUP_ERRORS.tagKind]);
    expect((await write(chief, `${base()}/tags/`, { kind: 'style', name: ' ' })).json().name).toEqual([SETUP_ERRORS.tagName]);

    const force = (await setup()).tags.style.find((t: { name: string }) => t.name === 'Force');
    const boulder = await createBoulder(t.database.db, { gymId: ids.gym, sectorId: ids.used, difficultyId: ids.circuit, styleId: force.id });
    const renamed = await write(chief, `${base()}/tags/${force.id}/`, { name: 'Puissance' }, 'PATCH');
    expect(renamed.json()).toMatchObject({ id: force.id, name: 'Puissance', boulders: 1 });
    const detail = (await marketing.inject({ method: 'GET', url: `/api/boulders/${boulder}/` })).json();
    expect(detail.tag_style).toEqual({ id: force.id, name: 'Puissance' });
    expect((await journal()).results[0].text).toBe('Tag : Mouvement : Force → Mouvement : Puissance');
    // The gym's tags list (the filters and forms read it) has the new name; another gym's does not.
    const list = (await marketing.inject({ method: 'GET', url: `/api/tagslist/?gymId=${ids.gym}` })).json();
    expect(list.tag_style.map((tag: { name: string }) => tag.name)).toContain('Puissance');
    const otherList = (await other.inject({ method: 'GET', url: `/api/tagslist/?gymId=${ids.otherGym}` })).json();
    expect(otherList.tag_style.map((tag: { name: string }) => tag.name)).toContain('Force');
    expect((await other.inject({ method: 'GET', url: `/api/tagslist/?gymId=${ids.gym}` })).statusCode).toBe(404);
    // Another gym's tag, through this gym's path or on this gym's boulder: 404.
    const foreign = otherList.tag_style[0].id;
    expect((await write(chief, `${base()}/tags/${foreign}/`, { name: 'Volé' }, 'PATCH')).statusCode).toBe(404);
    const onBoulder = await write(chief, '/api/boulders/', {
      name: 'Étranger',
      sectorId: ids.used,
      difficultyId: ids.circuit,
      grade: '5A',
      tagStyleId: foreign,
    });
    expect(onBoulder.statusCode).toBe(404);
  });

  it('two renames to one name at once: one wins, the other is told the name is taken', async () => {
    const [a, b] = (await setup()).tags.grips as { id: number }[];
    const [x, y] = await Promise.all([
      write(chief, `${base()}/tags/${a!.id}/`, { name: 'Inversées' }, 'PATCH'),
      write(admin, `${base()}/tags/${b!.id}/`, { name: 'Inversées' }, 'PATCH'),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    // A replay of the winner's rename is a no-op.
    const winner = x.statusCode === 200 ? a! : b!;
    const before = (await journal()).count;
    expect((await write(chief, `${base()}/tags/${winner.id}/`, { name: 'Inversées' }, 'PATCH')).statusCode).toBe(200);
    expect((await journal()).count).toBe(before);
  });
});

describe('circuits, plan and cycle with two writers', () => {
  it('two creations of one circuit name at once: one 201, one 400, one row; a replay is refused by the name rule', async () => {
    const body = { name: 'Orange', color1: '#F28C1B', grade: '5C' };
    const [x, y] = await Promise.all([write(chief, `${base()}/difficulties/`, body), write(admin, `${base()}/difficulties/`, body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 400]);
    expect((await setup()).difficulties.filter((c: { name: string }) => c.name === 'Orange')).toHaveLength(1);
    expect((await write(chief, `${base()}/difficulties/`, body)).statusCode).toBe(400);
    const orange = (await setup()).difficulties.find((c: { name: string }) => c.name === 'Orange');
    expect((await write(chief, `${base()}/difficulties/${orange.id}/`, undefined, 'DELETE')).statusCode).toBe(204);
  });

  it('two cycles or two plans at once: one value wins whole, each change is in the journal once; a replay adds nothing', async () => {
    const before = (await journal()).count;
    const [x, y] = await Promise.all([
      write(chief, `${base()}/cycle/`, { resetCycleDays: 21 }, 'PUT'),
      write(admin, `${base()}/cycle/`, { resetCycleDays: 42 }, 'PUT'),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const cycle = (await setup()).resetCycleDays;
    expect([21, 42]).toContain(cycle);
    // Both changed something (35 → one, then one → the other): two rows, the last one ending on the stored value.
    const rows = (await journal()).results.slice(0, 2).map((r: { text: string }) => r.text);
    expect((await journal()).count).toBe(before + 2);
    expect(rows[0]).toBe(`Cycle : ${cycle === 21 ? 42 : 21} jours → ${cycle} jours`);
    await write(chief, `${base()}/cycle/`, { resetCycleDays: cycle }, 'PUT');
    expect((await journal()).count).toBe(before + 2);

    const other = mediaItem('image/png', Buffer.from('plan concurrent'));
    await t.database.db.insert(media).values(other).onConflictDoNothing();
    const [p, r] = await Promise.all([
      write(chief, `${base()}/plan/`, { mediaId: other.id }, 'PUT'),
      write(admin, `${base()}/plan/`, { mediaId: ids.picture }, 'PUT'),
    ]);
    expect([p.statusCode, r.statusCode]).toEqual([200, 200]);
    expect([`/media/${other.id}.png`, `/media/${ids.picture}.png`]).toContain((await setup()).plan);
    await write(chief, `${base()}/cycle/`, { resetCycleDays: 35 }, 'PUT');
    await write(chief, `${base()}/plan/`, { mediaId: ids.picture }, 'PUT');
  });
});

describe('reset cycle', () => {
  it('sets the days between an opening and its planned dismantling, 1 to 365', async () => {
    expect((await write(chief, `${base()}/cycle/`, { resetCycleDays: 28 }, 'PUT')).json()).toEqual({ resetCycleDays: 28 });
    expect((await setup()).resetCycleDays).toBe(28);
    for (const bad of [0, 366, 2.5, '28', null]) {
      const refused = await write(chief, `${base()}/cycle/`, { resetCycleDays: bad }, 'PUT');
      expect(refused.statusCode).toBe(400);
      expect(refused.json().resetCycleDays).toEqual([SETUP_ERRORS.resetCycleDays]);
    }
    const before = (await journal()).count;
    await write(chief, `${base()}/cycle/`, { resetCycleDays: 28 }, 'PUT');
    expect((await journal()).count).toBe(before);
    expect((await journal()).results[0].text).toBe('Cycle : 35 jours → 28 jours');
  });
});

describe('a lone UTF-16 surrogate in a name (issue 31, item 13)', () => {
  it('is refused with a French 400 naming the field on every set-up and setting-day write, and nothing is written', async () => {
    const lone = '\ud800';
    const tagId = (await setup()).tags.style[0].id as number;
    const before = await t.database.db.$client.query(
      'select (select count(*) from sectors) + (select count(*) from gym_difficulties) + (select count(*) from tags) + (select count(*) from ' +
        'setting_sessions) as n',
    );
    const calls: [string, string, Record<string, unknown>, string][] = [
      ['POST', `${base()}/sectors/`, { name: `Secteur ${lone}` }, 'name'],
      ['PATCH', `${base()}/sectors/${ids.used}/`, { name: lone }, 'name'],
      ['POST', `${base()}/difficulties/`, { name: lone, grade: '5C', color1: '#ff0000' }, 'name'],
      ['PATCH', `${base()}/difficulties/${ids.circuit}/`, { name: `x${lone}y` }, 'name'],
      ['POST', `${base()}/tags/`, { kind: 'style', name: lone }, 'name'],
      ['PATCH', `${base()}/tags/${tagId}/`, { name: lone }, 'name'],
      ['POST', `${base()}/setting-sessions/`, { sectorId: ids.used, rows: [{ name: lone }] }, 'rows.0.name'],
      ['PATCH', `${base()}/setting-sessions/1/`, { rows: [{ name: lone }] }, 'rows.0.name'],
    ];
    for (const [method, url, payload, field] of calls) {
      const response = await write(chief, url, payload, method as 'POST' | 'PATCH');
      expect([response.statusCode, response.json().field, response.json().code], `${method} ${url}`).toEqual([400, field, 'bad_request']);
      expect(response.json().error).toMatch(/^Champ « .+ » invalide : caractère invalide/);
    }
    const after = await t.database.db.$client.query(
      'select (select count(*) from sectors) + (select count(*) from gym_difficulties) + (select count(*) from tags) + (select count(*) from ' +
        'setting_sessions) as n',
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
