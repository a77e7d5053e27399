/**
 * The boulder list (docs/product.md › Back office: calls; The filter call): first page, filters, sorts, paging and
 * search, checked against hand-written expectations and against a plain JavaScript recount of the
 * fixtures (filter, sort, slice).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  NO_CHOICE_FILTERS,
  boulderFilterPath,
  initialGymInfosPath,
  routesAnswerSchema,
  type BoulderFilterInput,
  type Selection,
  type SortKey,
} from '../../src/shared/contract/boulders';
import { containsRegex } from '../../src/server/repositories/boulders-repository';
import { foldText } from '../../src/shared/domain/text-folding';
import type { LevelId } from '../../src/shared/domain/levels';
import { useTestApp } from '../helpers/app';
import { addAscent, addComment, createBoulder, createDifficulty, createSector, ensureCatalog, type Catalog } from '../helpers/boulder-fixtures';
import { createGym, createUser, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, type LoggedIn } from '../helpers/session';

interface Fixture {
  id: number;
  name: string;
  sectorId: number;
  sectorName: string;
  difficultyId: number;
  circuitGrade: number;
  subGrade: number;
  level: number;
  steepness: number | null;
  grips: number | null;
  style: number | null;
  createdAt: number;
  active: boolean;
}

const t = useTestApp();
let catalog: Catalog;
let setter: CreatedUser;
let session: LoggedIn;
let gymId = 0;
let otherGymId = 0;
let searchGymId = 0;
const sectors: { id: number; name: string }[] = [];
const circuits: { id: number; grade: number }[] = [];
let otherSectorId = 0;
let otherDifficultyId = 0;
const fixtures: Fixture[] = [];
const searchBoulders = new Map<string, number>();

const WORDS = ['abeille', 'Bison', 'éléphant', 'Zèbre', 'castor', 'Écureuil', 'ours', 'Dauphin', 'hérisson', 'Lynx'];
const HOUR = 3_600_000;

beforeAll(async () => {
  const db = t.database.db;
  gymId = (await createGym(db, { name: 'Salle filtres' })).id;
  catalog = await ensureCatalog(db, gymId);
  otherGymId = (await createGym(db, { name: 'Autre salle' })).id;
  searchGymId = (await createGym(db, { name: 'Salle recherche' })).id;
  setter = await createUser(db, {
    staff: [
      { gymId, accessTypes: ['route_setter'] },
      { gymId: searchGymId, accessTypes: ['route_setter'] },
    ],
  });
  session = await login(t.app, setter.email, setter.password!);

  for (const [position, name] of ['Toit', 'Dalle', 'Écaille'].entries()) {
    sectors.push({ id: (await createSector(db, gymId, { name, position })).id, name });
  }
  for (const [position, grade] of [14, 6, 10].entries()) {
    circuits.push({ id: await createDifficulty(db, gymId, { name: `Circuit ${grade}`, grade, position }), grade });
  }
  otherSectorId = (await createSector(db, otherGymId)).id;
  otherDifficultyId = await createDifficulty(db, otherGymId);

  const now = Date.now();
  let createdAt = now - HOUR;
  for (let i = 0; i < 60; i++) {
    // Every tenth boulder shares its opening time with the one before (ties end by id).
    if (i % 10 !== 1) createdAt -= 5 * HOUR;
    const sector = sectors[i % 3]!;
    const circuit = circuits[Math.floor(i / 2) % 3]!;
    const level = [-1, 0, 1][Math.floor(i / 3) % 3]!;
    const fixture = {
      name: i >= 58 ? 'Doublon' : `${WORDS[i % 10]}${String(i).padStart(2, '0')}`,
      sectorId: sector.id,
      sectorName: sector.name,
      difficultyId: circuit.id,
      circuitGrade: circuit.grade,
      subGrade: circuit.grade + level,
      level,
      steepness: catalog.tags.steepness[i % 3]!.id,
      grips: i % 5 === 0 ? null : catalog.tags.grips[(i + 1) % 3]!.id,
      style: catalog.tags.style[Math.floor(i / 4) % 3]!.id,
      createdAt,
      active: i % 6 !== 5,
    };
    const id = await createBoulder(db, {
      gymId,
      sectorId: fixture.sectorId,
      difficultyId: fixture.difficultyId,
      name: fixture.name,
      difficulty: fixture.subGrade,
      level,
      steepnessId: fixture.steepness,
      gripsId: fixture.grips,
      styleId: fixture.style,
      createdAt: new Date(createdAt),
      closedAt: fixture.active ? null : new Date(now - 60_000),
    });
    fixtures.push({ id, ...fixture });
  }

  const searchSector = (await createSector(db, searchGymId)).id;
  const searchCircuit = await createDifficulty(db, searchGymId);
  const names = ["L'Éléphant rose", '100% Dalle', 'Sous_xTrait', 'Sous-xTrait', 'Crème brûlée', "Œuvre d'art", 'Bloc\\Slash', 'Réglette'];
  for (const [index, name] of names.entries()) {
    const id = await createBoulder(db, {
      gymId: searchGymId,
      sectorId: searchSector,
      difficultyId: searchCircuit,
      name,
      createdAt: new Date(now - index * HOUR),
    });
    searchBoulders.set(name, id);
  }
});
// ---------------------------------------------------------------- the recount

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

type Choices = Partial<Omit<BoulderFilterInput, 'userId' | 'gymId' | 'sort'>> & { sort?: Partial<Record<SortKey, 0 | 1 | 2>> };

function input(choices: Choices = {}, gym = gymId): BoulderFilterInput {
  return {
    userId: setter.uuid,
    gymId: gym,
    offset: 0,
    end: 25,
    status: { active: true, closed: false },
    ...NO_CHOICE_FILTERS,
    search: '',
    ...choices,
    sort: { name: 0, sector: 0, difficulty: 0, level: 0, date: 0, ...choices.sort },
  };
}

const selected = (selection: Selection, value: number | null) => selection === 'all' || (value !== null && selection.includes(value));
const LEVEL_VALUES: Record<LevelId, number> = { 1: -1, 2: 0, 3: 1 };

function recount(choices: Choices): { count: number; ids: number[] } {
  const f = input(choices);
  const matching = fixtures.filter(
    (b) =>
      (b.active ? f.status.active : f.status.closed) &&
      selected(f.difficulties, b.difficultyId) &&
      (f.levels === 'all' || f.levels.some((id) => LEVEL_VALUES[id] === b.level)) &&
      selected(f.sectors, b.sectorId) &&
      selected(f.steepness, b.steepness) &&
      selected(f.grips, b.grips) &&
      selected(f.style, b.style) &&
      (f.search === '' || fold(b.name).includes(fold(f.search))),
  );
  const keys: Record<SortKey, (b: Fixture) => (string | number)[]> = {
    name: (b) => [fold(b.name)],
    sector: (b) => [fold(b.sectorName)],
    difficulty: (b) => [b.circuitGrade, b.subGrade],
    level: (b) => [b.level],
    date: (b) => [b.createdAt],
  };
  const chosen = (['name', 'sector', 'difficulty', 'level', 'date'] as const).filter((key) => f.sort[key] !== 0);
  matching.sort((a, b) => {
    if (chosen.length === 0) return compare(b.createdAt, a.createdAt) || compare(b.id, a.id);
    for (const key of chosen) {
      const sign = f.sort[key] === 1 ? 1 : -1;
      const [ka, kb] = [keys[key](a), keys[key](b)];
      for (let i = 0; i < ka.length; i++) {
        const order = compare(ka[i]!, kb[i]!);
        if (order !== 0) return sign * order;
      }
    }
    return compare(a.id, b.id);
  });
  return { count: matching.length, ids: matching.slice(f.offset, f.end).map((b) => b.id) };
}

async function fetchList(choices: Choices, gym = gymId) {
  const response = await session.inject({ method: 'GET', url: boulderFilterPath(input(choices, gym)) });
  expect(response.statusCode, response.body).toBe(200);
  const body = routesAnswerSchema.parse(response.json());
  return { count: body.count, ids: body.routes.map((r) => r.id), routes: body.routes };
}

async function expectRecount(choices: Choices) {
  const { count, ids } = await fetchList(choices);
  expect({ count, ids }).toEqual(recount(choices));
  return { count, ids };
}

const byName = (name: string) => fixtures.find((f) => f.name === name)!;

// ---------------------------------------------------------------- tests

describe('GET /api/routesetterinitialgyminfos/{userId}/{gymId}', () => {
  it('answers the 25 newest active boulders and the count of active boulders', async () => {
    const response = await session.inject({ method: 'GET', url: initialGymInfosPath(setter.uuid, gymId) });
    expect(response.statusCode).toBe(200);
    const body = routesAnswerSchema.parse(response.json());
    expect(body.count).toBe(50);
    expect(body.routes).toHaveLength(25);
    const active = fixtures.filter((f) => f.active).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    expect(body.routes.map((r) => r.id)).toEqual(active.slice(0, 25).map((f) => f.id));
    // Boulders 20 and 21 were opened at the same minute: the later id comes first.
    const [b20, b21] = [fixtures[20]!, fixtures[21]!];
    expect(body.routes.findIndex((r) => r.id === b20.id)).toBeGreaterThan(0);
    expect(body.routes.findIndex((r) => r.id === b21.id)).toBe(body.routes.findIndex((r) => r.id === b20.id) - 1);
    expect((await session.inject({ method: 'GET', url: `${initialGymInfosPath(setter.uuid, gymId)}/` })).json().count).toBe(50);
  });

  it('answers every field of the Route entity', async () => {
    const db = t.database.db;
    const first = fixtures[0]!;
    await addAscent(db, { userId: setter.id, boulderId: first.id, gymId, loggedAt: new Date(), tries: 3, topped: true });
    await addComment(db, { boulderId: first.id, gymId, userId: setter.id, text: 'Super bloc' });
    const { routes } = await fetchList({});
    const route = routes.find((r) => r.id === first.id)!;
    expect(Object.keys(route).sort()).toEqual(
      [
        'id',
        'name',
        'picture',
        'sector',
        'color',
        'gym',
        'difficulty_display',
        'difficulty',
        'gym_difficulty',
        'tag_steepness',
        'tag_grips',
        'tag_style',
        'route_active',
        'created_at',
        'planned_dismantling',
        'closed_at',
        'average_ranking',
        'average_ranking_count',
        'average_grading',
        'success_rate',
        'success_rate_by_same_level_climbers',
        'success_flash_rate',
        'success_flash_rate_by_same_level_climbers',
        'total_tries',
        'tries_per_day',
        'average_tries_before_top',
        'average_tries_before_top_by_same_level_climbers',
        'route_setter',
        'level',
        'comments',
      ].sort(),
    );
    expect(route).toMatchObject({
      name: first.name,
      sector: { id: first.sectorId, name: first.sectorName },
      gym: { id: gymId, name: 'Salle filtres' },
      difficulty: '5A+',
      level: -1,
      route_active: true,
      total_tries: 3,
      success_rate: 100,
      tag_steepness: catalog.tags.steepness[0],
      tag_grips: null,
    });
    expect(route.comments.map((c) => c.comment)).toEqual(['Super bloc']);
  });
});

describe('GET /api/routesettergyminfos/... paging', () => {
  it("pages by 25 with 'load more' offsets, without repeating or skipping a boulder", async () => {
    const pages = [await fetchList({ offset: 0, end: 25 }), await fetchList({ offset: 25, end: 50 }), await fetchList({ offset: 50, end: 75 })];
    expect(pages.map((p) => p.count)).toEqual([50, 50, 50]);
    expect(pages.map((p) => p.ids.length)).toEqual([25, 25, 0]);
    const all = pages.flatMap((p) => p.ids);
    expect(new Set(all).size).toBe(50);
    expect(all).toEqual(recount({ offset: 0, end: 50 }).ids);
    expect(await fetchList({ offset: 100, end: 125 })).toMatchObject({ count: 50, ids: [] });
    expect((await fetchList({ offset: 3, end: 5 })).ids).toEqual(all.slice(3, 5));
  });

  it('answers closed boulders with status 2 and both with 1,2', async () => {
    const closed = await expectRecount({ status: { active: false, closed: true } });
    expect(closed.count).toBe(10);
    expect((await expectRecount({ status: { active: true, closed: true }, end: 100 })).count).toBe(60);
    const raw = await session.inject({ method: 'GET', url: boulderFilterPath(input()).replace('/0/25/1/', '/0/25/2,1/') });
    expect(raw.json().count).toBe(50 + 10);
  });
});

describe('filters', () => {
  it('filters by difficulty, level, sector and tags, and combines them', async () => {
    const [c14, c6] = [circuits[0]!, circuits[1]!];
    const [toit, dalle] = [sectors[0]!, sectors[1]!];
    // Boulders 2, 3, 8, 9, 14, ... are in circuit 6 (index 1).
    const circuit6 = await expectRecount({ difficulties: [c6.id], end: 100 });
    expect(circuit6.count).toBe(fixtures.filter((f) => f.active && f.difficultyId === c6.id).length);
    expect(circuit6.count).toBe(20);
    await expectRecount({ difficulties: [c14.id, c6.id] });
    const level1 = await expectRecount({ levels: [1], end: 100 });
    expect(level1.count).toBe(18);
    await expectRecount({ levels: [1, 3] });
    await expectRecount({ sectors: [dalle.id], end: 100 });
    await expectRecount({ sectors: [toit.id, dalle.id], levels: [2], difficulties: [c14.id], status: { active: true, closed: true } });
    await expectRecount({ steepness: [catalog.tags.steepness[1]!.id] });
    // A tag filter leaves out boulders without that tag (every fifth boulder has no grips tag).
    const grips = await expectRecount({ grips: catalog.tags.grips.map((g) => g.id), end: 100 });
    expect(grips.count).toBe(40);
    await expectRecount({ style: [catalog.tags.style[2]!.id], grips: [catalog.tags.grips[0]!.id], end: 100 });
  });

  it("answers nothing for an empty selection ('none')", async () => {
    expect(await fetchList({ sectors: [] })).toMatchObject({ count: 0, ids: [] });
    expect(await fetchList({ levels: [] })).toMatchObject({ count: 0, ids: [] });
  });

  it('refuses ids that do not belong to the gym, naming the segment', async () => {
    const cases: [Choices, string, RegExp][] = [
      [{ sectors: [sectors[0]!.id, otherSectorId] }, 'sectors', /secteur inconnu dans cette salle \(\d+\)/],
      [{ difficulties: [otherDifficultyId] }, 'difficulties', /difficulté inconnue/],
      [{ steepness: [catalog.tags.grips[0]!.id] }, 'steepness', /inclinaison inconnu/],
      [{ grips: [999_999] }, 'grips', /prises inconnu/],
      [{ style: [catalog.tags.steepness[0]!.id] }, 'style', /style inconnu/],
    ];
    for (const [choices, segment, message] of cases) {
      const response = await session.inject({ method: 'GET', url: boulderFilterPath(input(choices)) });
      expect(response.statusCode, segment).toBe(400);
      expect(response.json().error).toContain(`« ${segment} »`);
      expect(response.json().error).toMatch(message);
    }
  });
});

describe('sorts', () => {
  it('sorts by name ignoring case and accents, both ways', async () => {
    const { ids } = await expectRecount({ sort: { name: 1 }, end: 100, status: { active: true, closed: true } });
    const names = ids.map((id) => fixtures.find((f) => f.id === id)!.name);
    expect(names.slice(0, 3)).toEqual(['abeille00', 'abeille10', 'abeille20']);
    expect(names.indexOf('Dauphin07')).toBeLessThan(names.indexOf('Doublon'));
    expect(names.indexOf('Doublon')).toBeLessThan(names.indexOf('Écureuil15'));
    expect(names.indexOf('Écureuil15')).toBeLessThan(names.indexOf('éléphant02'));
    expect(names.at(-1)).toBe('Zèbre53');
    // Same name: by id.
    expect(names.slice(names.indexOf('Doublon'), names.indexOf('Doublon') + 2)).toEqual(['Doublon', 'Doublon']);
    expect(ids[names.indexOf('Doublon')]).toBe(byName('Doublon').id);
    await expectRecount({ sort: { name: 2 }, offset: 25, end: 50 });
  });

  it('sorts by sector, by difficulty (circuit grade then sub-level), by level and by date', async () => {
    const bySector = await expectRecount({ sort: { sector: 1 }, end: 100 });
    const sectorNames = bySector.ids.map((id) => fixtures.find((f) => f.id === id)!.sectorName);
    expect([...new Set(sectorNames)]).toEqual(['Dalle', 'Écaille', 'Toit']);
    const byDifficulty = await expectRecount({ sort: { difficulty: 2 }, end: 100 });
    const grades = byDifficulty.ids.map((id) => fixtures.find((f) => f.id === id)!).map((f) => [f.circuitGrade, f.subGrade]);
    expect(grades[0]).toEqual([14, 15]);
    expect(grades.at(-1)).toEqual([6, 5]);
    await expectRecount({ sort: { level: 1 } });
    const oldestFirst = await expectRecount({ sort: { date: 1 }, end: 100 });
    expect(oldestFirst.ids[0]).toBe(fixtures.filter((f) => f.active).at(-1)!.id);
    await expectRecount({ sort: { date: 2 } });
  });

  it('applies several sorts in the order name, sector, difficulty, level, date', async () => {
    await expectRecount({ sort: { sector: 1, level: 2 }, end: 100 });
    await expectRecount({ sort: { sector: 2, difficulty: 1, date: 1 }, end: 100 });
    await expectRecount({ sort: { level: 1, date: 2 }, offset: 25, end: 50, status: { active: true, closed: true } });
    // Name comes first: with names all distinct but the two 'Doublon', the sector sort only orders those two.
    const both = await expectRecount({ sort: { name: 1, sector: 2 }, end: 100 });
    expect(both.ids).toEqual((await fetchList({ sort: { name: 1 }, end: 100 })).ids);
  });
});

describe('search', () => {
  const search = async (text: string) => {
    const { ids } = await fetchList({ search: text, end: 100 }, searchGymId);
    return ids.map((id) => [...searchBoulders].find(([, value]) => value === id)![0]).sort();
  };

  it('matches the name ignoring case and accents', async () => {
    expect(await search('eleph')).toEqual(["L'Éléphant rose"]);
    expect(await search('ÉLÉPHANT ROSE')).toEqual(["L'Éléphant rose"]);
    expect(await search('creme brulee')).toEqual(['Crème brûlée']);
    expect(await search('oeuvre')).toEqual(["Œuvre d'art"]);
    expect(await search('RÉGLETTE')).toEqual(['Réglette']);
    expect(await search('  rose  ')).toEqual(["L'Éléphant rose"]);
    expect((await fetchList({ search: 'Bison', end: 100 })).ids).toEqual(recount({ search: 'Bison', end: 100 }).ids);
  });

  it('treats SQL and LIKE metacharacters as plain text', async () => {
    expect(await search('%')).toEqual(['100% Dalle']);
    expect(await search('_x')).toEqual(['Sous_xTrait']);
    expect(await search('\\')).toEqual(['Bloc\\Slash']);
    expect(await search("'")).toEqual(["L'Éléphant rose", "Œuvre d'art"]);
    expect(await search("'; drop table boulders; --")).toEqual([]);
    expect(await search('%;--')).toEqual([]);
    const still = await t.database.db.$client.query('select count(*)::int as n from boulders');
    expect(still.rows[0].n).toBe(68);
  });

  it('finds in SQL exactly what folding the names in JavaScript finds', async () => {
    const names = [
      "L'Éléphant rose",
      'Œuvre',
      'oeuvre',
      'CŒUR',
      'Ægir',
      'naïve',
      'Noël',
      'ÇA',
      'façade',
      '[a-z]+ (x)*',
      'a.b',
      'Ŭber',
      'x|y',
      '^$',
      'Sous_x',
      '50%',
    ];
    const searches = [
      'e',
      'o',
      'oe',
      'OE',
      'œ',
      'ae',
      'eu',
      'coeur',
      'NAIVE',
      'noel',
      'ça',
      'c',
      '[a-z]',
      '(x)*',
      '.',
      'ŭ',
      'Ŭ',
      '|',
      '^',
      '$',
      '_',
      '%',
      'a.b',
      '\\',
    ];
    for (const text of searches) {
      const { rows } = await t.database.db.$client.query<{ name: string }>('select name from unnest($1::text[]) as name where name ~ $2', [
        names,
        containsRegex(text),
      ]);
      const expected = names.filter((name) => foldText(name).includes(foldText(text)));
      expect(rows.map((r) => r.name).sort(), text).toEqual(expected.sort());
    }
  });

  it("reads '_' as no search and decodes percent-encoding", async () => {
    expect((await fetchList({ end: 100 }, searchGymId)).count).toBe(8);
    const encoded = await session.inject({ method: 'GET', url: boulderFilterPath(input({}, searchGymId)).replace(/\/_$/, '/cr%C3%A8me%20BR%C3%BBL') });
    expect(encoded.json().routes.map((r: { name: string }) => r.name)).toEqual(['Crème brûlée']);
  });
});

describe('bad input', () => {
  const segments = [
    'user',
    'gym',
    'offset',
    'end',
    'status',
    'difficulties',
    'levels',
    'sectors',
    'steepness',
    'grips',
    'style',
    'sortName',
    'sortSector',
    'sortDifficulty',
    'sortLevel',
    'sortDate',
    'search',
  ];
  const withSegment = (index: number, value: string) => {
    const parts = boulderFilterPath(input()).split('/');
    // ['', 'api', 'routesettergyminfos', ...segments]
    parts[3 + index] = value;
    return parts.join('/');
  };
  const malformed: Record<string, string[]> = {
    user: ['abc', '123'],
    gym: ['0', 'abc', '-1', '1.5', '12345678901'],
    offset: ['-1', 'x', '1.5'],
    end: ['0', 'abc', '500'],
    status: ['0', '3', '1,3', 'all', '1,1,1', ''],
    difficulties: ['x', '1,,2', '1;2', ',1', '0', 'ALL', "1' or '1'='1"],
    levels: ['4', '0', '1,4', 'x', '-1'],
    sectors: ['abc', '1,a', '%27'],
    steepness: ['1 2', '1.0'],
    grips: ['-3'],
    style: ['null'],
    sortName: ['3', '-1', 'asc'],
    sortSector: ['x'],
    sortDifficulty: ['11'],
    sortLevel: ['1.0'],
    sortDate: ['desc'],
    search: ['x'.repeat(101)],
  };

  it('answers 400 with a French message naming each malformed segment', async () => {
    for (const [segment, values] of Object.entries(malformed)) {
      for (const value of values) {
        if (value === '') continue;
        const response = await session.inject({ method: 'GET', url: withSegment(segments.indexOf(segment), encodeURIComponent(value)) });
        expect(response.statusCode, `${segment}=${value}`).toBe(400);
        expect(response.json().error, `${segment}=${value}`).toMatch(new RegExp(`^Champ « ${segment} » invalide : `));
      }
    }
  });

  it('checks the page bounds', async () => {
    const cases: [number, number, RegExp][] = [
      [25, 25, /fin de page doit être supérieure/],
      [30, 10, /fin de page doit être supérieure/],
      [0, 101, /au plus 100 blocs/],
    ];
    for (const [offset, end, message] of cases) {
      const response = await session.inject({ method: 'GET', url: boulderFilterPath(input({ offset, end })) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/« end »/);
      expect(response.json().error).toMatch(message);
    }
    expect((await fetchList({ offset: 0, end: 100 })).ids).toHaveLength(50);
  });

  it('answers 404 for a missing segment and never 500 for odd encodings', async () => {
    const path = boulderFilterPath(input());
    expect((await session.inject({ method: 'GET', url: path.replace(/\/_$/, '') })).statusCode).toBe(404);
    for (const search of ['%E0%A4%A', '%', '%%', '%00', '%C0%AF', encodeURIComponent('é'.repeat(100))]) {
      const response = await session.inject({ method: 'GET', url: path.replace(/\/_$/, `/${search}`) });
      expect(response.statusCode, search).toBeLessThan(500);
    }
  });

  it("refuses another user's path (403), a gym that is not theirs (404) and anonymous visitors (401)", async () => {
    const other = await createUser(t.database.db, { staff: [{ gymId: otherGymId }] });
    expect((await session.inject({ method: 'GET', url: boulderFilterPath({ ...input(), userId: other.uuid }) })).statusCode).toBe(403);
    expect((await session.inject({ method: 'GET', url: boulderFilterPath(input({}, otherGymId)) })).statusCode).toBe(404);
    expect((await session.inject({ method: 'GET', url: initialGymInfosPath(setter.uuid, otherGymId) })).statusCode).toBe(404);
    const visitor = await anonymous(t.app);
    expect((await visitor.inject({ method: 'GET', url: boulderFilterPath(input()) })).statusCode).toBe(401);
    expect((await visitor.inject({ method: 'GET', url: initialGymInfosPath(setter.uuid, gymId) })).statusCode).toBe(401);
  });
});
