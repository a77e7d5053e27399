/**
 * What climbers log through the app's API (docs/product.md › Climbers: the app; Climbers: calls; Climbers: validation and limits; Climbers:
 * payloads): ascents by client id
 * (idempotent), batches judged item by item, undo, limits shared across processes, ratings, grade
 * votes, comments and reports.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOG_MESSAGES as L } from '../../src/shared/contract/climber-logs';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../src/server/db/client';
import type { DbExecutor } from '../../src/server/db/transaction';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { insertAscentIfOpen } from '../../src/server/repositories/climber-logs-repository';
import { buildTestApp, useTestApp } from '../helpers/app';
import { createBoulder, createDifficulty, createSector } from '../helpers/boulder-fixtures';
import { createGym, createUser, TEST_PASSWORD, type CreatedUser } from '../helpers/fixtures';

const t = useTestApp();
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.database.db.$client.query(text, values)).rows as T[];

const DAY = 24 * 3600_000;
const settingOf = async (db: DbExecutor) => ((await db.execute(sql`show synchronous_commit`)).rows[0] as { synchronous_commit: string }).synchronous_commit;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ids = { gym: 0, open: 0, stripped: 0, future: 0, other: 0 };

beforeAll(async () => {
  ids.gym = (await createGym(t.database.db)).id;
  const sector = (await createSector(t.database.db, ids.gym)).id;
  const difficultyId = await createDifficulty(t.database.db, ids.gym);
  const boulder = (options: { createdAt: Date; closedAt?: Date }) =>
    createBoulder(t.database.db, { gymId: ids.gym, sectorId: sector, difficultyId, ...options });
  ids.open = await boulder({ createdAt: new Date(Date.now() - 20 * DAY) });
  ids.other = await boulder({ createdAt: new Date(Date.now() - 20 * DAY) });
  ids.stripped = await boulder({ createdAt: new Date(Date.now() - 20 * DAY), closedAt: new Date(Date.now() - 5 * DAY) });
  ids.future = await boulder({ createdAt: new Date(Date.now() + 2 * DAY) });
});

interface Climber {
  user: CreatedUser;
  headers: { authorization: string };
}

async function newClimber(app = t.app): Promise<Climber> {
  const user = await createUser(t.database.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token/',
    payload: { email: user.email, password: TEST_PASSWORD, deviceName: 'Test' },
  });
  return { user, headers: { authorization: `Bearer ${response.json().token}` } };
}

const put = (climber: Climber, clientId: string, payload: unknown, app = t.app) =>
  app.inject({ method: 'PUT', url: `/api/v1/ascents/${clientId}/`, headers: climber.headers, payload: payload as object });

const log = (overrides: Record<string, unknown> = {}) => ({ boulderId: ids.open, tries: 1, topped: true, loggedAt: ago(3600_000), ...overrides });
const countAscents = async (userId: number) => (await q<{ n: number }>(`select count(*)::int as n from ascents where user_id = $1`, [userId]))[0]!.n;

describe('PUT /api/v1/ascents/{clientId}/', () => {
  it('stores a log once: 201, then 200 with the same answer for a replay, 409 for another log under the same id', async () => {
    const climber = await newClimber();
    const clientId = randomUUID();
    const first = await put(
      climber,
      clientId,
      log({ loggedAt: '2026-11-20T18:30:00+01:00'.replace('2026-11-20', new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10)) }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ clientId, boulderId: ids.open, tries: 1, topped: true, flash: true });
    expect(first.json().loggedAt).toMatch(/Z$/);
    // The insert's own time, for developer tools and the mixed benchmark.
    expect(first.headers['server-timing']).toMatch(/^insert;dur=\d+\.\d{2}$/);
    const replay = await put(climber, clientId, { ...log(), loggedAt: first.json().loggedAt });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const other = await put(climber, clientId, log({ tries: 3, loggedAt: first.json().loggedAt }));
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(L.clientIdTaken);
    expect(await countAscents(climber.user.id)).toBe(1);
  });

  it('commits a stored log once its WAL is on the disk, even on a server that defaults to not waiting', async () => {
    const climber = await newClimber();
    const logOf = (clientId: string) => ({
      userId: climber.user.id,
      clientId,
      boulderId: ids.open,
      tries: 1,
      topped: true,
      loggedAt: new Date(Date.now() - DAY),
    });
    // The tests' embedded server runs with synchronous_commit off; the app's connections ask for it on.
    const single = createDatabase(t.database.url, 1);
    try {
      expect(await settingOf(single)).toBe('on');
      await single.transaction(async (tx) => {
        expect(await insertAscentIfOpen(tx, logOf(randomUUID()))).toMatchObject({ boulderId: ids.open, flash: true });
        expect(await settingOf(tx)).toBe('on');
      });
      expect(await insertAscentIfOpen(single, logOf(randomUUID()))).toBeDefined();
      expect(await settingOf(single)).toBe('on');
    } finally {
      await single.$client.end();
    }
  });

  it('calls a first top in one try a flash, and nothing after an earlier log of the boulder', async () => {
    const climber = await newClimber();
    const tried = await put(climber, randomUUID(), log({ topped: false, tries: 2, loggedAt: ago(2 * DAY) }));
    expect(tried.json().flash).toBe(false);
    const top = await put(climber, randomUUID(), log({ loggedAt: ago(DAY) }));
    expect(top.statusCode).toBe(201);
    expect(top.json().flash).toBe(false);
    const elsewhere = await put(climber, randomUUID(), log({ boulderId: ids.other }));
    expect(elsewhere.json().flash).toBe(true);
  });

  it('refuses bad input with a French 400 naming the field, stores nothing, and 404 for an unknown boulder', async () => {
    const climber = await newClimber();
    const cases: [Record<string, unknown>, string, string][] = [
      [log({ tries: 0 }), 'tries', L.tries],
      [log({ tries: 100 }), 'tries', L.tries],
      [log({ tries: 1.5 }), 'tries', L.tries],
      [log({ topped: 'oui' }), 'topped', L.topped],
      [log({ loggedAt: '2026-11-20T18:30:00' }), 'loggedAt', L.loggedAt],
      [log({ loggedAt: 'hier' }), 'loggedAt', L.loggedAt],
      [log({ loggedAt: new Date(Date.now() + 10 * 60_000).toISOString() }), 'loggedAt', L.loggedAtFuture],
      [log({ loggedAt: ago(15 * DAY) }), 'loggedAt', L.loggedAtTooOld],
      [log({ boulderId: ids.stripped, loggedAt: ago(DAY) }), 'loggedAt', L.boulderNotOpen],
      [log({ boulderId: ids.future }), 'loggedAt', L.boulderNotOpen],
      [log({ boulderId: 'un' }), 'boulderId', L.boulderId],
    ];
    for (const [payload, field, message] of cases) {
      const response = await put(climber, randomUUID(), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()[field], JSON.stringify(payload)).toEqual([message]);
    }
    // A log 4 minutes ahead is within the clock slack; a stripped boulder may be logged before its strip.
    expect((await put(climber, randomUUID(), log({ loggedAt: new Date(Date.now() + 4 * 60_000).toISOString() }))).statusCode).toBe(201);
    expect((await put(climber, randomUUID(), log({ boulderId: ids.stripped, loggedAt: ago(6 * DAY) }))).statusCode).toBe(201);
    const unknown = await put(climber, randomUUID(), log({ boulderId: 99_999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(L.boulderNotFound);
    const badId = await put(climber, 'pas-un-uuid', log());
    expect(badId.statusCode).toBe(400);
    expect(badId.json().clientId).toEqual([L.clientId]);
    expect(await countAscents(climber.user.id)).toBe(2);
  });

  it('stores a log sent twice at once a single time', async () => {
    const climber = await newClimber();
    const clientId = randomUUID();
    // One body for both: log() reads the clock, and a later millisecond would make it another log (409).
    const body = log();
    const answers = await Promise.all([put(climber, clientId, body), put(climber, clientId, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await countAscents(climber.user.id)).toBe(1);
  });

  it('takes 10 climbers logging the same boulders on different days at once, without an error, and the figures count each log once', async () => {
    const climbers = await Promise.all(Array.from({ length: 10 }, () => newClimber()));
    const before = await q<{ n: number }>(`select count(*)::int as n from ascents where boulder_id = any($1::int[])`, [[ids.open, ids.other]]);
    const answers = await Promise.all(
      climbers.flatMap((climber, c) =>
        Array.from({ length: 6 }, (_, i) =>
          put(
            climber,
            randomUUID(),
            log({ boulderId: i % 2 ? ids.open : ids.other, tries: 1 + ((c + i) % 4), topped: (c + i) % 3 !== 0, loggedAt: ago((1 + i) * DAY + c * 60_000) }),
          ),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => a.body)).toEqual([]);
    const after = await q<{ n: number }>(`select count(*)::int as n from ascents where boulder_id = any($1::int[])`, [[ids.open, ids.other]]);
    expect(after[0]!.n - before[0]!.n).toBe(60);
    await drainStats(t.database.db, { wait: true });
    for (const boulder of [ids.open, ids.other]) {
      const rolled = await q(`select tries, logs, climbers, toppers from boulder_stats where boulder_id = $1`, [boulder]);
      const recounted = await q(
        `select sum(tries)::int as tries, count(*)::int as logs, count(distinct user_id)::int as climbers,
                count(distinct user_id) filter (where topped)::int as toppers
         from ascents where boulder_id = $1`,
        [boulder],
      );
      expect(rolled).toEqual(recounted);
    }
  });
});

describe('POST /api/v1/ascents/batch/', () => {
  it('judges each item as its own PUT would, in order, and stores every valid one', async () => {
    const climber = await newClimber();
    const stored = randomUUID();
    await put(climber, stored, log({ loggedAt: '2026-01-01T00:00:00Z'.replace('2026-01-01', new Date(Date.now() - DAY).toISOString().slice(0, 10)) }));
    const storedAt = new Date(new Date(Date.now() - DAY).toISOString().slice(0, 10) + 'T00:00:00Z').toISOString();
    const fresh = randomUUID();
    // One object for both: log() reads the clock, and a replay must be the very same log.
    const freshLog = { clientId: fresh, ...log() };
    const items = [
      freshLog,
      { clientId: stored, ...log({ loggedAt: storedAt }) },
      { clientId: randomUUID(), ...log({ tries: 0 }) },
      { clientId: 'pas-un-uuid', ...log() },
      { clientId: randomUUID(), ...log({ boulderId: 99_999_999 }) },
      { ...freshLog },
      'texte',
    ];
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/ascents/batch/', headers: climber.headers, payload: { items } });
    expect(response.statusCode, response.body).toBe(200);
    const results = response.json().results as { clientId: string | null; status: number; messages: string[] }[];
    expect(results.map((r) => r.status)).toEqual([201, 200, 400, 400, 404, 200, 400]);
    expect(results[2]!.messages).toEqual([L.tries]);
    expect(results[3]!.messages).toEqual([L.clientId]);
    expect(results[4]!.messages).toEqual([L.boulderNotFound]);
    expect(results[6]!.clientId).toBeNull();
    expect(results.slice(0, 2).map((r) => r.clientId)).toEqual([fresh, stored]);
    expect(await countAscents(climber.user.id)).toBe(2);
  });

  it('refuses more than 50 items, or items that are not a list, storing nothing', async () => {
    const climber = await newClimber();
    for (const payload of [{ items: Array.from({ length: 51 }, () => ({ clientId: randomUUID(), ...log() })) }, { items: 'tout' }, { items: [] }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/ascents/batch/', headers: climber.headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().items).toEqual([L.batchItems]);
    }
    expect(await countAscents(climber.user.id)).toBe(0);
  });
});

describe('DELETE /api/v1/ascents/{clientId}/', () => {
  it('deletes my log only; a replay or another climber gets 404', async () => {
    const [me, other] = [await newClimber(), await newClimber()];
    const clientId = randomUUID();
    await put(me, clientId, log());
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/v1/ascents/${clientId}/`, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(await countAscents(me.user.id)).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/ascents/${clientId}/`, headers: me.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/ascents/${clientId}/`, headers: me.headers })).statusCode).toBe(404);
    expect(await countAscents(me.user.id)).toBe(0);
  });
});

describe('limits per climber', () => {
  it('allows 60 logs a minute across two server processes, then answers 429 without storing; replays do not count', async () => {
    const second = await buildTestApp({ database: t.database });
    try {
      const climber = await newClimber();
      const first = randomUUID();
      for (let i = 0; i < 60; i++) {
        const app = i % 2 ? second.app : t.app;
        const response = await put(climber, i === 0 ? first : randomUUID(), log({ loggedAt: ago(DAY + i * 1000) }), app);
        expect(response.statusCode, response.body).toBe(201);
        if (i === 0) expect((await put(climber, first, log({ loggedAt: response.json().loggedAt }), second.app)).statusCode).toBe(200);
      }
      const over = await put(climber, randomUUID(), log(), second.app);
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toBe(L.tooManyPerMinute);
      expect(await countAscents(climber.user.id)).toBe(60);
      // Another climber is not held back.
      expect((await put(await newClimber(), randomUUID(), log())).statusCode).toBe(201);
    } finally {
      await second.close();
    }
  });
});

describe('ratings, grade votes, comments and reports', () => {
  it('rates any boulder 1 to 5 stars, the last rating counting', async () => {
    const climber = await newClimber();
    const rate = (stars: unknown, boulder = ids.open) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${boulder}/rating/`, headers: climber.headers, payload: { stars } });
    expect((await rate(4)).json()).toEqual({ stars: 4 });
    expect((await rate(2)).statusCode).toBe(200);
    for (const bad of [0, 6, 2.5, '3']) {
      const response = await rate(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().stars).toEqual([L.stars]);
    }
    expect((await rate(3, 99_999_999)).statusCode).toBe(404);
    expect(await q(`select stars from ratings where user_id = $1`, [climber.user.id])).toEqual([{ stars: 2 }]);
  });

  it('keeps one rating and one grade vote per climber when two arrive at once or one is replayed', async () => {
    const climber = await newClimber();
    await put(climber, randomUUID(), log({ boulderId: ids.other }));
    const rate = (stars: number) => t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${ids.other}/rating/`, headers: climber.headers, payload: { stars } });
    const vote = (grade: string) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${ids.other}/grade-vote/`, headers: climber.headers, payload: { feeling: 'juste', grade } });
    expect((await Promise.all([rate(2), rate(5), vote('6A'), vote('6B')])).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await rate(5)).json()).toEqual({ stars: 5 });
    expect((await vote('6B')).json()).toEqual({ feeling: 'juste', grade: '6B' });
    expect(await q(`select stars from ratings where user_id = $1`, [climber.user.id])).toEqual([{ stars: 5 }]);
    expect(await q(`select count(*)::int as n from grade_proposals where user_id = $1`, [climber.user.id])).toEqual([{ n: 1 }]);
  });

  it('takes a grade vote only after a top of mine (409 before), on the scale', async () => {
    const climber = await newClimber();
    const vote = (payload: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/boulders/${ids.other}/grade-vote/`, headers: climber.headers, payload: payload as object });
    const early = await vote({ feeling: 'plus_dur', grade: '6B+' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(L.voteNeedsTop);
    await put(climber, randomUUID(), log({ boulderId: ids.other, topped: false, tries: 3 }));
    expect((await vote({ feeling: 'plus_dur', grade: '6B+' })).statusCode).toBe(409);
    await put(climber, randomUUID(), log({ boulderId: ids.other }));
    expect((await vote({ feeling: 'tres_dur', grade: '6B+' })).json().feeling).toEqual([L.feeling]);
    expect((await vote({ feeling: 'juste', grade: '10A' })).json().grade).toEqual([L.grade]);
    const ok = await vote({ feeling: 'plus_dur', grade: '6b+' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ feeling: 'plus_dur', grade: '6B+' });
    expect(await q(`select feeling from grade_proposals where user_id = $1`, [climber.user.id])).toEqual([{ feeling: 'plus_dur' }]);
  });

  it('comments 1 to 500 characters, deletes only my own comments, and stops at 20 a day', async () => {
    const [me, other] = [await newClimber(), await newClimber()];
    const comment = (text: unknown, who = me) =>
      t.app.inject({ method: 'POST', url: `/api/v1/boulders/${ids.open}/comments/`, headers: who.headers, payload: { text } });
    const created = await comment('  Super bloc, la réglette pique !  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ text: 'Super bloc, la réglette pique !' });
    for (const bad of ['', '   ', 'x'.repeat(501), 'a\u0000b', 42]) expect((await comment(bad)).statusCode, String(bad)).toBe(400);
    const id = created.json().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}/`, headers: other.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}/`, headers: me.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}/`, headers: me.headers })).statusCode).toBe(404);
    for (let i = 2; i <= 20; i++) expect((await comment(`Commentaire ${i}`)).statusCode).toBe(201);
    const over = await comment('Un de trop');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(L.tooManyComments);
    expect((await comment('Pas moi', other)).statusCode).toBe(201);
  });

  it('stores one comment and one report when the same request is sent twice at once or replayed, answering the first (200)', async () => {
    const climber = await newClimber();
    const comment = (text: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/boulders/${ids.other}/comments/`, headers: climber.headers, payload: { text } });
    const report = (text: string | null) =>
      t.app.inject({ method: 'POST', url: `/api/v1/boulders/${ids.other}/reports/`, headers: climber.headers, payload: { kind: 'prise_cassee', text } });

    const together = await Promise.all([
      comment('Départ assis costaud'),
      comment('Départ assis costaud'),
      report('La verte du milieu'),
      report('La verte du milieu'),
    ]);
    expect(together.map((r) => r.statusCode).sort()).toEqual([200, 200, 201, 201]);
    expect(together[0]!.json().id).toBe(together[1]!.json().id);
    expect(together[2]!.json().id).toBe(together[3]!.json().id);
    const replay = await comment('  Départ assis costaud ');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(together[0]!.json());
    expect((await report('La verte du milieu')).statusCode).toBe(200);
    expect(await q(`select count(*)::int as n from comments where user_id = $1`, [climber.user.id])).toEqual([{ n: 1 }]);
    expect(await q(`select count(*)::int as n from problem_reports where user_id = $1`, [climber.user.id])).toEqual([{ n: 1 }]);

    // Another text, another kind, or the same one more than 10 minutes later is a new one.
    expect((await comment('Et la sortie aussi')).statusCode).toBe(201);
    expect((await report(null)).statusCode).toBe(201);
    await q(`update comments set created_at = now() - interval '11 minutes' where user_id = $1`, [climber.user.id]);
    expect((await comment('Départ assis costaud')).statusCode).toBe(201);
    expect(await q(`select count(*)::int as n from comments where user_id = $1`, [climber.user.id])).toEqual([{ n: 3 }]);
    expect(await q(`select count(*)::int as n from problem_reports where user_id = $1`, [climber.user.id])).toEqual([{ n: 2 }]);
  });

  it('reports a problem of a listed kind with an optional text, on any gym’s boulder', async () => {
    const climber = await newClimber();
    const report = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/v1/boulders/${ids.open}/reports/`, headers: climber.headers, payload: payload as object });
    const ok = await report({ kind: 'prise_qui_tourne', text: 'La bleue en haut' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ kind: 'prise_qui_tourne', text: 'La bleue en haut' });
    expect((await report({ kind: 'dangereux' })).json().text).toBeNull();
    expect((await report({ kind: 'cassé' })).json().kind).toEqual([L.reportKind]);
    expect((await report({ kind: 'autre', text: 'x'.repeat(501) })).json().text).toEqual([L.reportText]);
    expect(await q(`select kind, gym_id from problem_reports where user_id = $1 order by id`, [climber.user.id])).toEqual([
      { kind: 'prise_qui_tourne', gym_id: ids.gym },
      { kind: 'dangereux', gym_id: ids.gym },
    ]);
  });
});
