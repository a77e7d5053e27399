/**
 * After the qualification (docs/product.md › Contests: back office): the final (N best per category, ties at the cut included,
 * final ties broken by the qualification rank), the draw among competitors with a top, the results
 * CSV and the podiums PDF.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTEST_MESSAGES, ROUND_MESSAGES } from '../../src/shared/contract/contests';
import { SCORING_MESSAGES } from '../../src/shared/contract/contest-scoring';
import { createContest, inHours, registerCompetitors, WOMEN_AND_MEN } from '../helpers/contest-fixtures';
import { useTestApp } from '../helpers/app';
import { createGym, createUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
let chief: LoggedIn;
let marketing: LoggedIn;
let setter: LoggedIn;
let gymId = 0;

interface Made {
  id: number;
  slug: string;
  categories: number[];
  boulders: number[];
  people: Record<string, number>;
}

/**
 * Points fixes, categories Femmes and Hommes, boulders 1 and 2 (the second without zone).
 * Femmes: Amélie 25 (flash B1 + top B2 on the 2nd attempt), Zoé 15 and Inès 15 (tied), Lou 5 (zone), Eva a top but disqualified.
 * Hommes: Hugo 10, Léo nothing.
 */
async function makeScoredContest(slug: string): Promise<Made> {
  const contest = await createContest(chief, gymId, {
    name: 'Contest de printemps',
    slug,
    format: 'scramble',
    startsAt: inHours(-3),
    endsAt: inHours(1),
    categories: WOMEN_AND_MEN,
    boulders: [{ number: 1 }, { number: 2, zone: false }],
  });
  const [women, men] = contest.categories.map((c: { id: number }) => c.id);
  const people = await registerCompetitors(chief, contest.id, [
    ['Amélie', 'Rousseau', women],
    ['Zoé', 'Martin', women],
    ['Inès', 'Garnier', women],
    ['Lou', 'Bernard', women],
    ['Eva', 'Morel', women],
    ['Hugo', 'Petit', men],
    ['Léo', 'Blanc', men],
  ]);
  const made: Made = { id: contest.id, slug, categories: [women, men], boulders: contest.boulders.map((b: { id: number }) => b.id), people };
  for (const [who, boulder, attempts, zone, top] of [
    ['Amélie', 0, 1, 1, 1],
    ['Amélie', 1, 2, null, 2],
    ['Zoé', 0, 1, 1, 1],
    ['Inès', 1, 1, null, 1],
    ['Lou', 0, 3, 2, null],
    ['Lou', 1, 4, null, null],
    ['Eva', 0, 1, 1, 1],
    ['Hugo', 0, 2, 1, 2],
  ] as const) {
    expect((await result(made, who, boulder, attempts, zone, top)).statusCode).toBe(200);
  }
  await write(chief, `/api/contests/${contest.id}/competitors/${people.Eva}/`, { disqualified: true }, 'PATCH');
  return made;
}

function result(c: Made, who: string, boulder: number, attempts: number, zone: number | null, top: number | null, boulderIds = c.boulders) {
  return write(
    chief,
    `/api/contests/${c.id}/results/${randomUUID()}/`,
    { competitorId: c.people[who], boulderId: boulderIds[boulder], attempts, zoneAttempt: zone, topAttempt: top },
    'PUT',
  );
}

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  gymId = (await createGym(db)).id;
  const users = {
    chief: await createUser(db, { staff: [{ gymId, accessTypes: ['chief_route_setter'] }] }),
    marketing: await createUser(db, { staff: [{ gymId, accessTypes: ['marketing_staff'] }] }),
    setter: await createUser(db, { staff: [{ gymId, accessTypes: ['route_setter'] }] }),
  };
  chief = await login(t.app, users.chief.email, users.chief.password!);
  marketing = await login(t.app, users.marketing.email, users.marketing.password!);
  setter = await login(t.app, users.setter.email, users.setter.password!);
});

beforeEach(async () => {
  await q('delete from contests');
});

describe('the final', () => {
  const finalBody = { count: 2, boulders: [{ number: 1, name: 'Le toit', color: '#e03131' }, { number: 2 }] };

  it('takes the N best of each category (a tie at the cut takes everyone tied), ranked by tops, zones, attempts, ties by qualification rank', async () => {
    const c = await makeScoredContest('finale');
    const started = await write(chief, `/api/contests/${c.id}/final/`, finalBody);
    expect(started.statusCode).toBe(200);
    const contest = started.json();
    expect(contest.rounds[0]).toEqual({ kind: 'qualification' });
    expect(contest.rounds[1]).toMatchObject({ kind: 'final', count: 2 });
    expect(contest.rounds[1].boulders.map((b: { number: number; name: string }) => [b.number, b.name])).toEqual([
      [1, 'Le toit'],
      [2, 'Finale 2'],
    ]);
    const finalBoulders = contest.rounds[1].boulders.map((b: { id: number }) => b.id);
    const finalists = await q<{ first_name: string; qualification_rank: number }>(
      'select c.first_name, f.qualification_rank from contest_finalists f join contest_competitors c on c.id = f.competitor_id order by ' +
        'f.qualification_rank, c.first_name',
    );
    // Femmes: Amélie 1st, Zoé and Inès tied 2nd (both go); Hommes: Hugo 1st, and Léo scored
    // nothing: unranked, he does not take the second place in the final (issue 31, item 6).
    expect(finalists.map((f) => [f.first_name, f.qualification_rank])).toEqual([
      ['Amélie', 1],
      ['Hugo', 1],
      ['Inès', 2],
      ['Zoé', 2],
    ]);

    // Final: Amélie and Zoé both top boulder 1 on the first attempt (tie), Inès zone only.
    expect((await result(c, 'Zoé', 0, 1, 1, 1, finalBoulders)).statusCode).toBe(200);
    expect((await result(c, 'Amélie', 0, 1, 1, 1, finalBoulders)).statusCode).toBe(200);
    expect((await result(c, 'Inès', 0, 2, 1, null, finalBoulders)).statusCode).toBe(200);
    const outsider = await result(c, 'Lou', 0, 1, 1, 1, finalBoulders);
    expect([outsider.statusCode, outsider.json().error]).toEqual([403, SCORING_MESSAGES.notFinalist]);

    const ranking = (await t.app.inject({ method: 'GET', url: `/api/public/contests/${c.slug}/ranking/` })).json();
    expect(ranking.rounds.map((r: { kind: string }) => r.kind)).toEqual(['qualification', 'final']);
    const finalWomen = ranking.rounds[1].categories[0].competitors;
    // Amélie's qualification rank (1) breaks the tie with Zoé (2).
    expect(finalWomen.map((p: { firstName: string; rank: number; score: null; tops: number }) => [p.firstName, p.rank, p.score, p.tops])).toEqual([
      ['Amélie', 1, null, 1],
      ['Zoé', 2, null, 1],
      ['Inès', 3, null, 0],
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/contests/${c.slug}/competitors/${c.people['Zoé']}/explain/?round=final` })).json().boulders[0],
    ).toMatchObject({
      number: 1,
      topAttempt: 1,
      counted: true,
    });
  });

  it('starts once: two organisers at once, one wins; a replay answers 409', async () => {
    const c = await makeScoredContest('finale-une-fois');
    const [a, b] = await Promise.all([write(chief, `/api/contests/${c.id}/final/`, finalBody), write(chief, `/api/contests/${c.id}/final/`, finalBody)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await write(chief, `/api/contests/${c.id}/final/`, finalBody)).json().error).toBe(ROUND_MESSAGES.finalStarted);
    expect((await q<{ n: number }>(`select count(*)::int as n from contest_boulders where round = 'final'`))[0]!.n).toBe(2);
  });

  it('refuses bad input and other people', async () => {
    const c = await makeScoredContest('finale-refus');
    expect((await write(chief, `/api/contests/${c.id}/final/`, { count: 0, boulders: finalBody.boulders })).json()).toMatchObject({
      count: [ROUND_MESSAGES.count],
    });
    expect((await write(chief, `/api/contests/${c.id}/final/`, { boulders: [{ number: 2 }] })).json()).toMatchObject({
      boulders: [ROUND_MESSAGES.finalBoulders],
    });
    expect((await write(setter, `/api/contests/${c.id}/final/`, finalBody)).statusCode).toBe(403);
    expect((await write(marketing, `/api/contests/${c.id}/final/`, finalBody)).statusCode).toBe(403);
    expect((await q<{ n: number }>('select count(*)::int as n from contest_finalists'))[0]!.n).toBe(0);
  });
});

describe('the draw', () => {
  it(
    'draws distinct winners among competitors with a top, never a kept winner twice; a replay answers the same winners, another click draws ' + 'again at once',
    async () => {
      const c = await makeScoredContest('tirage');
      const eligible = [c.people['Amélie'], c.people['Zoé'], c.people['Inès'], c.people.Hugo];
      const drawId = randomUUID();
      const first = await write(chief, `/api/contests/${c.id}/draw/`, { count: 2, drawId });
      expect(first.statusCode).toBe(200);
      const winners = first.json().winners.map((w: { competitorId: number }) => w.competitorId);
      expect(new Set(winners).size).toBe(2);
      for (const id of winners) expect(eligible).toContain(id);
      // The same request again (a double tap, a retry): the same winners, nothing drawn.
      expect(
        (await write(chief, `/api/contests/${c.id}/draw/`, { count: 2, drawId })).json().winners.map((w: { competitorId: number }) => w.competitorId),
      ).toEqual(winners);

      // A second click right away is a second draw among the others (issue 31, item 8): no waiting.
      const rest = (await write(chief, `/api/contests/${c.id}/draw/`, { count: 5, drawId: randomUUID() }))
        .json()
        .winners.map((w: { competitorId: number }) => w.competitorId);
      expect([...winners, ...rest].sort()).toEqual([...eligible].sort());
      expect((await write(chief, `/api/contests/${c.id}/draw/`, { count: 1 })).json()).toEqual({ winners: [] });
      expect((await write(chief, `/api/contests/${c.id}/draw/`, { count: 1, drawId: 'pas-un-uuid' })).json()).toMatchObject({
        drawId: [ROUND_MESSAGES.drawId],
      });
      const kept = (await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/` })).json().winners;
      expect(kept.map((w: { competitorId: number }) => w.competitorId)).toEqual([...winners, ...rest]);
      expect(kept[0]).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String), categoryId: expect.any(Number) });
    },
  );

  it('draws once for the same request sent twice at once', async () => {
    const c = await makeScoredContest('tirage-double');
    const body = { count: 2, drawId: randomUUID() };
    const [a, b] = await Promise.all([write(chief, `/api/contests/${c.id}/draw/`, body), write(chief, `/api/contests/${c.id}/draw/`, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    expect((await q<{ n: number }>('select count(*)::int as n from contest_draw_winners'))[0]!.n).toBe(2);
  });

  it('draws within a category, and refuses bad input and other people', async () => {
    const c = await makeScoredContest('tirage-hommes');
    expect((await write(chief, `/api/contests/${c.id}/draw/`, { categoryId: c.categories[1], count: 3 })).json()).toEqual({
      winners: [{ competitorId: c.people.Hugo }],
    });
    expect((await write(chief, `/api/contests/${c.id}/draw/`, { count: 0 })).json()).toMatchObject({ count: [ROUND_MESSAGES.drawCount] });
    expect((await write(chief, `/api/contests/${c.id}/draw/`, { categoryId: 999999, count: 1 })).json()).toMatchObject({
      categoryId: [CONTEST_MESSAGES.unknownCategory],
    });
    expect((await write(setter, `/api/contests/${c.id}/draw/`, { count: 1 })).statusCode).toBe(403);
  });
});

describe('exports', () => {
  it('exports the results CSV by category then rank, with the cells of each boulder', async () => {
    const c = await makeScoredContest('export');
    const response = await marketing.inject({ method: 'GET', url: `/api/contests/${c.id}/results.csv` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="resultats-export.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'rang;dossard;prenom;nom;categorie;score;bloc_1;bloc_2',
      '1;1;Amélie;Rousseau;Femmes;25;T1 Z1;T2',
      '2;3;Inès;Garnier;Femmes;15;;T1',
      '2;2;Zoé;Martin;Femmes;15;T1 Z1;',
      '4;4;Lou;Bernard;Femmes;5;Z2;E4',
      ';5;Eva;Morel;Femmes;15;T1 Z1;',
      '1;6;Hugo;Petit;Hommes;10;T2 Z1;',
      ';7;Léo;Blanc;Hommes;0;;',
    ]);
    expect((await marketing.inject({ method: 'GET', url: `/api/contests/${c.id}/results.csv?round=final` })).statusCode).toBe(404);
    expect((await (await anonymous(t.app)).inject({ method: 'GET', url: `/api/contests/${c.id}/results.csv` })).statusCode).toBe(401);
  });

  it('prints the podiums as a PDF', async () => {
    const c = await makeScoredContest('podiums');
    const response = await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/podiums.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // One page per category.
    expect(response.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });
});
