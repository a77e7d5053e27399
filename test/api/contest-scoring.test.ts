/**
 * Scoring a contest (docs/product.md › Contests: scoring entry; Contests: calls): results as upserts by client id (replays count once, two
 * writers at once), by the organiser, by judges (link + code, their boulders, their time, lock-out after
 * 5 wrong codes) and by competitors themselves during the self-scoring window.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/server/db/schema';
import { RATE_LIMITS, rateLimitKey } from '../../src/server/repositories/rate-limits-repository';
import { judgeSessionHash } from '../../src/server/services/session-tokens';
import { SCORING_MESSAGES as M } from '../../src/shared/contract/contest-scoring';
import { createRunningContest, inHours } from '../helpers/contest-fixtures';
import { useTestApp } from '../helpers/app';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';
import { anonymous, login, write, type LoggedIn, type TestBrowser } from '../helpers/session';

const t = useTestApp();
let q: <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<T[]>;
let gymId = 0;
let chief: LoggedIn;
let setter: LoggedIn;
let visitor: TestBrowser;
let climber: CreatedUser;
let climberToken = '';

interface Fixture {
  id: number;
  boulders: { id: number; number: number }[];
  competitors: number[];
}

/** A contest with 3 boulders (the third without zone) and 3 competitors, the first one the climber's. */
async function makeContest(slug: string, overrides: Record<string, unknown> = {}): Promise<Fixture> {
  const contest = await createRunningContest(chief, gymId, slug, {
    boulders: [{ number: 1 }, { number: 2 }, { number: 3, zone: false }],
    ...overrides,
  });
  const competitors: number[] = [];
  for (const [firstName, lastName] of [
    ['Amélie', 'Rousseau'],
    ['Hugo', 'Petit'],
    ['Nina', 'Blanc'],
  ]) {
    competitors.push((await write(chief, `/api/contests/${contest.id}/competitors/`, { firstName, lastName, categoryId: contest.categories[0].id })).json().id);
  }
  await q('update contest_competitors set user_id = $1 where id = $2', [climber.id, competitors[0]]);
  return { id: contest.id, boulders: contest.boulders, competitors };
}

const put = (session: TestBrowser, contestId: number, clientId: string, body: object, headers: Record<string, string> = {}) =>
  session.inject({ method: 'PUT', url: `/api/contests/${contestId}/results/${clientId}/`, payload: body, headers });
const stored = (contestId: number) =>
  q<{ competitor_id: number; contest_boulder_id: number; attempts: number; zone_attempt: number | null; top_attempt: number | null }>(
    'select competitor_id, contest_boulder_id, attempts, zone_attempt, top_attempt from contest_results where contest_id = $1 order by ' +
      'competitor_id, contest_boulder_id',
    [contestId],
  );
const history = async (contestId: number) =>
  (await q<{ n: number }>('select count(*)::int as n from contest_result_entries where contest_id = $1', [contestId]))[0]!.n;
const version = async (contestId: number) => (await q<{ v: number }>('select ranking_version as v from contests where id = $1', [contestId]))[0]!.v;

beforeAll(async () => {
  const db = t.database.db;
  q = async (text, values) => (await db.$client.query(text, values as unknown[])).rows;
  gymId = (await createGym(db)).id;
  const chiefUser = await createUser(db, { staff: [{ gymId, accessTypes: ['chief_route_setter'] }] });
  const setterUser = await createUser(db, { staff: [{ gymId, accessTypes: ['route_setter'] }] });
  climber = await createUser(db, { firstName: 'Amélie', lastName: 'Rousseau' });
  chief = await login(t.app, chiefUser.email, chiefUser.password!);
  setter = await login(t.app, setterUser.email, setterUser.password!);
  visitor = await anonymous(t.app);
  climberToken = (
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/token/', payload: { email: climber.email, password: TEST_PASSWORD, deviceName: 'Test' } })
  ).json().token;
});

beforeEach(async () => {
  await q('delete from contests');
});

describe('results by the organiser', () => {
  it('upserts a result by client id: a replay counts once, a correction replaces it, an old replay does not undo it', async () => {
    const c = await makeContest('organiser');
    const [b1] = c.boulders;
    const first = randomUUID();
    const body = { competitorId: c.competitors[0], boulderId: b1!.id, attempts: 3, zoneAttempt: 1, topAttempt: 3 };
    const v0 = await version(c.id);
    const answer = await put(chief, c.id, first, body);
    expect([answer.statusCode, answer.json()]).toEqual([200, { clientId: first, ...body }]);
    expect(await version(c.id)).toBe(v0 + 1);
    const replay = await put(chief, c.id, first, body);
    expect([replay.statusCode, replay.json()]).toEqual([200, { clientId: first, ...body }]);
    expect([await history(c.id), await version(c.id)]).toEqual([1, v0 + 1]);

    const correction = { ...body, attempts: 4, topAttempt: null };
    expect((await put(chief, c.id, randomUUID(), correction)).statusCode).toBe(200);
    expect((await put(chief, c.id, first, body)).statusCode).toBe(200);
    expect(await stored(c.id)).toEqual([{ competitor_id: c.competitors[0], contest_boulder_id: b1!.id, attempts: 4, zone_attempt: 1, top_attempt: null }]);
    expect(await history(c.id)).toBe(2);

    const reused = await put(chief, c.id, first, { ...body, attempts: 9 });
    expect([reused.statusCode, reused.json().error]).toEqual([409, M.clientIdReused]);
  });

  it('counts an entry sent twice at once only once', async () => {
    const c = await makeContest('twice');
    const clientId = randomUUID();
    const body = { competitorId: c.competitors[1], boulderId: c.boulders[1]!.id, attempts: 1, zoneAttempt: 1, topAttempt: 1 };
    const v0 = await version(c.id);
    const answers = await Promise.all([put(chief, c.id, clientId, body), put(chief, c.id, clientId, body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect([await history(c.id), (await stored(c.id)).length, await version(c.id)]).toEqual([1, 1, v0 + 1]);
  });

  it('keeps the last of two writers of the same result, each in the history', async () => {
    const c = await makeContest('writers');
    const base = { competitorId: c.competitors[2], boulderId: c.boulders[0]!.id, zoneAttempt: 1 };
    const answers = await Promise.all([
      put(chief, c.id, randomUUID(), { ...base, attempts: 2, topAttempt: 2 }),
      put(chief, c.id, randomUUID(), { ...base, attempts: 5, topAttempt: null }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await history(c.id)).toBe(2);
    const [row] = await stored(c.id);
    expect([2, 5]).toContain(row!.attempts);
  });

  it('refuses bad results in French, and boulders or competitors of another contest with 404', async () => {
    const c = await makeContest('bad');
    const other = await makeContest('autre');
    const ok = { competitorId: c.competitors[0], boulderId: c.boulders[0]!.id, attempts: 2, zoneAttempt: 1, topAttempt: 2 };
    const cases: [object, string, string][] = [
      [{ ...ok, attempts: -1 }, 'attempts', M.attempts],
      [{ ...ok, zoneAttempt: 3, topAttempt: null }, 'zoneAttempt', M.zoneAttempt],
      [{ ...ok, topAttempt: 3 }, 'topAttempt', M.topAttempt],
      [{ ...ok, zoneAttempt: 2, topAttempt: 1 }, 'zoneAttempt', M.zoneAfterTop],
      [{ ...ok, boulderId: c.boulders[2]!.id, zoneAttempt: 1, topAttempt: null }, 'zoneAttempt', M.noZone],
      [{ ...ok, competitorId: 'un' }, 'competitorId', M.competitorId],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(chief, c.id, randomUUID(), body);
      expect([response.statusCode, response.json()[field]], JSON.stringify(body)).toEqual([400, [message]]);
    }
    expect((await put(chief, c.id, 'pas-un-uuid', ok)).statusCode).toBe(400);
    const foreignBoulder = await put(chief, c.id, randomUUID(), { ...ok, boulderId: other.boulders[0]!.id });
    expect([foreignBoulder.statusCode, foreignBoulder.json().error]).toEqual([404, M.boulderElsewhere]);
    const foreignCompetitor = await put(chief, c.id, randomUUID(), { ...ok, competitorId: other.competitors[0] });
    expect([foreignCompetitor.statusCode, foreignCompetitor.json().error]).toEqual([404, M.competitorElsewhere]);
    // Staff who do not run contests, and visitors, enter nothing; someone with no part in the contest
    // gets the same 404 whatever the ids (issue 31, item 12): nothing tells which exist.
    const probes = [ok, { ...ok, boulderId: other.boulders[0]!.id }, { ...ok, competitorId: other.competitors[0] }, { ...ok, boulderId: 2_000_000_000 }];
    for (const body of probes) {
      const probe = await put(setter, c.id, randomUUID(), body);
      expect([probe.statusCode, probe.json().error], JSON.stringify(body)).toEqual([404, "Ce contest n'existe pas."]);
    }
    const none = await put(setter, 999_999, randomUUID(), ok);
    expect([none.statusCode, none.json().error]).toEqual([404, "Ce contest n'existe pas."]);
    expect((await put(visitor, c.id, randomUUID(), ok)).statusCode).toBe(401);
    expect(await history(c.id)).toBe(0);
  });
});

describe('judges', () => {
  const openSession = (token: string, code: string, from: TestBrowser = visitor) =>
    from.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token, code } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('gives a judge a link and a code; the session scores only their boulders, and shows them', async () => {
    const c = await makeContest('juges');
    const created = await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Julie', code: '482913', boulderIds: [c.boulders[0]!.id, c.boulders[2]!.id] });
    expect(created.statusCode).toBe(201);
    const judge = created.json();
    expect(judge).toMatchObject({ name: 'Julie', code: '482913', boulderIds: [c.boulders[0]!.id, c.boulders[2]!.id] });
    expect(judge.link).toBe(`/contests/juge/${judge.token}`);
    expect((await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/judges/` })).json()).toEqual([judge]);
    expect((await write(setter, `/api/contests/${c.id}/judges/`, { name: 'X', code: '123456', boulderIds: [c.boulders[0]!.id] })).statusCode).toBe(403);
    // The field `code` shares its name with the error's code: the message says it.
    const badCode = await write(chief, `/api/contests/${c.id}/judges/`, { name: 'X', code: '12345', boulderIds: [c.boulders[0]!.id] });
    expect([badCode.statusCode, badCode.json().error]).toEqual([400, `Champ « code » invalide : ${M.judgeCode}`]);

    const phone = await anonymous(t.app);
    const session = await openSession(judge.token, '482913', phone);
    expect(session.statusCode).toBe(200);
    const { token } = session.json();
    expect(token).toMatch(/^gjs_/);
    expect(String(session.headers['set-cookie'])).toContain('gaston_judge=');

    const mine = { competitorId: c.competitors[1], boulderId: c.boulders[0]!.id, attempts: 2, zoneAttempt: 1, topAttempt: 2 };
    expect((await put(visitor, c.id, randomUUID(), mine, bearer(token))).statusCode).toBe(200);
    // The cookie works too, with the anti-forgery header of the page.
    expect((await put(phone, c.id, randomUUID(), { ...mine, competitorId: c.competitors[2] })).statusCode).toBe(200);
    const notMine = await put(visitor, c.id, randomUUID(), { ...mine, boulderId: c.boulders[1]!.id }, bearer(token));
    expect([notMine.statusCode, notMine.json().error]).toEqual([403, M.boulderNotAssigned]);
    const other = await makeContest('autre-juges');
    const elsewhere = await put(
      visitor,
      other.id,
      randomUUID(),
      { ...mine, competitorId: other.competitors[0], boulderId: other.boulders[0]!.id },
      bearer(token),
    );
    expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([404, "Ce contest n'existe pas."]);
    const [entry] = await q<{ source: string; judge_id: number }>(`select source, judge_id from contest_result_entries where contest_id = $1 limit 1`, [c.id]);
    expect(entry).toEqual({ source: 'judge', judge_id: judge.id });

    const view = (await visitor.inject({ method: 'GET', url: '/api/contests/judge/', headers: bearer(token) })).json();
    expect(view.boulders.map((b: { number: number }) => b.number)).toEqual([1, 3]);
    expect(view.competitors.map((p: { bib: number }) => p.bib)).toEqual([1, 2, 3]);
    expect(view.results).toHaveLength(2);
    expect((await visitor.inject({ method: 'GET', url: '/api/contests/judge/' })).statusCode).toBe(401);
    expect((await visitor.inject({ method: 'GET', url: '/api/contests/judge/', headers: bearer('gjs_inconnu') })).statusCode).toBe(401);
  });

  it('answers a judge sent twice (a replay, or two clicks at once) with the same link', async () => {
    const c = await makeContest('juge-rejoue');
    const body = { name: 'Julie', code: '482913', boulderIds: [c.boulders[1]!.id, c.boulders[0]!.id] };
    const [a, b] = await Promise.all([write(chief, `/api/contests/${c.id}/judges/`, body), write(chief, `/api/contests/${c.id}/judges/`, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().token).toBe(b.json().token);
    const replay = await write(chief, `/api/contests/${c.id}/judges/`, body);
    expect([replay.statusCode, replay.json().id]).toEqual([200, a.json().id]);
    // Another code is another judge.
    expect((await write(chief, `/api/contests/${c.id}/judges/`, { ...body, code: '111111' })).statusCode).toBe(201);
    expect((await q<{ n: number }>('select count(*)::int as n from contest_judges where contest_id = $1', [c.id]))[0]!.n).toBe(2);
  });

  it('locks a link after 5 wrong codes: even the right code answers 429 until the 15 minutes have passed', async () => {
    const c = await makeContest('verrou');
    const judge = (await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Marc', code: '111111', boulderIds: [c.boulders[0]!.id] })).json();
    for (let i = 0; i < 5; i++) {
      const wrong = await openSession(judge.token, `22222${i}`);
      expect([wrong.statusCode, wrong.json().error]).toEqual([403, M.judgeWrongCode]);
    }
    const locked = await openSession(judge.token, '111111');
    expect([locked.statusCode, locked.json().error]).toEqual([429, M.judgeLocked]);
    // The window ends: the right code opens the session again.
    await t.database.db
      .update(rateLimits)
      .set({ expire: Date.now() - 1 })
      .where(eq(rateLimits.key, rateLimitKey('judgeCodeLink', String(judge.id))));
    expect((await openSession(judge.token, '111111')).statusCode).toBe(200);
    expect(RATE_LIMITS.judgeCodeLink).toEqual({ points: 5, seconds: 900 });
    expect((await openSession('lien-inconnu', '111111')).statusCode).toBe(404);
  });

  it("refuses a judge's link and results outside the contest's start to the end of the next day (409)", async () => {
    const later = await makeContest('plus-tard', { startsAt: inHours(24), endsAt: inHours(30) });
    const judge = (await write(chief, `/api/contests/${later.id}/judges/`, { name: 'Léa', code: '333333', boulderIds: [later.boulders[0]!.id] })).json();
    const early = await openSession(judge.token, '333333');
    expect([early.statusCode, early.json().error]).toEqual([409, M.judgeOutsideTime]);
    // A session made earlier (the contest moved since): its results are refused too.
    const token = 'gjs_test-session-hors-delai';
    await q(`insert into contest_judge_sessions (token_hash, judge_id, expires_at) values ($1, $2, now() + interval '3 days')`, [
      judgeSessionHash(t.app.config.SESSION_SECRET, token),
      judge.id,
    ]);
    const late = await put(
      visitor,
      later.id,
      randomUUID(),
      { competitorId: later.competitors[0], boulderId: later.boulders[0]!.id, attempts: 1, topAttempt: 1 },
      bearer(token),
    );
    expect([late.statusCode, late.json().error]).toEqual([409, M.judgeOutsideTime]);
    expect(await history(later.id)).toBe(0);
  });
});

describe("the organiser's table and the history", () => {
  it('lists the current results and every entry with its author, filtered, newest first; only for staff of the gym', async () => {
    const c = await makeContest('historique');
    const judge = (await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Julie', code: '482913', boulderIds: [c.boulders[0]!.id] })).json();
    const token = (await visitor.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token: judge.token, code: '482913' } })).json().token;
    const base = { competitorId: c.competitors[1], boulderId: c.boulders[0]!.id };
    const byJudge = randomUUID();
    expect(
      (await put(visitor, c.id, byJudge, { ...base, attempts: 2, zoneAttempt: 1, topAttempt: null }, { authorization: `Bearer ${token}` })).statusCode,
    ).toBe(200);
    const correction = randomUUID();
    expect((await put(chief, c.id, correction, { ...base, attempts: 3, zoneAttempt: 1, topAttempt: 3 })).statusCode).toBe(200);
    expect((await put(chief, c.id, randomUUID(), { competitorId: c.competitors[2], boulderId: c.boulders[1]!.id, attempts: 1 })).statusCode).toBe(200);

    const table = await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/results/` });
    expect(table.statusCode).toBe(200);
    expect(table.json().results).toHaveLength(2);
    expect(table.json().results).toContainEqual({ ...base, attempts: 3, zoneAttempt: 1, topAttempt: 3 });

    const history = await chief.inject({
      method: 'GET',
      url: `/api/contests/${c.id}/results/history/?competitorId=${c.competitors[1]}&boulderId=${c.boulders[0]!.id}`,
    });
    expect(history.statusCode).toBe(200);
    const entries = history.json().entries;
    expect(entries.map((e: { clientId: string; source: string; author: string }) => [e.clientId, e.source, e.author])).toEqual([
      [correction, 'organiser', expect.any(String)],
      [byJudge, 'judge', 'Julie'],
    ]);
    expect(entries[0]).toMatchObject({ attempts: 3, zoneAttempt: 1, topAttempt: 3 });
    expect((await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/results/history/` })).json().entries).toHaveLength(3);
    // Staff of the gym read it (a setter too); another gym's staff and visitors do not.
    expect((await setter.inject({ method: 'GET', url: `/api/contests/${c.id}/results/` })).statusCode).toBe(200);
    const stranger = await createUser(t.database.db, { staff: [{ gymId: (await createGym(t.database.db)).id, accessTypes: ['chief_route_setter'] }] });
    const strangerSession = await login(t.app, stranger.email, stranger.password!);
    expect((await strangerSession.inject({ method: 'GET', url: `/api/contests/${c.id}/results/history/` })).statusCode).toBe(404);
    expect((await visitor.inject({ method: 'GET', url: `/api/contests/${c.id}/results/` })).statusCode).toBe(401);
    const bad = await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/results/history/?competitorId=abc` });
    expect([bad.statusCode, bad.json().error]).toEqual([400, expect.stringContaining('identifiant de compétiteur invalide')]);
  });
});

describe('editing and removing a judge', () => {
  const openSession = (token: string, code: string) => visitor.inject({ method: 'POST', url: '/api/contests/judge/session/', payload: { token, code } });
  const judgeView = (token: string) => visitor.inject({ method: 'GET', url: '/api/contests/judge/', headers: { authorization: `Bearer ${token}` } });

  it('changes boulders at once, closes open sessions on a new code, and refuses bad edits in French', async () => {
    const c = await makeContest('juge-modifie');
    const judge = (await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Julie', code: '482913', boulderIds: [c.boulders[0]!.id] })).json();
    const token = (await openSession(judge.token, '482913')).json().token;
    const url = `/api/contests/${c.id}/judges/${judge.id}/`;

    const moved = await write(chief, url, { name: 'Julie M.', boulderIds: [c.boulders[1]!.id, c.boulders[2]!.id] }, 'PATCH');
    expect([moved.statusCode, moved.json().name, moved.json().boulderIds, moved.json().token]).toEqual([
      200,
      'Julie M.',
      [c.boulders[1]!.id, c.boulders[2]!.id],
      judge.token,
    ]);
    expect((await judgeView(token)).json().boulders.map((b: { number: number }) => b.number)).toEqual([2, 3]);
    // A replay answers the same judge; the session stays open as the code did not change.
    expect((await write(chief, url, { name: 'Julie M.', boulderIds: [c.boulders[1]!.id, c.boulders[2]!.id] }, 'PATCH')).statusCode).toBe(200);
    expect((await judgeView(token)).statusCode).toBe(200);

    expect((await write(chief, url, { code: '000111' }, 'PATCH')).statusCode).toBe(200);
    expect((await judgeView(token)).statusCode).toBe(401);
    expect((await openSession(judge.token, '482913')).statusCode).toBe(403);
    expect((await openSession(judge.token, '000111')).statusCode).toBe(200);

    const empty = await write(chief, url, {}, 'PATCH');
    expect([empty.statusCode, empty.json().error]).toEqual([400, expect.stringContaining('Indiquez au moins un champ')]);
    const other = await makeContest('juge-autre');
    const foreign = await write(chief, url, { boulderIds: [other.boulders[0]!.id] }, 'PATCH');
    expect([foreign.statusCode, foreign.json().boulderIds]).toEqual([400, [M.judgeBoulders]]);
    expect((await write(chief, `/api/contests/${other.id}/judges/${judge.id}/`, { name: 'X' }, 'PATCH')).statusCode).toBe(404);
    expect((await write(setter, url, { name: 'X' }, 'PATCH')).statusCode).toBe(403);
  });

  it('keeps one of two concurrent edits whole', async () => {
    const c = await makeContest('juge-concurrent');
    const judge = (await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Marc', code: '111111', boulderIds: [c.boulders[0]!.id] })).json();
    const url = `/api/contests/${c.id}/judges/${judge.id}/`;
    const edits = [
      { name: 'Marc A', boulderIds: [c.boulders[1]!.id] },
      { name: 'Marc B', boulderIds: [c.boulders[2]!.id] },
    ];
    const answers = await Promise.all(edits.map((edit) => write(chief, url, edit, 'PATCH')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [row] = await q<{ name: string; boulder_ids: number[] }>('select name, boulder_ids from contest_judges where id = $1', [judge.id]);
    expect(edits.map((e) => ({ name: e.name, boulder_ids: e.boulderIds }))).toContainEqual(row);
  });

  it('removes a judge: the link stops at once, the entries stay in the history; a replay answers 404', async () => {
    const c = await makeContest('juge-retire');
    const judge = (await write(chief, `/api/contests/${c.id}/judges/`, { name: 'Léa', code: '333333', boulderIds: [c.boulders[0]!.id] })).json();
    const token = (await openSession(judge.token, '333333')).json().token;
    const body = { competitorId: c.competitors[0], boulderId: c.boulders[0]!.id, attempts: 1, zoneAttempt: 1, topAttempt: 1 };
    expect((await put(visitor, c.id, randomUUID(), body, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    const url = `/api/contests/${c.id}/judges/${judge.id}/`;
    expect((await write(setter, url, undefined, 'DELETE')).statusCode).toBe(403);
    const [first, second] = await Promise.all([write(chief, url, undefined, 'DELETE'), write(chief, url, undefined, 'DELETE')]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([204, 404]);
    expect((await write(chief, url, undefined, 'DELETE')).statusCode).toBe(404);
    expect((await judgeView(token)).statusCode).toBe(401);
    expect((await put(visitor, c.id, randomUUID(), body, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await openSession(judge.token, '333333')).statusCode).toBe(404);
    const entries = (await chief.inject({ method: 'GET', url: `/api/contests/${c.id}/results/history/` })).json().entries;
    expect(entries.map((e: { source: string; author: string | null }) => [e.source, e.author])).toEqual([['judge', null]]);
  });
});

describe('self-scoring', () => {
  const mine = (c: Fixture, boulder = 0) => ({
    competitorId: c.competitors[0],
    boulderId: c.boulders[boulder]!.id,
    attempts: 1,
    zoneAttempt: 1,
    topAttempt: 1,
  });
  const asClimber = (c: Fixture, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/contests/${c.id}/results/${randomUUID()}/`, payload: body, headers: { authorization: `Bearer ${climberToken}` } });

  it('lets a competitor score themselves in the window, only their own results', async () => {
    const c = await makeContest('auto', { selfScoring: true });
    const own = await asClimber(c, mine(c));
    expect(own.statusCode).toBe(200);
    const [entry] = await q<{ source: string; user_id: number }>('select source, user_id from contest_result_entries where contest_id = $1', [c.id]);
    expect(entry).toEqual({ source: 'self', user_id: climber.id });
    const someoneElse = await asClimber(c, { ...mine(c), competitorId: c.competitors[1] });
    expect([someoneElse.statusCode, someoneElse.json().error]).toEqual([403, M.notYourResult]);
  });

  it("lists the climber's own contests with their boulders and only their own results", async () => {
    const open = await makeContest('mes-contests', { selfScoring: true });
    const off = await makeContest('mes-contests-sans-auto');
    await makeContest('pas-le-mien');
    await q('update contest_competitors set user_id = null where contest_id = (select id from contests where slug = $1)', ['pas-le-mien']);
    expect((await asClimber(open, mine(open, 1))).statusCode).toBe(200);
    // Someone else's result in the same contest stays out of the answer.
    expect((await put(chief, open.id, randomUUID(), { ...mine(open, 0), competitorId: open.competitors[1] })).statusCode).toBe(200);
    const me = (url: string, token: string | null = climberToken) =>
      t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const answer = await me('/api/v1/me/contests/');
    expect(answer.statusCode).toBe(200);
    const contests = answer.json().contests as {
      id: number;
      selfScoringOpen: boolean;
      competitorId: number;
      bib: number;
      category: string;
      boulders: unknown[];
      results: { boulderId: number; topAttempt: number | null }[];
    }[];
    expect(contests.map((c) => c.id).sort()).toEqual([open.id, off.id].sort());
    const mineOpen = contests.find((c) => c.id === open.id)!;
    expect(mineOpen).toMatchObject({ selfScoringOpen: true, competitorId: open.competitors[0], bib: 1, category: 'Mixte' });
    expect(mineOpen.boulders).toHaveLength(3);
    expect(mineOpen.results).toEqual([{ boulderId: open.boulders[1]!.id, attempts: 1, zoneAttempt: 1, topAttempt: 1 }]);
    expect(contests.find((c) => c.id === off.id)!.selfScoringOpen).toBe(false);
    expect((await me('/api/v1/me/contests/', null)).statusCode).toBe(401);
  });

  it('refuses self-scoring when it is off or outside its window (409)', async () => {
    const off = await makeContest('sans-auto');
    expect((await asClimber(off, mine(off))).json()).toMatchObject({ code: 'conflict', error: M.selfScoringOff });
    const closed = await makeContest('auto-fermee', { selfScoring: true, selfScoringOpensAt: inHours(1), selfScoringClosesAt: inHours(3) });
    expect((await asClimber(closed, mine(closed))).json()).toMatchObject({ code: 'conflict', error: M.selfScoringClosed });
  });
});
