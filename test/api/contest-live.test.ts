/**
 * A contest's public calls (docs/product.md › Contests: public pages; Contests: calls; Contests: payloads): the ranking recounted by hand, public
 * names (initial,
 * bib only without consent), hidden results, the explain breakdown, the ETag (one computation per
 * change however many phones read), and the 'ranking' signal pushed by server-sent events, also from
 * another server process on the same database.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONTEST_MESSAGES } from '../../src/shared/contract/contest-public';
import { buildTestApp, useTestApp, type TestApp } from '../helpers/app';
import { createContest, inHours, organiserAndVisitor, registerCompetitors, WOMEN_AND_MEN, type RowsQuery } from '../helpers/contest-fixtures';
import { write, type LoggedIn, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let q: RowsQuery;
let chief: LoggedIn;
let visitor: TestBrowser;
let gymId = 0;
let second: TestApp | undefined;

interface Made {
  id: number;
  slug: string;
  women: number;
  men: number;
  boulders: number[];
  people: Record<string, number>;
}

/** Points fixes on 3 boulders (the third worth 40 fixed points), 3 women and 2 men. */
async function makeContest(slug: string): Promise<Made> {
  const contest = await createContest(chief, gymId, {
    name: 'Contest de la salle',
    slug,
    format: 'scramble',
    startsAt: inHours(-1),
    endsAt: inHours(3),
    categories: WOMEN_AND_MEN,
    boulders: [{ number: 1 }, { number: 2 }, { number: 3, points: 40 }],
  });
  const [women, men] = contest.categories.map((c: { id: number }) => c.id);
  const people = await registerCompetitors(chief, contest.id, [
    ['Amélie', 'Rousseau', women],
    ['Zoé', 'Martin', women],
    ['Inès', 'Garnier', women],
    ['Hugo', 'Petit', men],
    ['Léo', 'Blanc', men],
  ]);
  return { id: contest.id, slug, women, men, boulders: contest.boulders.map((b: { id: number }) => b.id), people };
}

const result = (c: Made, who: string, boulder: number, attempts: number, zone: number | null, top: number | null) =>
  write(
    chief,
    `/api/contests/${c.id}/results/${randomUUID()}/`,
    { competitorId: c.people[who], boulderId: c.boulders[boulder], attempts, zoneAttempt: zone, topAttempt: top },
    'PUT',
  );
const get = (url: string, headers: Record<string, string> = {}) => visitor.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ({ gymId, chief, visitor, q } = await organiserAndVisitor(t));
});

afterAll(async () => {
  await second?.close();
});

describe('the public ranking', () => {
  let c: Made;
  beforeAll(async () => {
    c = await makeContest('classement');
    // Amélie: flash B1 (15) + top B2 on the 3rd attempt (10) = 25. Zoé: top B3 (40). Inès: zone B1 (5).
    // Hugo: zone B2 (5), then disqualified. Léo: nothing.
    for (const [who, boulder, attempts, zone, top] of [
      ['Amélie', 0, 1, 1, 1],
      ['Amélie', 1, 3, 2, 3],
      ['Zoé', 2, 2, 1, 2],
      ['Inès', 0, 4, 2, null],
      ['Hugo', 1, 2, 2, null],
    ] as const) {
      expect((await result(c, who, boulder, attempts, zone, top)).statusCode).toBe(200);
    }
    await write(chief, `/api/contests/${c.id}/competitors/${c.people.Hugo}/`, { disqualified: true }, 'PATCH');
  });

  it('ranks each category by hand-checkable scores, with initials, bibs and the disqualified last', async () => {
    const response = await get(`/api/public/contests/${c.slug}/ranking/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { categories } = response.json();
    expect(categories.map((k: { name: string }) => k.name)).toEqual(['Femmes', 'Hommes']);
    expect(categories[0].competitors).toEqual([
      { competitorId: c.people['Zoé'], rank: 1, firstName: 'Zoé', lastName: 'M.', bib: 2, score: 40, tops: 1, zones: 1, disqualified: false },
      { competitorId: c.people['Amélie'], rank: 2, firstName: 'Amélie', lastName: 'R.', bib: 1, score: 25, tops: 2, zones: 2, disqualified: false },
      { competitorId: c.people['Inès'], rank: 3, firstName: 'Inès', lastName: 'G.', bib: 3, score: 5, tops: 0, zones: 1, disqualified: false },
    ]);
    expect(
      categories[1].competitors.map((p: { firstName: string; rank: number | null; disqualified: boolean }) => [p.firstName, p.rank, p.disqualified]),
    ).toEqual([
      // Léo scored nothing: listed without a rank (no medal), before the disqualified.
      ['Léo', null, false],
      ['Hugo', null, true],
    ]);
  });

  it('explains a score boulder by boulder, adding up to it', async () => {
    const explain = (await get(`/api/public/contests/${c.slug}/competitors/${c.people['Amélie']}/explain/`)).json();
    expect(explain).toEqual({
      score: 25,
      boulders: [
        { number: 1, points: 15, counted: true, attempts: 1, zoneAttempt: 1, topAttempt: 1 },
        { number: 2, points: 10, counted: true, attempts: 3, zoneAttempt: 2, topAttempt: 3 },
        { number: 3, points: 0, counted: true, attempts: 0, zoneAttempt: null, topAttempt: null },
      ],
    });
    expect((await get(`/api/public/contests/${c.slug}/competitors/999999/explain/`)).statusCode).toBe(404);
    expect((await get(`/api/public/contests/${c.slug}/competitors/${c.people['Amélie']}/explain/?round=final`)).json().error).toBe(
      PUBLIC_CONTEST_MESSAGES.noFinal,
    );
  });

  it('answers 304 to the current ETag and computes once per change, however many phones read', async () => {
    const first = await get(`/api/public/contests/${c.slug}/ranking/`);
    const etag = String(first.headers.etag);
    expect((await get(`/api/public/contests/${c.slug}/ranking/`, { 'if-none-match': etag })).statusCode).toBe(304);
    const before = t.app.contestLive.computations();
    await result(c, 'Léo', 0, 1, 1, 1);
    const reads = await Promise.all(Array.from({ length: 25 }, () => get(`/api/public/contests/${c.slug}/ranking/`, { 'if-none-match': etag })));
    expect(new Set(reads.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(t.app.contestLive.computations() - before).toBe(1);
    expect(reads[0]!.headers.etag).not.toBe(etag);
    expect(reads[0]!.json().categories[1].competitors[0]).toMatchObject({ firstName: 'Léo', score: 15 });
  });

  it('shows a registrant who refused the consent by bib only, and names only while results are hidden', async () => {
    await q('update contest_competitors set name_consent = false where id = $1', [c.people['Inès']]);
    await write(chief, `/api/contests/${c.id}/`, { hideResults: true }, 'PATCH');
    const { categories } = (await get(`/api/public/contests/${c.slug}/ranking/`)).json();
    const women = categories[0].competitors;
    // Listed by name (Martin, Rousseau), the one without consent by bib; nothing that would tell the order.
    expect(
      women.map((p: { firstName: string; lastName: string; bib: number; rank: null; score: null; tops: null; zones: null }) => [
        p.firstName,
        p.lastName,
        p.bib,
        p.rank,
        p.score,
        p.tops,
        p.zones,
      ]),
    ).toEqual([
      ['', '', 3, null, null, null, null],
      ['Zoé', 'M.', 2, null, null, null, null],
      ['Amélie', 'R.', 1, null, null, null, null],
    ]);
    const hidden = await get(`/api/public/contests/${c.slug}/competitors/${c.people['Amélie']}/explain/`);
    expect([hidden.statusCode, hidden.json().error]).toEqual([409, PUBLIC_CONTEST_MESSAGES.hidden]);
    await write(chief, `/api/contests/${c.id}/`, { hideResults: false }, 'PATCH');
    expect((await get(`/api/public/contests/${c.slug}/ranking/`)).json().categories[0].competitors[0].rank).toBe(1);
  });

  it("gives the page's data and answers 404 to an unknown contest", async () => {
    const page = (await get(`/api/public/contests/${c.slug}/`)).json();
    expect(page).toMatchObject({
      name: 'Contest de la salle',
      gymName: 'Block Out',
      format: 'scramble',
      state: 'running',
      refreshSeconds: 15,
      hasFinal: false,
    });
    expect(page.boulders.map((b: { number: number }) => b.number)).toEqual([1, 2, 3]);
    for (const url of [
      '/api/public/contests/inconnu/',
      '/api/public/contests/inconnu/ranking/',
      '/api/public/contests/inconnu/events/',
      '/api/public/contests/Pas%20un%20slug/ranking/',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});

/** Reads server-sent events from a listening app until `until` is satisfied or `ms` pass. */
async function collectEvents(baseUrl: string, slug: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/public/contests/${slug}/events/`, { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const reader = response.body!.getReader();
  const versions: number[] = [];
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += new TextDecoder().decode(value);
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^event: ranking\ndata: (.*)$/m.exec(block);
          if (data) versions.push(JSON.parse(data[1]!).version);
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (count: number, ms = 2000) => {
    const started = Date.now();
    while (versions.length < count && Date.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 10));
    return Date.now() - started;
  };
  return { versions, waitFor, close: async () => (controller.abort(), await pump) };
}

describe('server-sent events', () => {
  it("answers HEAD with the stream's headers and ends at once, holding no subscriber (issue 31, item 14)", async () => {
    const c = await makeContest('tete');
    const before = t.app.contestLive.subscriberCount();
    const head = await t.app.inject({ method: 'HEAD', url: `/api/public/contests/${c.slug}/events/` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(head.body).toBe('');
    expect(t.app.contestLive.subscriberCount()).toBe(before);
  });

  it('signals the current version at once, then each change within 2 s, from this process and from another one', async () => {
    const c = await makeContest('direct');
    second = await buildTestApp({ database: t.database });
    const urls: string[] = [];
    for (const app of [t.app, second.app]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    const here = await collectEvents(urls[0]!, c.slug);
    const there = await collectEvents(urls[1]!, c.slug);
    await here.waitFor(1);
    await there.waitFor(1);
    expect(here.versions).toHaveLength(1);
    expect(there.versions).toEqual(here.versions);
    expect(t.app.contestLive.subscriberCount()).toBe(1);

    // A result written through the first process reaches the subscribers of both.
    expect((await result(c, 'Zoé', 0, 1, 1, 1)).statusCode).toBe(200);
    expect(await here.waitFor(2)).toBeLessThan(2000);
    expect(await there.waitFor(2)).toBeLessThan(2000);
    expect(here.versions[1]).toBeGreaterThan(here.versions[0]!);
    expect(there.versions[1]).toBe(here.versions[1]);
    // The second process computed the new ranking once, before signalling: its phones' GETs find it ready.
    const computed = second.app.contestLive.computations();
    const read = await fetch(`${urls[1]}/api/public/contests/${c.slug}/ranking/`);
    expect(read.headers.get('etag')).toBe(`"ranking-${c.id}-${here.versions[1]}"`);
    expect(second.app.contestLive.computations()).toBe(computed);

    await here.close();
    await there.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.app.contestLive.subscriberCount()).toBe(0);
  });
});
