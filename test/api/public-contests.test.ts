/**
 * Public contest calls (docs/product.md › Public pages: calls; Public side: contests and leaderboards) on small datasets whose rankings are
 * recomputed by hand, plus the short cache (single computation, ETag, 304).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { challengeResponseSchema, drawResponseSchema, finalsContestResponseSchema, pointsContestResponseSchema } from '../../src/shared/contract/public';
import { drawOnce } from '../../src/server/services/contest-ranking-service';
import { findContestBySlug } from '../../src/server/repositories/contests-repository';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createUser } from '../helpers/fixtures';

let t: TestApp;
let q: (text: string, values?: unknown[]) => Promise<Record<string, unknown>[]>;

// The caches live 5 s: each test moves the clock forward so that it reads fresh data.
const realNow = Date.now.bind(Date);
let clockOffset = 0;
const expireCaches = () => {
  clockOffset += 10 * 60_000;
};

beforeAll(async () => {
  t = await buildTestApp();
  q = async (text, values) => (await t.database.db.$client.query(text, values as unknown[])).rows;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});
afterEach(() => expireCaches());

interface ContestOptions {
  startsAt?: string;
  endsAt?: string | null;
  refreshSeconds?: number;
  drawCount?: number;
}

async function createContest(slug: string, kind: string, options: ContestOptions = {}): Promise<number> {
  const [row] = await q(
    `insert into contests (slug, name, kind, starts_at, ends_at, refresh_seconds, draw_count)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      slug,
      `Concours ${slug}`,
      kind,
      options.startsAt ?? '2025-05-17T10:00:00+02:00',
      options.endsAt === undefined ? '2025-05-17T21:00:00+02:00' : options.endsAt,
      options.refreshSeconds ?? 15,
      options.drawCount ?? 3,
    ],
  );
  await q(`insert into contest_categories (contest_id, position, name, gender) values ($1, 1, 'Femmes', 'female'), ($1, 2, 'Hommes', 'male')`, [row!.id]);
  return row!.id as number;
}

async function addBoulders(contestId: number, heights: number[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, height] of heights.entries()) {
    const [row] = await q(`insert into contest_boulders (contest_id, number, name, height_m) values ($1, $2, $3, $4) returning id`, [
      contestId,
      index + 1,
      `Bloc ${index + 1}`,
      height,
    ]);
    ids.push(row!.id as number);
  }
  return ids;
}

async function addCompetitor(contestId: number, firstName: string, lastName: string, category: 'female' | 'male'): Promise<number> {
  const [row] = await q(
    `insert into contest_competitors (contest_id, first_name, last_name, category_id)
     select $1, $2, $3, id from contest_categories where contest_id = $1 and gender = $4 returning id`,
    [contestId, firstName, lastName, category],
  );
  return row!.id as number;
}

interface ResultOptions {
  topped?: boolean;
  zone?: boolean;
  tries?: number;
  loggedAt?: string;
}

async function addResult(contestId: number, competitorId: number, boulderId: number, options: ResultOptions = {}) {
  await q(
    `insert into contest_results (contest_id, competitor_id, contest_boulder_id, top_attempt, zone_attempt, attempts, logged_at)
     values ($1, $2, $3, case when $4 then greatest($6, 1) end, case when $5 then greatest($6, 1) end, greatest($6, case when $4 or $5 then 1 else 0 end), $7)`,
    [
      contestId,
      competitorId,
      boulderId,
      options.topped ?? true,
      options.zone ?? options.topped ?? true,
      options.tries ?? 1,
      options.loggedAt ?? '2025-05-17T15:00:00+02:00',
    ],
  );
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('points contests', () => {
  beforeAll(async () => {
    const id = await createContest('contest', 'points');
    const [b1, b2, b3] = (await addBoulders(id, [4, 4, 4])) as [number, number, number];
    const alice = await addCompetitor(id, 'Alice', 'Martin', 'female');
    const bea = await addCompetitor(id, 'Béa', 'Bernard', 'female');
    const chloe = await addCompetitor(id, 'Chloé', 'Dubois', 'female');
    const diane = await addCompetitor(id, 'Diane', 'Petit', 'female');
    const marc = await addCompetitor(id, 'Marc', 'Moreau', 'male');
    const remi = await addCompetitor(id, 'Rémi', 'Robert', 'male');
    const loic = await addCompetitor(id, 'Loïc', 'Leroy', 'male');
    const hugo = await addCompetitor(id, 'Hugo', 'Garnier', 'male');
    // Women: b1 by Alice, Béa, Chloé (1000/3 each); b2 by Alice alone (1000); b3 by Alice and Béa (500 each).
    for (const c of [alice, bea, chloe]) await addResult(id, c, b1);
    await addResult(id, alice, b2);
    await addResult(id, alice, b3);
    await addResult(id, bea, b3);
    await addResult(id, diane, b1, { topped: false, zone: true, tries: 6 });
    // Men: b1 by Marc alone (1000: not shared with the 3 women); b2 by Marc, Rémi and Loïc (1000/3 each).
    await addResult(id, marc, b1);
    for (const c of [marc, remi, loic]) await addResult(id, c, b2);
    await addResult(id, hugo, b3, { topped: false, tries: 3 });
  });

  it('shares 1000 points per boulder within each category, rounded half up, best first', async () => {
    const response = await get('/api/contestwebview/');
    expect(response.statusCode).toBe(200);
    const body = pointsContestResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      female_competitors: [
        // 1000/3 + 1000 + 500 = 1833.33
        { first_name: 'Alice', last_name: 'M.', points: 1833, rank: 1 },
        // 1000/3 + 500 = 833.33
        { first_name: 'Béa', last_name: 'B.', points: 833, rank: 2 },
        { first_name: 'Chloé', last_name: 'D.', points: 333, rank: 3 },
        { first_name: 'Diane', last_name: 'P.', points: 0, rank: 4 },
      ],
      male_competitors: [
        // 1000 + 1000/3
        { first_name: 'Marc', last_name: 'M.', points: 1333, rank: 1 },
        // Tied on 1000/3: same rank, by last name.
        { first_name: 'Loïc', last_name: 'L.', points: 333, rank: 2 },
        { first_name: 'Rémi', last_name: 'R.', points: 333, rank: 2 },
        { first_name: 'Hugo', last_name: 'G.', points: 0, rank: 4 },
      ],
      end_time: '2025-05-17T19:00:00.000Z',
      refresh_seconds: 15,
    });
    expect(body.male_competitors).toHaveLength(4);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('binds the junior and same-time pages to their own contests', async () => {
    const junior = await createContest('contest-junior', 'points', { endsAt: '2025-05-17T18:00:00+02:00' });
    const [jb] = await addBoulders(junior, [4]);
    await addResult(junior, await addCompetitor(junior, 'Léo', 'Petit', 'male'), jb!);
    await addResult(junior, await addCompetitor(junior, 'Inès', 'Roux', 'female'), jb!);
    await addResult(junior, await addCompetitor(junior, 'Lina', 'Faure', 'female'), jb!);

    const sameTime = await createContest('contestsametime', 'points', { endsAt: '2025-05-17T18:00:00+02:00' });
    await addCompetitor(sameTime, 'Jade', 'Blanc', 'female');

    const juniorBody = (await get('/api/contestminorwebview/')).json();
    expect(juniorBody).toEqual({
      male_competitors: [{ first_name: 'Léo', last_name: 'P.', points: 1000, rank: 1 }],
      female_competitors: [
        { first_name: 'Lina', last_name: 'F.', points: 500, rank: 1 },
        { first_name: 'Inès', last_name: 'R.', points: 500, rank: 1 },
      ],
      end_time: '2025-05-17T16:00:00.000Z',
      refresh_seconds: 15,
    });
    const sameTimeBody = (await get('/api/contestwebviewsametime/')).json();
    expect(sameTimeBody).toEqual({
      male_competitors: [],
      female_competitors: [{ first_name: 'Jade', last_name: 'B.', points: 0, rank: 1 }],
      end_time: '2025-05-17T16:00:00.000Z',
      refresh_seconds: 15,
    });
  });
});

describe('privacy on the contest pages (docs/product.md › Climbers: accounts and privacy)', () => {
  it('shows a climber’s account by first name and initial only with the ranking consent and a confirmed address; else the place without a name', async () => {
    const [bea] = await q(`select c.id from contest_competitors c join contests k on k.id = c.contest_id where k.slug = 'contest' and c.first_name = 'Béa'`);
    const womenOf = async () => {
      expireCaches();
      return (await get('/api/contestwebview/'))
        .json()
        .female_competitors.map((c: { first_name: string; last_name: string; rank: number }) => [c.rank, `${c.first_name} ${c.last_name}`.trim()]);
    };
    const before = await womenOf();
    expect(before[1]).toEqual([2, 'Béa B.']);
    const user = await createUser(t.database.db, { firstName: 'Béatrice', lastName: 'Bernard', rankingConsent: false });
    await q(`update contest_competitors set user_id = $1 where id = $2`, [user.id, bea!.id]);
    try {
      expect(await womenOf()).toEqual(before.map(([rank, name]: [number, string]) => [rank, name === 'Béa B.' ? 'Participant anonyme' : name]));
      await q(`update users set ranking_consent = true, email_confirmed_at = null where id = $1`, [user.id]);
      expect((await womenOf())[1]).toEqual([2, 'Participant anonyme']);
      await q(`update users set email_confirmed_at = now() where id = $1`, [user.id]);
      expect(await womenOf()).toEqual(before);
      await q(`update users set deleted_at = now() where id = $1`, [user.id]);
      expect((await womenOf())[1]).toEqual([2, 'Participant anonyme']);
    } finally {
      await q(`update contest_competitors set user_id = null where id = $1`, [bea!.id]);
    }
  });
});

describe('finals', () => {
  it('answers 404 with a French message while the contest does not exist', async () => {
    const response = await get('/api/contestwebviewfinals/');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "Ce concours n'existe pas.", code: 'not_found' });
  });

  it('ranks by tops, then zones, then fewest tries', async () => {
    const id = await createContest('contest-finals', 'finals', { endsAt: null });
    const [b1, b2, b3, b4] = (await addBoulders(id, [4, 4, 4, 4])) as [number, number, number, number];
    const adam = await addCompetitor(id, 'Adam', 'Roche', 'male');
    const basile = await addCompetitor(id, 'Basile', 'Caron', 'male');
    const cyril = await addCompetitor(id, 'Cyril', 'Noel', 'male');
    const damien = await addCompetitor(id, 'Damien', 'Aubert', 'male');
    const emma = await addCompetitor(id, 'Emma', 'Vidal', 'female');
    // Adam: 3 tops, 3 zones, 9 tries.
    await addResult(id, adam, b1, { tries: 2 });
    await addResult(id, adam, b2, { tries: 3 });
    await addResult(id, adam, b3, { tries: 4 });
    // Basile: 3 tops, 4 zones, 12 tries: the extra zone beats Adam's fewer tries.
    await addResult(id, basile, b1, { tries: 3 });
    await addResult(id, basile, b2, { tries: 3 });
    await addResult(id, basile, b3, { tries: 3 });
    await addResult(id, basile, b4, { topped: false, zone: true, tries: 3 });
    // Cyril: 3 tops, 3 zones, 5 tries: ahead of Adam on tries.
    await addResult(id, cyril, b1, { tries: 1 });
    await addResult(id, cyril, b2, { tries: 2 });
    await addResult(id, cyril, b3, { tries: 2 });
    // Damien: 4 tops, whatever the tries.
    for (const b of [b1, b2, b3, b4]) await addResult(id, damien, b, { tries: 10 });
    // Emma: a zone only.
    await addResult(id, emma, b1, { topped: false, zone: true, tries: 5 });

    const response = await get('/api/contestwebviewfinals/');
    expect(response.statusCode).toBe(200);
    finalsContestResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      male_competitors: [
        { first_name: 'Damien', last_name: 'A.', tops: 4, zones: 4, tries: 40, rank: 1 },
        { first_name: 'Basile', last_name: 'C.', tops: 3, zones: 4, tries: 12, rank: 2 },
        { first_name: 'Cyril', last_name: 'N.', tops: 3, zones: 3, tries: 5, rank: 3 },
        { first_name: 'Adam', last_name: 'R.', tops: 3, zones: 3, tries: 9, rank: 4 },
      ],
      female_competitors: [{ first_name: 'Emma', last_name: 'V.', tops: 0, zones: 1, tries: 5, rank: 1 }],
      end_time: null,
      refresh_seconds: 15,
    });
  });
});

describe('vertical-gain challenge', () => {
  const ACCENTED = '/api/SoiréeSpécialeLancement/';
  const ENCODED = '/api/Soir%C3%A9eSp%C3%A9cialeLancement/';

  beforeAll(async () => {
    const id = await createContest('defi-gaston', 'vertical_gain', {
      startsAt: '2025-01-16T00:00:00+01:00',
      endsAt: '2025-01-30T20:30:00+01:00',
      refreshSeconds: 60,
    });
    const [b1, b2, b3] = (await addBoulders(id, [4.5, 3.2, 5])) as [number, number, number];
    const julie = await addCompetitor(id, 'Julie', 'Lambert', 'female');
    const sarah = await addCompetitor(id, 'Sarah', 'Fontaine', 'female');
    const paul = await addCompetitor(id, 'Paul', 'Girard', 'male');
    const noah = await addCompetitor(id, 'Noah', 'Mercier', 'male');
    // Julie: b1 at the very start and b2 at the very end count (7.7 m); b3 one minute after the end does not.
    await addResult(id, julie, b1, { loggedAt: '2025-01-16T00:00:00+01:00' });
    await addResult(id, julie, b2, { loggedAt: '2025-01-30T20:30:00+01:00' });
    await addResult(id, julie, b3, { loggedAt: '2025-01-30T20:31:00+01:00' });
    // Sarah: b3 counts (5 m); b1 the evening before the start does not; b2 not topped.
    await addResult(id, sarah, b3, { loggedAt: '2025-01-20T19:00:00+01:00' });
    await addResult(id, sarah, b1, { loggedAt: '2025-01-15T23:59:59+01:00' });
    await addResult(id, sarah, b2, { topped: false, loggedAt: '2025-01-21T19:00:00+01:00' });
    // Paul: everything inside: 12.7 m.
    for (const b of [b1, b2, b3]) await addResult(id, paul, b, { loggedAt: '2025-01-25T18:00:00+01:00' });
    // Noah: nothing.
    void noah;
  });

  it('sums the heights topped during the challenge, best first', async () => {
    const response = await get(ENCODED);
    expect(response.statusCode).toBe(200);
    challengeResponseSchema.parse(response.json());
    expect(response.json()).toEqual({
      climbers_strongest_female: [
        { first_name: 'Julie', last_name: 'L.', total_points: 7.7, rank: 1 },
        { first_name: 'Sarah', last_name: 'F.', total_points: 5, rank: 2 },
      ],
      climbers_strongest_male: [
        { first_name: 'Paul', last_name: 'G.', total_points: 12.7, rank: 1 },
        { first_name: 'Noah', last_name: 'M.', total_points: 0, rank: 2 },
      ],
      end_time: '2025-01-30T19:30:00.000Z',
      refresh_seconds: 60,
    });
  });

  it('answers on the accented path, its percent-encoded form and without the trailing slash', async () => {
    const encoded = await get(ENCODED);
    for (const url of [ACCENTED, ACCENTED.slice(0, -1), ENCODED.slice(0, -1), '/api/Soir%c3%a9eSp%c3%a9cialeLancement/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(encoded.body);
    }
  });

  it('answers a real HTTP request on the percent-encoded path (what browsers send)', async () => {
    // Raw UTF-8 bytes in a request line are refused by Node's HTTP parser itself (400) before any
    // routing; browsers always percent-encode them, which the router decodes.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: ENCODED, method: 'GET' }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
    expect(challengeResponseSchema.parse(JSON.parse(body)).climbers_strongest_male[0]!.total_points).toBe(12.7);
  });
});

describe('draw', () => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // Ends in a year for now.
    ids.contest = await createContest('alea-sorting', 'draw', {
      startsAt: '2025-05-01T10:00:00+02:00',
      endsAt: new Date(realNow() + 365 * 86_400_000).toISOString(),
      refreshSeconds: 60,
    });
    const [b1, b2] = (await addBoulders(ids.contest, [4, 4])) as [number, number];
    const people: [string, string, 'female' | 'male'][] = [
      ['Anna', 'Lefèvre', 'female'],
      ['Bruno', 'Masson', 'male'],
      ['Claire', 'Henry', 'female'],
      ['David', 'Perrin', 'male'],
      ['Elsa', 'Morin', 'female'],
      ['Fabien', 'Colin', 'male'],
      ['Gaëlle', 'Joly', 'female'],
      ['Hector', 'Barbier', 'male'],
    ];
    for (const [first, last, category] of people) ids[first] = await addCompetitor(ids.contest, first, last, category);
    // Eligible: Anna, Bruno, Claire, David, Elsa (a top before the end).
    for (const name of ['Anna', 'Bruno', 'Claire', 'David', 'Elsa']) await addResult(ids.contest, ids[name]!, b1, { loggedAt: '2025-05-10T12:00:00+02:00' });
    await addResult(ids.contest, ids.Anna!, b2, { loggedAt: '2025-05-11T12:00:00+02:00' });
    // Not eligible: Fabien tried without topping, Gaëlle topped only after the end, Hector logged nothing.
    await addResult(ids.contest, ids.Fabien!, b1, { topped: false, zone: true, tries: 8, loggedAt: '2025-05-10T12:00:00+02:00' });
    await addResult(ids.contest, ids['Gaëlle']!, b2, { loggedAt: new Date(realNow() + 366 * 86_400_000).toISOString() });
  });

  it('shows nobody before the end time', async () => {
    const response = await get('/api/aleasorting/');
    expect(response.statusCode).toBe(200);
    const body = drawResponseSchema.parse(response.json());
    expect(body.top_competitors).toEqual([]);
    expect(body.refresh_seconds).toBe(60);
    expect((await q('select count(*)::int as n from contest_draw_winners'))[0]!.n).toBe(0);
  });

  it('draws 3 distinct eligible competitors once the end time is past, and keeps them', async () => {
    // The end is now past (the clock has already moved past it, and the draw is computed on request).
    const end = new Date(realNow() + clockOffset - 60_000);
    await q('update contests set ends_at = $2 where id = $1', [ids.contest, end]);
    await q('update contest_results set logged_at = $2 where competitor_id = $1', [ids['Gaëlle'], new Date(end.getTime() + 1000)]);

    const first = drawResponseSchema.parse((await get('/api/aleasorting/')).json());
    expect(first.top_competitors).toHaveLength(3);
    expect(Object.keys(first.top_competitors[0]!).sort()).toEqual(['first_name', 'last_name']);
    const names = first.top_competitors.map((c) => c.first_name);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(['Anna', 'Bruno', 'Claire', 'David', 'Elsa']).toContain(name);
    expect(first.end_time).toBe(end.toISOString());

    for (let i = 0; i < 3; i += 1) {
      expireCaches();
      expect((await get('/api/aleasorting/')).json().top_competitors).toEqual(first.top_competitors);
    }
    const stored = await q('select competitor_id, position from contest_draw_winners where contest_id = $1 order by position', [ids.contest]);
    expect(stored.map((row) => row.position)).toEqual([1, 2, 3]);
  });

  it('draws only once when the first requests arrive together (even across server processes)', async () => {
    const contestId = await createContest('alea-sorting-bis', 'draw', { endsAt: '2025-05-17T21:00:00+02:00' });
    const [b] = await addBoulders(contestId, [4]);
    for (let i = 0; i < 10; i += 1) await addResult(contestId, await addCompetitor(contestId, `P${i}`, `N${i}`, 'female'), b!);
    const contest = (await findContestBySlug(t.database.db, 'alea-sorting-bis'))!;
    // The service directly, bypassing the per-process cache, as separate processes would.
    const draws = await Promise.all(Array.from({ length: 12 }, () => drawOnce(t.database.db, contest, new Date())));
    for (const winners of draws) expect(winners).toEqual(draws[0]);
    expect(draws[0]).toHaveLength(3);
    expect((await q('select count(*)::int as n from contest_draw_winners where contest_id = $1', [contestId]))[0]!.n).toBe(3);
  });

  it('draws fairly: over many draws, every eligible competitor wins about equally often', async () => {
    const contestId = await createContest('alea-sorting-ter', 'draw', { endsAt: '2025-05-17T21:00:00+02:00', drawCount: 2 });
    const [b] = await addBoulders(contestId, [4]);
    for (let i = 0; i < 4; i += 1) await addResult(contestId, await addCompetitor(contestId, `Q${i}`, `M${i}`, 'male'), b!);
    const contest = (await findContestBySlug(t.database.db, 'alea-sorting-ter'))!;
    const wins = new Map<string, number>();
    const rounds = 200;
    for (let i = 0; i < rounds; i += 1) {
      await q('delete from contest_draw_winners where contest_id = $1', [contestId]);
      for (const winner of await drawOnce(t.database.db, contest, new Date())) wins.set(winner.firstName, (wins.get(winner.firstName) ?? 0) + 1);
    }
    // Each of 4 wins half the rounds (100 expected; 5 standard deviations is about ±35).
    expect([...wins.keys()].sort()).toEqual(['Q0', 'Q1', 'Q2', 'Q3']);
    for (const count of wins.values()) expect(Math.abs(count - rounds / 2)).toBeLessThan(36);
  });
});

describe('short cache of the contest rankings', () => {
  const countContestQueries = () => {
    let computations = 0;
    const pool = t.database.db.$client;
    const original = pool.query.bind(pool);
    const spy = vi.spyOn(pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : ((config as { text?: string }).text ?? '');
      if (text.includes('contest_results')) computations += 1;
      return (original as (...args: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query);
    return { count: () => computations, restore: () => spy.mockRestore() };
  };

  it('computes a ranking once for 50 concurrent requests', async () => {
    const counter = countContestQueries();
    try {
      const responses = await Promise.all(Array.from({ length: 50 }, () => get('/api/contestwebview/')));
      expect(responses.every((r) => r.statusCode === 200)).toBe(true);
      expect(new Set(responses.map((r) => r.body)).size).toBe(1);
      expect(counter.count()).toBe(1);
      // Still cached a moment later.
      await get('/api/contestwebview/');
      expect(counter.count()).toBe(1);
      // A new time-to-live window computes again, once.
      expireCaches();
      await Promise.all(Array.from({ length: 20 }, () => get('/api/contestwebview/')));
      expect(counter.count()).toBe(2);
    } finally {
      counter.restore();
    }
  });

  it('sends a strong ETag and public max-age, and 304 without a body when it matches', async () => {
    const first = await get('/api/contestwebview/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=5');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"autre", ${etag}`, '*']) {
      const again = await get('/api/contestwebview/', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=5');
    }
    const stale = await get('/api/contestwebview/', { 'if-none-match': '"autre"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  /** A new woman in the seeded 'contest' tops its boulder `number`; answers the contest's id. */
  async function topByNewWoman(firstName: string, lastName: string, number: number): Promise<number> {
    const [contest] = await q(`select id from contests where slug = 'contest'`);
    const contestId = contest!.id as number;
    const competitor = await addCompetitor(contestId, firstName, lastName, 'female');
    const [boulder] = await q(`select id from contest_boulders where contest_id = $1 and number = $2`, [contestId, number]);
    await addResult(contestId, competitor, boulder!.id as number);
    return contestId;
  }

  it('serves new data after the time-to-live, with a new ETag', async () => {
    const before = await get('/api/contestwebview/');
    await topByNewWoman('Zoé', 'Arnaud', 2);

    // Within the time-to-live: the same answer.
    expect((await get('/api/contestwebview/')).body).toBe(before.body);
    expireCaches();
    const after = await get('/api/contestwebview/', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Boulder 2 is now shared by Alice and Zoé: Alice 1000/3 + 500 + 500 = 1333.33, Zoé 500.
    expect(after.json().female_competitors.slice(0, 2)).toEqual([
      { first_name: 'Alice', last_name: 'M.', points: 1333, rank: 1 },
      { first_name: 'Béa', last_name: 'B.', points: 833, rank: 2 },
    ]);
    expect(after.json().female_competitors).toContainEqual({ first_name: 'Zoé', last_name: 'A.', points: 500, rank: 3 });
  });

  it('serves a new result at the next call once the ranking version moves, in every process (no waiting for the time-to-live)', async () => {
    const before = await get('/api/contestwebview/');
    const contestId = await topByNewWoman('Yasmine', 'Roux', 1);
    // What recording a result does (contest-scoring-service): the version lives in PostgreSQL, shared by the processes.
    await q(`update contests set ranking_version = ranking_version + 1 where id = $1`, [contestId]);
    const after = await get('/api/contestwebview/', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().female_competitors).toContainEqual(expect.objectContaining({ first_name: 'Yasmine', last_name: 'R.' }));
    // The same version again: 304.
    expect((await get('/api/contestwebview/', { 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);
  });

  it('needs no anti-forgery token nor login for the GET calls', async () => {
    for (const url of ['/api/contestwebview/', '/api/contestwebviewfinals/', '/api/aleasorting/', '/api/Soir%C3%A9eSp%C3%A9cialeLancement/']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});
