/** GET /api/gym-comments/{gymId}/ on the statistics scenario. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { COMMENTS_PAGE_SIZE, commentsPagePath, type CommentsPage } from '../../src/shared/contract/comments';
import { z } from 'zod';
import { gymComments } from '../../src/server/repositories/comments-repository';
import { allComments } from '../../src/server/services/dashboard-service';
import { commentSchema, type Comment } from '../../src/shared/contract/routes';
import type { TestApp } from '../helpers/app';
import { login, type LoggedIn } from '../helpers/session';
import { getOk, useStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let s: StatsScenario;
let setter: LoggedIn;

useStatsApp((started) => ({ testApp, scenario: s, setter } = started));

describe('GET /api/gym-comments/{gymId}/', () => {
  it("answers every comment of the gym, newest first, dismantled boulders included, other gyms' excluded", async () => {
    const comments = await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    expect(comments.map((c) => c.id)).toEqual([s.comments.roof, s.comments.crimp, s.comments.old]);
    expect(comments[2]).toEqual({
      id: s.comments.old,
      comment: 'On le regrettera.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      user: { first_name: 'Chloé', last_name: 'Deux', profile_picture: null },
      route: { id: s.boulders.old, picture: null, name: 'Ancien', level: 0, sector: { name: 'Dalle' }, gym_difficulty: { svg: '<svg data-name="Vert"/>' } },
    });
  });

  it('answers more than the dashboard’s 10 latest, and the other gym its own', async () => {
    const db = testApp.database.db;
    await db.$client.query(
      `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
       select $1, $2, $3, 'Commentaire ' || i, now() - (i || ' hours')::interval from generate_series(1, 12) i`,
      [s.boulders.arete, s.gym, s.climbers[4]],
    );
    expect(await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}`)).toHaveLength(15);
    const other = await login(testApp.app, s.staff.otherGymAdmin.email, s.staff.otherGymAdmin.password);
    expect((await getOk<Comment[]>(other, `/api/gym-comments/${s.otherGym}/`)).map((c) => c.id)).toEqual([s.comments.otherGym]);
  });
});

describe('GET /api/gym-comments/{gymId}/ after changes', () => {
  it('shows every change to what a comment shows at the next read, as computed from scratch', async () => {
    const db = testApp.database.db;
    const q = (text: string, values: unknown[] = []) => db.$client.query(text, values);
    const fromScratch = async () => JSON.parse(JSON.stringify(z.array(commentSchema).parse(await gymComments(db, s.gym)))) as Comment[];
    const read = () => getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    // Comments are climbers' activity: they reach the cached answers through the drain.
    await drainStats(db, { wait: true });
    expect(await read()).toEqual(await fromScratch());

    const changes: [string, () => Promise<unknown>][] = [
      ['an author renamed', () => q(`update users set first_name = 'Chloëtte' where id = (select user_id from comments where id = $1)`, [s.comments.old])],
      ['a boulder renamed', () => q(`update boulders set name = 'Toit neuf' where id = $1`, [s.boulders.roof])],
      ['a sector renamed', () => q(`update sectors set name = 'Dalle grise' where id = $1`, [s.sectors.slab])],
      ['a difficulty redrawn', () => q(`update gym_difficulties set svg = '<svg data-name="Vert clair"/>' where id = $1`, [s.difficulties.green])],
      ['a comment edited', () => q(`update comments set comment = 'Finalement, très bien.' where id = $1`, [s.comments.crimp])],
      ['a comment hidden', () => q(`update comments set hidden_at = now() where id = $1`, [s.comments.roof])],
      [
        'a boulder regraded',
        () =>
          q(`update boulders set level = case when level > 0 then level - 1 else level + 1 end where id = (select boulder_id from comments where id = $1)`, [
            s.comments.crimp,
          ]),
      ],
      [
        'an author given a picture',
        () => q(`update users set profile_picture = 'portrait.webp' where id = (select user_id from comments where id = $1)`, [s.comments.crimp]),
      ],
      [
        'a comment added',
        () => q(`insert into comments (boulder_id, gym_id, user_id, comment) values ($1, $2, $3, 'Tout neuf')`, [s.boulders.arete, s.gym, s.climbers[1]]),
      ],
      ['a comment deleted', () => q(`delete from comments where id = $1`, [s.comments.old])],
    ];
    for (const [change, run] of changes) {
      const before = await read();
      await run();
      await drainStats(db, { wait: true });
      // A staff write's bump: the gym's answer is recomputed at once whatever the change, so that this
      // test is about what the recomputation reads again, not about when it happens.
      await q('select gaston_bump_gym_versions(array[$1]::int[], false)', [s.gym]);
      const after = await read();
      expect(after, change).toEqual(await fromScratch());
      expect(after, change).not.toEqual(before);
    }
  });
});

describe('GET /api/gym-comments/{gymId}/ while comments and what they show change at once', () => {
  it('never keeps a comment written during a change of its boulder with the boulder as it was', async () => {
    const db = testApp.database.db;
    const fromScratch = async () => JSON.parse(JSON.stringify(z.array(commentSchema).parse(await gymComments(db, s.gym)))) as Comment[];
    // The service itself: the HTTP cache in front of it is not what this test is about, and the
    // drain that moves its versions would wait for the staff's transaction.
    const read = async () => JSON.parse((await allComments(db, s.gym)).bytes.toString('utf8')) as Comment[];
    const staff = await db.$client.connect();
    const climber = await db.$client.connect();
    try {
      for (const [round, name] of ['Arête renommée', 'Arête encore renommée'].entries()) {
        await read();
        // The staff's rename is under way when the climber writes a comment on that boulder.
        await staff.query('begin');
        await staff.query('update boulders set name = $2 where id = $1', [s.boulders.arete, name]);
        let written = false;
        const comment = climber
          .query(`insert into comments (boulder_id, gym_id, user_id, comment) values ($1, $2, $3, $4)`, [
            s.boulders.arete,
            s.gym,
            s.climbers[2],
            `Pendant le renommage ${round}`,
          ])
          .then(() => (written = true));
        await new Promise((resolve) => setTimeout(resolve, 150));
        // The comment waits for the rename: had it been written first, a read now would keep it with
        // the old name, and the rename (which cannot see it) would not give it a new revision.
        expect(written).toBe(false);
        await read();
        await staff.query('commit');
        await comment;
        const after = await read();
        expect(after.find((c) => c.comment === `Pendant le renommage ${round}`)?.route.name).toBe(name);
        expect(after).toEqual(await fromScratch());
      }
    } finally {
      staff.release(true);
      climber.release(true);
    }
  });
});

describe('GET /api/gym-comments/{gymId}/ compressed', () => {
  it('goes out gzipped at once, joined from its weeks, then brotli once made', async () => {
    const db = testApp.database.db;
    await db.$client.query(
      `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
       select $1, $2, $3, 'Semaine ' || i || ' : ' || repeat('très bon bloc ', 20), now() - (i || ' days')::interval from generate_series(1, 60) i`,
      [s.boulders.arete, s.gym, s.climbers[3]],
    );
    await drainStats(db, { wait: true });
    const url = `/api/gym-comments/${s.gym}/`;
    const plain = await setter.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const comments = plain.json<Comment[]>();
    expect(comments.filter((c) => c.comment.startsWith('Semaine '))).toHaveLength(60);
    await db.$client.query('select gaston_bump_gym_versions(array[$1]::int[], false)', [s.gym]);
    const gzipped = await setter.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(comments);
    // The same answer, whatever its encoding (the weak form is the compression plugin's).
    expect(String(gzipped.headers.etag).replace(/^W\//, '')).toBe(plain.headers.etag);
    await expect
      .poll(async () => (await setter.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).headers['content-encoding'])
      .toBe('br');
    const brotli = await setter.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(comments);
    // Only gzip accepted: the gzip bytes.
    const onlyGzip = await setter.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(onlyGzip.rawPayload.equals(gzipped.rawPayload)).toBe(true);
    await db.$client.query(`delete from comments where comment like 'Semaine %'`);
    await drainStats(db, { wait: true });
  });
});

describe('GET /api/gym-comments/{gymId}/ after a climber of another gym changes their profile', () => {
  it('shows the new name once drained, without any change in the gym itself', async () => {
    const db = testApp.database.db;
    const q = (text: string, values: unknown[] = []) => db.$client.query(text, values);
    const [{ user_id: author }] = (await q('select user_id from comments where id = $1', [s.comments.crimp])).rows as { user_id: number }[];
    await q('update users set home_gym_id = $2 where id = $1', [author, s.otherGym]);
    await drainStats(db, { wait: true });
    const nameOf = async () => (await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`)).find((c) => c.id === s.comments.crimp)!.user.first_name;
    const before = await nameOf();
    await q(`update users set first_name = 'Renommée' where id = $1`, [author]);
    await drainStats(db, { wait: true });
    expect(before).not.toBe('Renommée');
    expect(await nameOf()).toBe('Renommée');
    // A change nobody sees in the gym (a password) leaves its cached answers alone.
    const version = async () => (await q('select activity_version from gym_data_versions where gym_id = $1', [s.gym])).rows[0].activity_version as number;
    const unchanged = await version();
    await q(`update users set password_changed_at = now() where id = $1`, [author]);
    await drainStats(db, { wait: true });
    expect(await version()).toBe(unchanged);
  });
});

describe('GET /api/gym-comments/{gymId}/page/', () => {
  const page = (query = '', gym = s.gym, as: LoggedIn = setter) => as.inject({ method: 'GET', url: `/api/gym-comments/${gym}/page/${query}` });

  it('walks every comment of the gym once, newest first, by pages with a cursor', async () => {
    const db = testApp.database.db;
    // Two comments in the very same microsecond: the id breaks the tie.
    await db.$client.query(
      `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
       select $1, $2, $3, 'Page ' || i, timestamp '2026-01-01 10:00:00.123456' - ((i / 2) || ' minutes')::interval from generate_series(1, 29) i`,
      [s.boulders.arete, s.gym, s.climbers[3]],
    );
    await drainStats(db, { wait: true });
    const all = await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    const seen: Comment[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer: CommentsPage = await getOk<CommentsPage>(setter, commentsPagePath(s.gym, { pageSize: 7, cursor }));
      expect(answer.count).toBe(all.length);
      expect(answer.results.length).toBeLessThanOrEqual(7);
      seen.push(...answer.results);
      cursor = answer.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(seen.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(seen).toEqual(all);
    expect(pages).toBe(Math.ceil(all.length / 7));
  });

  it('keeps its place while new comments arrive, and takes page and pageSize too (docs/product.md › Conventions of the calls)', async () => {
    const first = await getOk<CommentsPage>(setter, commentsPagePath(s.gym, { pageSize: 5 }));
    await testApp.database.db.$client.query(`insert into comments (boulder_id, gym_id, user_id, comment) values ($1, $2, $3, 'Tout neuf')`, [
      s.boulders.arete,
      s.gym,
      s.climbers[2],
    ]);
    // A climber's comment reaches the cached figures with the next drain (docs/statistics.md).
    await drainStats(testApp.database.db, { wait: true });
    const second = await getOk<CommentsPage>(setter, commentsPagePath(s.gym, { pageSize: 5, cursor: first.nextCursor }));
    expect(second.count).toBe(first.count + 1);
    expect(second.results.map((c) => c.id)).not.toContain(first.results[4]!.id);
    const all = await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    const byPage = await getOk<CommentsPage>(setter, `/api/gym-comments/${s.gym}/page/?page=2&pageSize=5`);
    expect(byPage.results.map((c) => c.id)).toEqual(all.slice(5, 10).map((c) => c.id));
    const defaults = await getOk<CommentsPage>(setter, `/api/gym-comments/${s.gym}/page/`);
    expect(defaults.results).toHaveLength(COMMENTS_PAGE_SIZE);
  });

  it('answers the last page with nextCursor null', async () => {
    const all = await getOk<Comment[]>(setter, `/api/gym-comments/${s.gym}/`);
    const last = await getOk<CommentsPage>(setter, `/api/gym-comments/${s.gym}/page/?pageSize=100&page=1`);
    expect(last.results).toHaveLength(all.length);
    expect(last.nextCursor).toBeNull();
  });

  it('refuses bad paging in French and another gym with 404', async () => {
    for (const query of ['?pageSize=0', '?pageSize=101', '?pageSize=abc', '?cursor=nope', '?cursor=1_2&page=2', '?page=0']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/invalide|soit cursor/);
    }
    expect((await page('', s.otherGym)).statusCode).toBe(404);
  });
});
