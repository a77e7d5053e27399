/**
 * What the climbers' app reads (docs/product.md › Climbers: the app; Climbers: calls; Climbers: payloads): gyms, the plan, a gym's active boulders with
 * my status and badges, one boulder with its public figures, my logbook, progress and Gaston Index.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { READ_MESSAGES as R } from '../../src/shared/contract/climber-reads';
import { addCalendarDays, parisDay } from '../../src/shared/domain/dates';
import { gastonIndex } from '../../src/shared/domain/leaderboard';
import { gradeLabel } from '../../src/shared/domain/grades';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { useTestApp } from '../helpers/app';
import { ensureCatalog, createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous } from '../helpers/session';

const t = useTestApp();
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as T[];
const DAY = 24 * 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const today = () => parisDay(new Date());

const g = { lyon: 0, grenoble: 0, slab: 0, roof: 0, green: 0, blue: 0, fresh: 0, old: 0, leaving: 0, stripped: 0, blueOne: 0, styles: [] as number[] };

interface Climber {
  user: CreatedUser;
  headers: { authorization: string };
}
async function newClimber(options: Parameters<typeof createUser>[1] = {}): Promise<Climber> {
  const user = await createUser(t.database.db, options);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/',
    payload: { email: user.email, password: TEST_PASSWORD, deviceName: 'Test' },
  });
  return { user, headers: { authorization: `Bearer ${response.json().token}` } };
}
const get = (climber: Climber | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(climber?.headers ?? {}), ...headers } });
const logAs = (climber: Climber, boulderId: number, at: Date, tries: number, topped: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/ascents/${randomUUID()}/`,
    headers: climber.headers,
    payload: { boulderId, tries, topped, loggedAt: at.toISOString() },
  });

beforeAll(async () => {
  const db = t.database.db;
  g.lyon = (await createGym(db, { name: 'Bloc Étoile', city: 'Lyon', sectorsPicture: '/plan.svg' })).id;
  g.grenoble = (await createGym(db, { name: 'Altitude', city: 'Grenoble' })).id;
  g.slab = (await createSector(db, g.lyon, { name: 'Dalle', position: 1 })).id;
  g.roof = (await createSector(db, g.lyon, { name: 'Toit', position: 2 })).id;
  await q(`update sectors set outline = $2, label_x = 20, label_y = 30 where id = $1`, [
    g.slab,
    JSON.stringify({ width: 800, height: 600, paths: ['M0 0 L100 0 L100 100 Z'] }),
  ]);
  g.green = await createDifficulty(db, g.lyon, { name: 'Vert', grade: 12, position: 1 });
  g.blue = await createDifficulty(db, g.lyon, { name: 'Bleu', grade: 18, position: 2 });
  g.styles = (await ensureCatalog(db, g.lyon)).tags.style.map((tag) => tag.id);
  const boulder = (options: Partial<Parameters<typeof createBoulder>[1]>) =>
    createBoulder(db, { gymId: g.lyon, sectorId: g.slab, difficultyId: g.green, createdAt: ago(10 * DAY), ...options });
  g.fresh = await boulder({ name: 'Nouveau', createdAt: ago(3 * DAY), difficulty: 12, styleId: g.styles[0] });
  g.old = await boulder({ name: 'Ancien', difficulty: 13, styleId: g.styles[1], picture: '/media/dessin-ancien.svg' });
  g.leaving = await boulder({ name: 'Partant', sectorId: g.roof, plannedDismantling: addCalendarDays(today(), 5), difficulty: 11 });
  g.blueOne = await boulder({ name: 'Bleu Un', difficultyId: g.blue, difficulty: 18, plannedDismantling: addCalendarDays(today(), 10), styleId: g.styles[0] });
  g.stripped = await boulder({ name: 'Démonté', closedAt: ago(DAY) });
  // 'Nouveau' carries an uploaded photo, stored with its 400 px version as the upload stores it.
  await db.$client.query(`insert into media (id, content_type, body) values ('vignette-nouveau', 'image/jpeg', '\\x00')`);
  await db.$client.query(`insert into media (id, content_type, body, thumbnail_id) values ('photo-nouveau', 'image/jpeg', '\\x01', 'vignette-nouveau')`);
  await db.$client.query(`update boulders set media_id = 'photo-nouveau', picture = '/media/photo-nouveau.jpg', plan_x = 0.5, plan_y = 0.25 where id = $1`, [
    g.fresh,
  ]);
});

describe('GET /api/v1/gyms/ and /api/v1/gyms/{id}/', () => {
  it('lists gyms to anyone, matching any part of the name or the city without regard to case or accents; my home gym first', async () => {
    const visitor = await anonymous(t.app);
    const all = (await visitor.inject({ method: 'GET', url: '/api/v1/gyms/' })).json() as { id: number; name: string; city: string }[];
    expect(all.map((gym) => gym.name)).toEqual([...all.map((gym) => gym.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect((await visitor.inject({ method: 'GET', url: '/api/v1/gyms/?q=etoi' })).json()).toEqual([{ id: g.lyon, name: 'Bloc Étoile', city: 'Lyon' }]);
    expect((await visitor.inject({ method: 'GET', url: '/api/v1/gyms/?q=GRENO' })).json()).toEqual([{ id: g.grenoble, name: 'Altitude', city: 'Grenoble' }]);
    const climber = await newClimber({ homeGymId: g.lyon });
    const mine = (await get(climber, '/api/v1/gyms/')).json() as { id: number }[];
    expect(mine[0]!.id).toBe(g.lyon);
    expect((await visitor.inject({ method: 'GET', url: `/api/v1/gyms/?q=${'x'.repeat(101)}` })).statusCode).toBe(400);
  });

  it('describes a gym: plan, sectors with their outlines, circuits in the gym’s order', async () => {
    const response = await get(null, `/api/v1/gyms/${g.lyon}/`);
    expect(response.statusCode).toBe(200);
    const gym = response.json();
    expect(gym).toMatchObject({ id: g.lyon, name: 'Bloc Étoile', city: 'Lyon', plan: '/plan.svg' });
    expect(gym.sectors).toEqual([
      { id: g.slab, name: 'Dalle', outline: 'M0 0 L100 0 L100 100 Z', viewBox: '0 0 800 600', labelX: 20, labelY: 30 },
      { id: g.roof, name: 'Toit', outline: null, viewBox: null, labelX: 0, labelY: 0 },
    ]);
    expect(gym.circuits.map((c: { id: number }) => c.id)).toEqual([g.green, g.blue]);
    expect(Object.keys(gym.circuits[0]).sort()).toEqual(['color_1', 'color_2', 'corresponding_difficulty', 'id', 'name', 'svg']);
    // The gym's tags, to filter the boulders by: exactly this gym's rows.
    const stored = await q<{ id: number; kind: string; name: string }>(`select id, kind, name from tags where gym_id = $1`, [g.lyon]);
    expect([...gym.tags].sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual([...stored].sort((a, b) => a.id - b.id));
    expect(gym.tags.map((tag: { kind: string }) => tag.kind)).toEqual(
      [...gym.tags.map((tag: { kind: string }) => tag.kind)].sort(
        (a: string, b: string) => ['steepness', 'grips', 'style'].indexOf(a) - ['steepness', 'grips', 'style'].indexOf(b),
      ),
    );
    expect(gym.tags.some((tag: { id: number }) => tag.id === g.styles[0])).toBe(true);
    expect((await get(null, '/api/v1/gyms/99999999/')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/gyms/{id}/visit/', () => {
  it('logs at most one connection per climber and gym per 30 minutes, even when two arrive at once', async () => {
    const climber = await newClimber();
    const visit = () => t.app.inject({ method: 'POST', url: `/api/v1/gyms/${g.lyon}/visit/`, headers: climber.headers });
    expect((await Promise.all([visit(), visit(), visit()])).map((r) => r.statusCode)).toEqual([204, 204, 204]);
    const count = async () => (await q<{ n: number }>(`select count(*)::int as n from connections where user_id = $1`, [climber.user.id]))[0]!.n;
    expect(await count()).toBe(1);
    await q(`update connections set opened_at = opened_at - interval '31 minutes' where user_id = $1`, [climber.user.id]);
    await visit();
    expect(await count()).toBe(2);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/gyms/99999999/visit/', headers: climber.headers })).statusCode).toBe(404);
  });
});

describe('GET /api/v1/gyms/{id}/boulders/', () => {
  it('lists the active boulders with badges and my status, filters them, and answers 304 until something changes', async () => {
    const climber = await newClimber();
    await logAs(climber, g.old, ago(DAY), 3, false);
    await logAs(climber, g.fresh, ago(DAY), 2, false);
    await logAs(climber, g.fresh, ago(3600_000), 1, true);
    const response = await get(climber, `/api/v1/gyms/${g.lyon}/boulders/`);
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      id: number;
      name: string;
      isNew: boolean;
      dismantlingSoon: boolean;
      myStatus: string;
      grade: string;
      tagIds: number[];
      colorId: null;
    }[];
    // By sector, circuit, then grade.
    expect(list.map((b) => b.name)).toEqual(['Nouveau', 'Ancien', 'Bleu Un', 'Partant']);
    const byName = Object.fromEntries(list.map((b) => [b.name, b]));
    expect(byName.Nouveau).toMatchObject({
      isNew: true,
      dismantlingSoon: false,
      myStatus: 'done',
      grade: gradeLabel(12),
      tagIds: [g.styles[0]],
      colorId: null,
      holdColor: null,
      thumbnail: '/media/vignette-nouveau.jpg',
      planPosition: { x: 0.5, y: 0.25 },
    });
    // A picture without a 400 px version (a drawing) is its own thumbnail; no picture, none.
    expect(byName.Ancien).toMatchObject({ isNew: false, myStatus: 'project', thumbnail: '/media/dessin-ancien.svg', planPosition: null });
    expect(byName.Partant).toMatchObject({ dismantlingSoon: true, myStatus: 'none', plannedDismantling: addCalendarDays(today(), 5), thumbnail: null });
    expect(byName['Bleu Un']).toMatchObject({ dismantlingSoon: false });

    const names = async (query: string) => ((await get(climber, `/api/v1/gyms/${g.lyon}/boulders/?${query}`)).json() as { name: string }[]).map((b) => b.name);
    expect(await names(`sector=${g.roof}`)).toEqual(['Partant']);
    expect(await names(`circuit=${g.blue}`)).toEqual(['Bleu Un']);
    expect(await names('status=project')).toEqual(['Ancien']);
    expect(await names('status=none')).toEqual(['Bleu Un', 'Partant']);
    const bad = await get(climber, `/api/v1/gyms/${g.lyon}/boulders/?status=fait`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toEqual([R.status]);

    const etag = response.headers.etag as string;
    expect((await get(climber, `/api/v1/gyms/${g.lyon}/boulders/`, { 'if-none-match': etag })).statusCode).toBe(304);
    await logAs(climber, g.old, ago(60_000), 1, true);
    const changed = await get(climber, `/api/v1/gyms/${g.lyon}/boulders/`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as { name: string; myStatus: string }[]).find((b) => b.name === 'Ancien')!.myStatus).toBe('done');
    // Another climber sees their own statuses.
    const other = await newClimber();
    expect(((await get(other, `/api/v1/gyms/${g.lyon}/boulders/`)).json() as { myStatus: string }[]).every((b) => b.myStatus === 'none')).toBe(true);
    expect((await get(null, `/api/v1/gyms/${g.lyon}/boulders/`)).statusCode).toBe(401);
  });

  it("shows a climber's own top at their very next read, never a 304 of the list before it (issue 31, item 3)", async () => {
    const gymId = (await createGym(t.database.db, { name: 'Bloc Soi', city: 'Lyon', isCustomDifficultySystemColor: true })).id;
    const sectorId = (await createSector(t.database.db, gymId, { name: 'Mur', position: 1 })).id;
    const difficultyId = await createDifficulty(t.database.db, gymId, { name: 'Vert', grade: 12, position: 1 });
    const red = (await ensureCatalog(t.database.db)).colors[1]!;
    const boulderId = await createBoulder(t.database.db, { gymId, sectorId, difficultyId, createdAt: ago(DAY), holdColorId: red.id });
    const climber = await newClimber();
    const before = await get(climber, `/api/v1/gyms/${gymId}/boulders/`);
    expect((before.json() as { id: number; myStatus: string }[]).find((b) => b.id === boulderId)!.myStatus).toBe('none');
    expect((await logAs(climber, boulderId, new Date(), 1, true)).statusCode).toBe(201);
    const after = await get(climber, `/api/v1/gyms/${gymId}/boulders/`, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect((after.json() as { id: number; myStatus: string }[]).find((b) => b.id === boulderId)!.myStatus).toBe('done');
    // In a gym with custom colours, each boulder names its holds' colour beside its circuit (item 5).
    expect((after.json() as { id: number; holdColor: unknown }[]).find((b) => b.id === boulderId)!.holdColor).toEqual({
      id: red.id,
      name: red.name,
      code: red.colorCode,
    });
  });
});

describe('GET /api/v1/boulders/{id}/', () => {
  it('answers the boulder with figures equal to a recount, my rating and its visible comments, newest first', async () => {
    const [me, a, b] = [await newClimber(), await newClimber({ firstName: 'Anna', lastName: 'Lopez' }), await newClimber()];
    await logAs(a, g.blueOne, ago(2 * DAY), 1, true);
    await logAs(b, g.blueOne, ago(2 * DAY), 2, false);
    await logAs(b, g.blueOne, ago(DAY), 1, true);
    await logAs(me, g.blueOne, ago(DAY), 4, false);
    await t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${g.blueOne}/rating/`, headers: me.headers, payload: { stars: 5 } });
    await t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${g.blueOne}/rating/`, headers: a.headers, payload: { stars: 2 } });
    await t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${g.blueOne}/grade-vote/`, headers: a.headers, payload: { feeling: 'plus_dur', grade: '6B' } });
    const first = (
      await t.app.inject({ method: 'POST', url: `/api/v1/boulders/${g.blueOne}/comments/`, headers: a.headers, payload: { text: 'Premier' } })
    ).json();
    const hidden = (
      await t.app.inject({ method: 'POST', url: `/api/v1/boulders/${g.blueOne}/comments/`, headers: b.headers, payload: { text: 'Caché' } })
    ).json();
    await q(`update comments set hidden_at = now(), hidden_reason = 'test' where id = $1`, [hidden.id]);
    const last = (
      await t.app.inject({ method: 'POST', url: `/api/v1/boulders/${g.blueOne}/comments/`, headers: a.headers, payload: { text: 'Second' } })
    ).json();
    await drainStats(t.database.db, { wait: true });

    const response = await get(me, `/api/v1/boulders/${g.blueOne}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    // 3 climbers logged it; a and b topped it; a flashed it.
    expect(detail.stats).toEqual({ successRate: 0.6667, flashRate: 0.3333, averageGrade: '6B', rating: 3.5, ratingCount: 2 });
    expect(detail).toMatchObject({ id: g.blueOne, myStatus: 'project', myRating: 5, active: true, gymId: g.lyon });
    expect(detail.comments.map((c: { id: number }) => c.id)).toEqual([last.id, first.id]);
    expect(detail.comments[0].author).toEqual({ firstName: 'Anna', lastInitial: 'L.' });
    expect(detail).not.toHaveProperty('myGradeVote');
    expect((await get(me, '/api/v1/boulders/99999999/')).statusCode).toBe(404);
  });
});

describe('my logbook, progress and Gaston Index', () => {
  it('groups my logs by Paris day, newest first, with tops, flashes, tries and my hardest tops', async () => {
    const climber = await newClimber();
    const flash = (await logAs(climber, g.fresh, ago(2 * DAY), 1, true)).json().clientId; // flash
    const tried = (await logAs(climber, g.old, ago(2 * DAY), 2, false)).json().clientId;
    const topped = (await logAs(climber, g.old, ago(2 * DAY - 60_000), 1, true)).json().clientId; // not a flash: tried before
    await logAs(climber, g.blueOne, ago(3600_000), 3, true);
    const response = await get(climber, '/api/v1/me/logbook/');
    expect(response.statusCode).toBe(200);
    const book = response.json();
    expect(book.days.map((d: { date: string }) => d.date)).toEqual([parisDay(ago(3600_000)), parisDay(ago(2 * DAY))]);
    expect(book.days[1]).toMatchObject({ tops: 2, flashes: 1, tries: 4 });
    expect(book.days[1].boulders).toEqual(
      expect.arrayContaining([
        { boulderId: g.fresh, name: 'Nouveau', grade: gradeLabel(12), tries: 1, topped: true, flash: true, clientIds: [flash] },
        { boulderId: g.old, name: 'Ancien', grade: gradeLabel(13), tries: 3, topped: true, flash: false, clientIds: expect.arrayContaining([tried, topped]) },
      ]),
    );
    expect(book.days[1].boulders.find((b: { boulderId: number }) => b.boulderId === g.old).clientIds).toHaveLength(2);
    expect(book.hardestTops.map((top: { boulderId: number }) => top.boulderId)).toEqual([g.blueOne, g.old, g.fresh]);
    // The client ids let the app delete a day's logs of a boulder later.
    for (const clientId of [tried, topped])
      expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/ascents/${clientId}/`, headers: climber.headers })).statusCode).toBe(204);
    const after = (await get(climber, '/api/v1/me/logbook/')).json();
    expect(after.days[1]).toMatchObject({ tops: 1, flashes: 1, tries: 1 });
    expect(after.days[1].boulders.map((b: { boulderId: number }) => b.boulderId)).toEqual([g.fresh]);
    const narrow = (await get(climber, `/api/v1/me/logbook/?from=${today()}&to=${today()}`)).json();
    expect(narrow.days.map((d: { date: string }) => d.date)).toEqual(parisDay(ago(3600_000)) === today() ? [today()] : []);
    for (const query of ['from=2026-13-01', 'to=hier', `from=${today()}&to=${addCalendarDays(today(), -1)}`, `from=${addCalendarDays(today(), -400)}`]) {
      const bad = await get(climber, `/api/v1/me/logbook/?${query}`);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('answers my progress per circuit of my home gym', async () => {
    const climber = await newClimber({ homeGymId: g.lyon });
    await logAs(climber, g.fresh, ago(DAY), 1, true);
    await logAs(climber, g.leaving, ago(DAY), 1, false);
    const response = await get(climber, '/api/v1/me/progress/');
    expect(response.json()).toEqual({
      circuits: [
        { id: g.green, name: 'Vert', active: 3, topped: 1, share: 0.3333 },
        { id: g.blue, name: 'Bleu', active: 1, topped: 0, share: 0 },
      ],
    });
    const homeless = await newClimber();
    expect((await get(homeless, '/api/v1/me/progress/')).json().gym).toEqual([R.noGym]);
    expect((await get(homeless, `/api/v1/me/progress/?gym=${g.grenoble}`)).json()).toEqual({ circuits: [] });
  });

  it('answers my Gaston Index of the month with the boulders that count, and my rank among my gym’s listed climbers', async () => {
    const [strong, discreet] = [await newClimber({ homeGymId: g.grenoble }), await newClimber({ homeGymId: g.grenoble, rankingConsent: false })];
    for (const climber of [strong, discreet]) {
      await logAs(climber, g.blueOne, ago(3600_000), 1, true);
      await logAs(climber, g.fresh, ago(3600_000), 1, true);
    }
    const styleIds = (await q<{ catalog_id: number }>(`select catalog_id from tags where gym_id = $1 and kind = 'style' order by catalog_id`, [g.lyon])).map(
      (r) => r.catalog_id,
    );
    const expected = gastonIndex(
      [
        { boulderId: g.blueOne, grade: 18, styleTagId: styleIds[0]! },
        { boulderId: g.fresh, grade: 12, styleTagId: styleIds[0]! },
      ],
      (await q<{ id: number }>(`select distinct catalog_id as id from tags where kind = 'style' and catalog_id is not null order by 1`)).map((r) => r.id),
    );
    const mine = (await get(strong, '/api/v1/me/index/')).json();
    expect(mine).toEqual({
      month: today().slice(0, 7),
      index: expected,
      rank: 1,
      boulders: [
        { boulderId: g.blueOne, name: 'Bleu Un', grade: gradeLabel(18), style: 'Technique' },
        { boulderId: g.fresh, name: 'Nouveau', grade: gradeLabel(12), style: 'Technique' },
      ],
    });
    const hidden = (await get(discreet, '/api/v1/me/index/')).json();
    expect(hidden).toMatchObject({ index: expected, rank: null });
    const previous = (await get(strong, '/api/v1/me/index/?month=2020-01')).json();
    expect(previous).toEqual({ month: '2020-01', index: 0, rank: null, boulders: [] });
    expect((await get(strong, '/api/v1/me/index/?month=2026-13')).statusCode).toBe(400);
  });
});
