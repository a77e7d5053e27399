/**
 * docs/product.md › Statistics "Numbers shown equal an independent recount from the raw rows": on the demo at
 * a small scale, every dashboard figure, every circuit row (and full details), and a sector's
 * details with its routes are recomputed here with SQL straight from ascents, connections,
 * boulders, openings, ratings and grade proposals — never the rollup tables — and compared with
 * the answers. Periods are recomputed in SQL too (docs/product.md › Statistics "Month comparisons").
 * Before the comparisons, eight connections write ascents, deletions and app openings into gym 1
 * at once (test/helpers/write-burst.ts), and the app's drainer folds them in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/seed';
import type { CircuitFullDetails, CircuitHeader } from '../../src/shared/contract/circuits';
import type { BoulderCard, GymGeneralStats } from '../../src/shared/contract/dashboard';
import type { SectorDetails, SectorDetailsAnswer } from '../../src/shared/contract/sectors';
import { gradeLabel } from '../../src/shared/domain/grades';
import { refreshClimberLevels } from '../../src/server/jobs/climber-levels';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import { buildTestApp, type TestApp } from '../helpers/app';
import { login, type LoggedIn } from '../helpers/session';
import { getOk, routeStatistics } from '../helpers/stats-fixtures';
import { writeBurst } from '../helpers/write-burst';

let testApp: TestApp;
let admin: LoggedIn;
/** Gyms 1 and 2 of the demo: the admin account manages both. */
let gyms: number[];

const q = async <T = Record<string, number>>(text: string, values: unknown[] = []): Promise<T[]> =>
  (await testApp.database.db.$client.query(text, values)).rows as T[];

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((10_000 * part) / whole) / 100 : 0);
const rat = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) / 100 : 0);
const stars = (sum: number, count: number) => (count > 0 ? Math.round((100 * sum) / count) / 100 : null);
const grade = (index: number | null) => (index === null ? null : gradeLabel(index));

/**
 * Paris days of the comparison periods, from the database clock: the current period starts on the
 * same day of the previous month (clamped) and ends today; the previous one has the same length.
 * `ps`/`cs`/`ce` are the instants previous start, current start, current end (exclusive).
 */
const PERIODS = `
  days as (
    select today, (today - interval '1 month')::date as cur_from, today + 1 as cur_to
    from (select (now() at time zone 'Europe/Paris')::date as today) t
  ),
  periods as (
    select today, cur_to - cur_from as n,
           ((cur_from - (cur_to - cur_from))::timestamp at time zone 'Europe/Paris') as ps,
           (cur_from::timestamp at time zone 'Europe/Paris') as cs,
           (cur_to::timestamp at time zone 'Europe/Paris') as ce
    from days
  )`;

beforeAll(async () => {
  testApp = await buildTestApp();
  await seedDemo(testApp.database.db, { scale: 0.1 });
  admin = await login(testApp.app, 'admin@demo.fr', DEMO_PASSWORD);
  gyms = (await q<{ gym_id: number }>(`select gym_id from gym_staff s join users u on u.id = s.user_id where u.email = 'admin@demo.fr' order by gym_id`)).map(
    (r) => r.gym_id,
  );
  // Read once so that cached answers exist: the burst must make them stale, not just be read fresh.
  await getOk(admin, `/api/gymgeneralstats/${admin.uuid}/${gyms[0]}`);
  const burst = await writeBurst({ url: testApp.database.url, gymId: gyms[0]! });
  expect(burst.ascents).toBeGreaterThan(300);
  await routeSettingWrites();
  await drainStats(testApp.database.db, { wait: true });
  // Levels are a daily snapshot (taken by the seed, before the burst); the recount below derives
  // them from every ascent, so take the snapshot again as the next day's job would.
  await q('delete from climber_levels_state');
  await refreshClimberLevels(testApp.database.db);
}, 300_000);
afterAll(() => testApp?.close());

/**
 * Staff writes of docs/product.md › Route setting through the API, in gym 1, before the recount: new boulders, a
 * boulder that changes circuit (its logged tries move with it), a stripped selection and a whole
 * setting day. The figures below must still equal the raw rows.
 */
async function routeSettingWrites() {
  const gym = gyms[0]!;
  const send = async (method: 'POST' | 'PATCH', url: string, payload: object) => {
    const response = await admin.inject({ method, url, payload });
    expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const typedToday = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
  const [sector] = await q<{ id: number }>(
    `select id from sectors where gym_id = $1 and exists (select 1 from boulders b where b.sector_id = sectors.id and b.closed_at is null) order by id limit 1`,
    [gym],
  );
  const [circuit] = await q<{ id: number; grade: number }>(
    `select id, corresponding_difficulty as grade from gym_difficulties where gym_id = $1 order by position limit 1`,
    [gym],
  );
  for (const name of ['Recompte un', 'Recompte deux'])
    await send('POST', '/api/boulders/', { name, sectorId: sector!.id, difficultyId: circuit!.id, grade: gradeLabel(circuit!.grade) });
  // A logged boulder moves to another circuit of a close grade.
  const [moved] = await q<{ id: number; target: number; version: number }>(
    `select b.id, b.version, d2.id as target from boulders b
     join gym_difficulties d2 on d2.gym_id = b.gym_id and d2.id <> b.gym_difficulty_id and abs(d2.corresponding_difficulty - b.difficulty) <= 3
     where b.gym_id = $1 and b.closed_at is null and exists (select 1 from ascents a where a.boulder_id = b.id)
     order by b.id limit 1`,
    [gym],
  );
  await send('PATCH', `/api/boulders/${moved!.id}/`, { version: moved!.version, difficultyId: moved!.target });
  // Two logged boulders of another sector are stripped today.
  const stripped = await q<{ id: number }>(
    `select b.id from boulders b where b.gym_id = $1 and b.closed_at is null and b.sector_id <> $2 and exists (select 1 from ascents a where ` +
      `a.boulder_id = b.id) order by b.id limit 2`,
    [gym, sector!.id],
  );
  expect((await send('POST', '/api/boulders/strip/', { ids: stripped.map((r) => r.id), date: typedToday })).stripped).toBe(2);
  // A setting day on a third sector keeps one boulder and strips the rest.
  const [third] = await q<{ id: number; keep: number }>(
    `select s.id, (select min(b.id) from boulders b where b.sector_id = s.id and b.closed_at is null) as keep from sectors s
     where s.gym_id = $1 and s.id <> $2 and (select count(*) from boulders b where b.sector_id = s.id and b.closed_at is null) >= 2
       and not exists (select 1 from boulders b where b.sector_id = s.id and b.id = any($3::int[]))
     order by s.id limit 1`,
    [gym, sector!.id, stripped.map((r) => r.id)],
  );
  const draft = await send('POST', `/api/gyms/${gym}/setting-sessions/`, {
    sectorId: third!.id,
    keptBoulderIds: [third!.keep],
    rows: [{ name: 'Séance du recompte', difficultyId: circuit!.id, grade: gradeLabel(circuit!.grade) }],
  });
  await send('POST', `/api/gyms/${gym}/setting-sessions/${draft.id}/validate/`, {});
}

describe('recount of the dashboard', () => {
  it('has activity in both periods (otherwise the comparison proves little)', async () => {
    expect(gyms).toHaveLength(2);
    const [counts] = await q(
      `with ${PERIODS} select count(*) filter (where logged_at >= cs)::int as cur, count(*) filter (where logged_at < cs)::int as prev
       from ascents, periods where gym_id = $1 and logged_at >= ps and logged_at < ce`,
      [gyms[0]],
    );
    expect(counts!.cur).toBeGreaterThan(100);
    expect(counts!.prev).toBeGreaterThan(100);
  });

  it('gymgeneralstats equals counts of connections, (climber, day) sessions, tries and distinct climbers', async () => {
    for (const gym of gyms) {
      const usage = (from: string, to: string) => `
        (select count(*) from connections c where c.gym_id = $1 and c.opened_at >= ${from} and c.opened_at < ${to})::int,
        (select count(*) from (
           select user_id, (logged_at at time zone 'Europe/Paris')::date from ascents where gym_id = $1 and logged_at >= ${from} and logged_at < ${to}
           union
           select user_id, (opened_at at time zone 'Europe/Paris')::date from connections where gym_id = $1 and opened_at >= ${from} and opened_at < ${to}
         ) s)::int,
        (select coalesce(sum(tries), 0) from ascents where gym_id = $1 and logged_at >= ${from} and logged_at < ${to})::int,
        (select count(distinct user_id) from connections where gym_id = $1 and opened_at >= ${from} and opened_at < ${to})::int`;
      const [raw] = await q<{ cur: number[]; prev: number[] }>(
        `with ${PERIODS} select array[${usage('cs', 'ce')}] as cur, array[${usage('ps', 'cs')}] as prev from periods`,
        [gym],
      );
      const difficulties = await q<{ id: number; name: string; grade: number; c1: string; c2: string | null; n: number }>(
        `select d.id, d.name, d.corresponding_difficulty as grade, d.color_1 as c1, d.color_2 as c2,
                (select count(*) from boulders b where b.gym_difficulty_id = d.id and b.closed_at is null)::int as n
         from gym_difficulties d where d.gym_id = $1 order by d.position, d.id`,
        [gym],
      );
      const [active] = await q(`select count(*)::int as n from boulders where gym_id = $1 and closed_at is null`, [gym]);

      const stats = await getOk<GymGeneralStats>(admin, `/api/gymgeneralstats/${admin.uuid}/${gym}`);
      const [cur, prev] = [raw!.cur, raw!.prev];
      expect(stats).toEqual({
        connexionsTotal: cur[0],
        sessionsTotal: cur[1],
        trysTotal: cur[2],
        distinctConnexions: cur[3],
        connexionsTotalLastMonth: prev[0],
        sessionsTotalLastMonth: prev[1],
        trysTotalLastMonth: prev[2],
        distinctConnexionsLastMonth: prev[3],
        difficulties: difficulties.map((d) => ({
          id: d.id,
          difficultyName: d.name,
          difficultyGrade: gradeLabel(d.grade),
          difficultyColor1: d.c1,
          difficultyColor2: d.c2,
          countBoulder: d.n,
        })),
        totalActiveRoutes: active!.n,
        period: expect.any(Object),
      });
      expect(cur[2]).toBeGreaterThan(0);
    }
  });

  it('top-boulders equals the active boulders ranked by raw tries per day', async () => {
    for (const gym of gyms) {
      const rows = await q<{ id: number; tries: number; days: number; toppers: number; ttt: number; star_sum: number; star_count: number }>(
        `with ${PERIODS},
         first_top as (
           select distinct on (a.boulder_id, a.user_id) a.boulder_id, a.user_id, a.logged_at, a.id
           from ascents a join boulders b on b.id = a.boulder_id
           where b.gym_id = $1 and b.closed_at is null and a.topped
           order by a.boulder_id, a.user_id, a.logged_at, a.id
         ),
         to_top as (
           select f.boulder_id, f.user_id, sum(a.tries) as tries
           from first_top f join ascents a on a.boulder_id = f.boulder_id and a.user_id = f.user_id and (a.logged_at, a.id) <= (f.logged_at, f.id)
           group by 1, 2
         )
         select b.id,
                (select coalesce(sum(tries), 0) from ascents where boulder_id = b.id)::int as tries,
                greatest(1, (select today from periods) - (b.created_at at time zone 'Europe/Paris')::date) as days,
                (select count(*) from to_top t where t.boulder_id = b.id)::int as toppers,
                (select coalesce(sum(tries), 0) from to_top t where t.boulder_id = b.id)::int as ttt,
                (select coalesce(sum(stars), 0) from ratings where boulder_id = b.id)::int as star_sum,
                (select count(*) from ratings where boulder_id = b.id)::int as star_count
         from boulders b where b.gym_id = $1 and b.closed_at is null`,
        [gym],
      );
      rows.sort((x, y) => y.tries / y.days - x.tries / x.days || y.tries - x.tries || x.id - y.id);
      const expected = rows.slice(0, 12).map((r) => ({
        id: r.id,
        triesPerDay: rat(r.tries, r.days),
        totalTries: r.tries,
        averageTriesBeforeTop: rat(r.ttt, r.toppers),
        ranking: stars(r.star_sum, r.star_count),
        rankingCount: r.star_count,
      }));
      const cards = await getOk<BoulderCard[]>(admin, `/api/top-boulders/${gym}/`);
      expect(
        cards.map(({ id, triesPerDay, totalTries, averageTriesBeforeTop, ranking, rankingCount }) => ({
          id,
          triesPerDay,
          totalTries,
          averageTriesBeforeTop,
          ranking,
          rankingCount,
        })),
      ).toEqual(expected);
    }
  });

  it('sectorsoverview and comments equal the raw rows', async () => {
    for (const gym of gyms) {
      const sectors = await q(
        `select s.id, (select count(*) from boulders b where b.sector_id = s.id and b.closed_at is null)::int as "countBoulders",
                (select to_char(opened_at, 'YYYY-MM-DD') from sector_openings o where o.sector_id = s.id order by opened_at desc,
                  id desc limit 1) as "openingDate",
                (select to_char(planned_closing, 'YYYY-MM-DD') from sector_openings o where o.sector_id = s.id order by opened_at desc,
                  id desc limit 1) as "plannedClosingDate"
         from sectors s where s.gym_id = $1
         order by "plannedClosingDate" nulls last, s.position, s.name, s.id`,
        [gym],
      );
      const answer = await getOk<{ id: number; countBoulders: number; openingDate: string | null; plannedClosingDate: string | null }[]>(
        admin,
        `/api/sectorsoverview/${admin.uuid}/${gym}`,
      );
      expect(answer.map(({ id, countBoulders, openingDate, plannedClosingDate }) => ({ id, countBoulders, openingDate, plannedClosingDate }))).toEqual(sectors);
      // Comments hidden by moderation are in no list (docs/product.md › Climbers: moderation).
      const comments = await q<{ id: number }>(`select id from comments where gym_id = $1 and hidden_at is null order by created_at desc, id desc`, [gym]);
      expect((await getOk<{ id: number }[]>(admin, `/api/gym-comments/${gym}/`)).map((c) => c.id)).toEqual(comments.map((c) => c.id));
      expect((await getOk<{ id: number }[]>(admin, `/api/latest-gym-route-comments/${gym}/`)).map((c) => c.id)).toEqual(comments.slice(0, 10).map((c) => c.id));
    }
  });
});

/** Per difficulty and period: raw tries, climbers, and (climber, boulder) pairs with their first-ever log. */
const CIRCUIT_RECOUNT = `
  with ${PERIODS},
  logs as (
    select a.*, b.gym_difficulty_id as difficulty, case when a.logged_at >= p.cs then 'cur' else 'prev' end as period,
           case when a.logged_at >= p.cs then p.cs else p.ps end as period_start
    from ascents a join boulders b on b.id = a.boulder_id, periods p
    where a.gym_id = $1 and a.logged_at >= p.ps and a.logged_at < p.ce
  ),
  first_log as (
    select distinct on (boulder_id, user_id) boulder_id, user_id, logged_at, tries, topped from ascents order by boulder_id, user_id, logged_at, id
  ),
  pair as (
    select l.difficulty, l.period, l.boulder_id, l.user_id, min(l.period_start) as period_start,
           bool_or(l.topped) as topped_in_period
    from logs l group by 1, 2, 3, 4
  ),
  pair_facts as (
    select p.*,
           (f.logged_at >= p.period_start and f.topped and f.tries = 1) as flashed_in_period
    from pair p join first_log f using (boulder_id, user_id)
  )
  select d.id, per.period,
         (select coalesce(sum(tries), 0) from logs l where l.difficulty = d.id and l.period = per.period)::int as tries,
         (select count(distinct user_id) from logs l where l.difficulty = d.id and l.period = per.period)::int as climbers,
         (select count(*) from pair_facts f where f.difficulty = d.id and f.period = per.period)::int as pairs,
         (select count(*) from pair_facts f where f.difficulty = d.id and f.period = per.period and f.topped_in_period)::int as topped,
         (select count(*) from pair_facts f where f.difficulty = d.id and f.period = per.period and f.flashed_in_period)::int as flashed
  from gym_difficulties d cross join (values ('cur'), ('prev')) per(period)
  where d.gym_id = $1`;

describe('recount of the circuits', () => {
  it('every header row equals the raw ascents of each period', async () => {
    for (const gym of gyms) {
      const raw = await q<{ id: number; period: string; tries: number; climbers: number; pairs: number; topped: number }>(CIRCUIT_RECOUNT, [gym]);
      const [{ n }] = (await q(`with ${PERIODS} select n from periods`)) as [{ n: number }];
      const counts = await q<{ id: number; total: number; l1: number; l2: number; l3: number }>(
        `select d.id, count(b.id)::int as total, (count(b.id) filter (where b.level = -1))::int as l1,
                (count(b.id) filter (where b.level = 0))::int as l2, (count(b.id) filter (where b.level not in (-1, 0)))::int as l3
         from gym_difficulties d left join boulders b on b.gym_difficulty_id = d.id and b.closed_at is null
         where d.gym_id = $1 group by d.id`,
        [gym],
      );
      const rows = await getOk<CircuitHeader[]>(admin, `/api/difficulty-circuit-header/${gym}`);
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(counts.map((c) => c.id).sort((a, b) => a - b));
      for (const row of rows) {
        const cur = raw.find((r) => r.id === row.id && r.period === 'cur')!;
        const prev = raw.find((r) => r.id === row.id && r.period === 'prev')!;
        const count = counts.find((c) => c.id === row.id)!;
        expect(row).toMatchObject({
          boulder_count: count.total,
          level1_count: count.l1,
          level2_count: count.l2,
          level3_count: count.l3,
          tries_total: cur.tries,
          tries_per_day: rat(cur.tries, n),
          success_rate: pct(cur.topped, cur.pairs),
          active_climbers: cur.climbers,
          tries_total_last_month: prev.tries,
          tries_per_day_last_month: rat(prev.tries, n),
          success_rate_last_month: pct(prev.topped, prev.pairs),
          active_climbers_last_month: prev.climbers,
        });
      }
      expect(rows.some((r) => r.tries_total > 0 && r.tries_total_last_month > 0)).toBe(true);
    }
  });

  it('every full details equals the raw flashes, first tops, proposals and ratings', async () => {
    const gym = gyms[0]!;
    const raw = await q<{ id: number; period: string; pairs: number; flashed: number }>(CIRCUIT_RECOUNT, [gym]);
    const difficulties = await q<{ id: number }>(`select id from gym_difficulties where gym_id = $1`, [gym]);
    for (const { id } of difficulties) {
      const [details] = await getOk<CircuitFullDetails[]>(admin, `/api/difficulty-circuit-full-details/${gym}/${id}`);
      const firstTops = await q<{ period: string; n: number; sum: number }>(
        `with ${PERIODS},
         first_top as (
           select distinct on (a.boulder_id, a.user_id) a.boulder_id, a.user_id, a.logged_at, a.id
           from ascents a join boulders b on b.id = a.boulder_id
           where b.gym_difficulty_id = $1 and a.topped order by a.boulder_id, a.user_id, a.logged_at, a.id
         )
         select case when f.logged_at >= p.cs then 'cur' else 'prev' end as period, count(*)::int as n,
                sum((select sum(a.tries) from ascents a where a.boulder_id = f.boulder_id and a.user_id = f.user_id and (a.logged_at,
                  a.id) <= (f.logged_at, f.id)))::int as sum
         from first_top f, periods p where f.logged_at >= p.ps and f.logged_at < p.ce group by 1`,
        [id],
      );
      const [proposals] = await q<{ cur: number | null; prev: number | null }>(
        `with ${PERIODS}
         select round(avg(g.grade) filter (where g.created_at >= p.cs and g.created_at < p.ce and b.created_at < p.ce
                                              and (b.closed_at is null or b.closed_at >= p.cs)))::int as cur,
                round(avg(g.grade) filter (where g.created_at >= p.ps and g.created_at < p.cs and b.created_at < p.cs
                                              and (b.closed_at is null or b.closed_at >= p.ps)))::int as prev
         from grade_proposals g join boulders b on b.id = g.boulder_id, periods p
         where b.gym_difficulty_id = $1`,
        [id],
      );
      const [rating] = await q(
        `select coalesce(sum(r.stars), 0)::int as sum, count(*)::int as count
         from ratings r join boulders b on b.id = r.boulder_id where b.gym_difficulty_id = $1 and b.closed_at is null`,
        [id],
      );
      const comments = await q<{ id: number }>(
        `select c.id from comments c join boulders b on b.id = c.boulder_id
         where b.gym_difficulty_id = $1 and b.closed_at is null and c.hidden_at is null order by c.created_at desc, c.id desc`,
        [id],
      );
      const active = await q<{ id: number }>(`select id from boulders where gym_difficulty_id = $1 and closed_at is null order by id`, [id]);
      const cur = raw.find((r) => r.id === id && r.period === 'cur')!;
      const prev = raw.find((r) => r.id === id && r.period === 'prev')!;
      const top = (period: string) => firstTops.find((t) => t.period === period) ?? { n: 0, sum: 0 };
      expect(details).toMatchObject({
        flash_rate: pct(cur.flashed, cur.pairs),
        flash_rate_last_month: pct(prev.flashed, prev.pairs),
        average_tries_before_top: rat(top('cur').sum, top('cur').n),
        average_tries_before_top_last_month: rat(top('prev').sum, top('prev').n),
        average_grade: grade(proposals!.cur),
        average_grade_last_month: grade(proposals!.prev),
        rank: stars(rating!.sum!, rating!.count!),
        rank_count: rating!.count,
      });
      expect(details!.comments.map((c) => c.id)).toEqual(comments.map((c) => c.id));
      expect(details!.boulders.map((b) => b.id).sort((a, b) => a - b)).toEqual(active.map((b) => b.id));
      const tpd = details!.boulders.map((b) => b.triesPerDay);
      expect(tpd).toEqual([...tpd].sort((a, b) => b - a));
    }
  });
});

describe('recount of a sector', () => {
  /** Raw figures of the boulders of one opening. */
  async function openingRecount(openingId: number) {
    const [row] = await q<{
      tries: number;
      pairs: number;
      toppers: number;
      flashers: number;
      ttt: number;
      grade: number | null;
      star_sum: number;
      star_count: number;
    }>(
      `with bs as (select id from boulders where sector_opening_id = $1),
       pairs as (select distinct boulder_id, user_id from ascents where boulder_id in (select id from bs)),
       first_log as (
         select distinct on (boulder_id, user_id) boulder_id, user_id, tries, topped from ascents
         where boulder_id in (select id from bs) order by boulder_id, user_id, logged_at, id
       ),
       first_top as (
         select distinct on (boulder_id, user_id) boulder_id, user_id, logged_at, id from ascents
         where boulder_id in (select id from bs) and topped order by boulder_id, user_id, logged_at, id
       )
       select (select coalesce(sum(tries), 0) from ascents where boulder_id in (select id from bs))::int as tries,
              (select count(*) from pairs)::int as pairs,
              (select count(*) from first_top)::int as toppers,
              (select count(*) from first_log where topped and tries = 1)::int as flashers,
              (select coalesce(sum((select sum(a.tries) from ascents a where a.boulder_id = f.boulder_id and a.user_id = f.user_id
                                    and (a.logged_at, a.id) <= (f.logged_at, f.id))), 0) from first_top f)::int as ttt,
              (select round(avg(grade))::int from grade_proposals where boulder_id in (select id from bs)) as grade,
              (select coalesce(sum(stars), 0) from ratings where boulder_id in (select id from bs))::int as star_sum,
              (select count(*) from ratings where boulder_id in (select id from bs))::int as star_count`,
      [openingId],
    );
    return row!;
  }

  it('sector-details-by-id equals the raw figures of its current and previous openings, routes included', async () => {
    const gym = gyms[0]!;
    // The open sector with the most logs on its current opening, among those with a previous opening.
    const [chosen] = await q<{ sector_id: number }>(
      `select o.sector_id from sector_openings o join sectors s on s.id = o.sector_id
       where s.gym_id = $1 and o.closed_at is null
         and exists (select 1 from sector_openings p where p.sector_id = o.sector_id and p.opened_at < o.opened_at)
       order by (select count(*) from ascents a join boulders b on b.id = a.boulder_id where b.sector_opening_id = o.id) desc, o.sector_id
       limit 1`,
      [gym],
    );
    const sectorId = chosen!.sector_id;
    const openings = await q<{ id: number; opened: string; planned: string | null; end_day: string; days: number }>(
      `select o.id, to_char(o.opened_at, 'YYYY-MM-DD') as opened, to_char(o.planned_closing, 'YYYY-MM-DD') as planned,
              greatest(1, coalesce(o.closed_at, lead(o.opened_at) over w, (now() at time zone 'Europe/Paris')::date) - o.opened_at) as days
       from sector_openings o where o.sector_id = $1
       window w as (order by o.opened_at, o.id)
       order by o.opened_at desc, o.id desc limit 2`,
      [sectorId],
    );
    const [current, previous] = openings as [(typeof openings)[0], (typeof openings)[0]];
    const [now, before] = [await openingRecount(current.id), await openingRecount(previous.id)];
    expect(now.tries).toBeGreaterThan(0);

    const details = await getOk<SectorDetails>(admin, `/api/sector-details-by-id/${sectorId}/`);
    expect(details).toMatchObject({
      sectorId,
      totalSectorTries: now.tries,
      totalSectorTriesLastSector: before.tries,
      triesPerDay: rat(now.tries, current.days),
      triesPerDayLastSector: rat(before.tries, previous.days),
      averageGrade: grade(now.grade),
      averageGradeLastSector: grade(before.grade),
      percentageSuccess: pct(now.toppers, now.pairs),
      percentageSuccessLastSector: pct(before.toppers, before.pairs),
      percentageFlash: pct(now.flashers, now.pairs),
      percentageLastSector: pct(before.flashers, before.pairs),
      averageTriesBeforeTop: rat(now.ttt, now.toppers),
      averageTriesBeforeTopLastSector: rat(before.ttt, before.toppers),
      ranking: stars(now.star_sum, now.star_count),
      rankingCount: now.star_count,
      openingDate: current.opened,
      closingDate: current.planned,
      previousOpeningDate: previous.opened,
    });

    // Routes: the current opening's boulders by grade, each with its all-time and same-level figures.
    const routes = await q<{
      id: number;
      tries: number;
      days: number;
      pairs: number;
      toppers: number;
      flashers: number;
      ttt: number;
      s_pairs: number;
      s_toppers: number;
      s_flashers: number;
      s_ttt: number;
    }>(
      `with ${PERIODS},
       level as (
         select distinct on (t.user_id) t.user_id, t.difficulty
         from (
           select a.user_id, b.gym_difficulty_id as difficulty
           from ascents a join boulders b on b.id = a.boulder_id, periods p
           where a.gym_id = $2 and a.topped and a.logged_at >= ((p.today - 90)::timestamp at time zone 'Europe/Paris') and a.logged_at < p.ce
           group by 1, 2 having count(distinct a.boulder_id) >= 3
         ) t join gym_difficulties d on d.id = t.difficulty
         order by t.user_id, d.corresponding_difficulty desc, d.position desc
       ),
       bs as (select b.*, d.corresponding_difficulty from boulders b join gym_difficulties d on d.id = b.gym_difficulty_id where b.sector_opening_id = $1),
       first_log as (
         select distinct on (boulder_id, user_id) boulder_id, user_id, tries, topped from ascents
         where boulder_id in (select id from bs) order by boulder_id, user_id, logged_at, id
       ),
       first_top as (
         select distinct on (boulder_id, user_id) f.boulder_id, f.user_id, f.logged_at, f.id,
                (select sum(a.tries) from ascents a where a.boulder_id = f.boulder_id and a.user_id = f.user_id and (a.logged_at,
                  a.id) <= (f.logged_at, f.id)) as ttt
         from ascents f where f.boulder_id in (select id from bs) and f.topped order by f.boulder_id, f.user_id, f.logged_at, f.id
       ),
       facts as (
         select l.boulder_id, l.user_id, l.tries = 1 and l.topped as flashed, t.ttt, t.boulder_id is not null as topped,
                exists (select 1 from level v join bs on bs.id = l.boulder_id where v.user_id = l.user_id and v.difficulty = bs.gym_difficulty_id) as same
         from first_log l left join first_top t using (boulder_id, user_id)
       )
       select bs.id,
              (select coalesce(sum(tries), 0) from ascents where boulder_id = bs.id)::int as tries,
              greatest(1, coalesce((bs.closed_at at time zone 'Europe/Paris')::date,
                (select today from periods)) - (bs.created_at at time zone 'Europe/Paris')::date) as days,
              (select count(*) from facts where boulder_id = bs.id)::int as pairs,
              (select count(*) from facts where boulder_id = bs.id and topped)::int as toppers,
              (select count(*) from facts where boulder_id = bs.id and flashed)::int as flashers,
              (select coalesce(sum(ttt), 0) from facts where boulder_id = bs.id)::int as ttt,
              (select count(*) from facts where boulder_id = bs.id and same)::int as s_pairs,
              (select count(*) from facts where boulder_id = bs.id and same and topped)::int as s_toppers,
              (select count(*) from facts where boulder_id = bs.id and same and flashed)::int as s_flashers,
              (select coalesce(sum(ttt), 0) from facts where boulder_id = bs.id and same)::int as s_ttt
       from bs order by bs.difficulty, bs.corresponding_difficulty, bs.name, bs.id`,
      [current.id, gym],
    );
    expect(routes.some((r) => r.s_pairs > 0)).toBe(true);
    expect(details.routes.map((r) => ({ id: r.id, ...routeStatistics(r) }))).toEqual(
      routes.map((r) => ({
        id: r.id,
        total_tries: r.tries,
        tries_per_day: rat(r.tries, r.days),
        success_rate: pct(r.toppers, r.pairs),
        success_flash_rate: pct(r.flashers, r.pairs),
        average_tries_before_top: rat(r.ttt, r.toppers),
        success_rate_by_same_level_climbers: pct(r.s_toppers, r.s_pairs),
        success_flash_rate_by_same_level_climbers: pct(r.s_flashers, r.s_pairs),
        average_tries_before_top_by_same_level_climbers: rat(r.s_ttt, r.s_toppers),
      })),
    );
  });

  it('sector-details marks one newest and one next-to-dismantle sector and details the newest', async () => {
    const gym = gyms[0]!;
    const answer = await getOk<SectorDetailsAnswer>(admin, `/api/sector-details/${gym}/`);
    const [newest] = await q<{ sector_id: number }>(
      `select o.sector_id from sectors s
       join lateral (select * from sector_openings where sector_id = s.id order by opened_at desc, id desc limit 1) o on true
       where s.gym_id = $1 order by o.opened_at desc, o.id desc limit 1`,
      [gym],
    );
    const [oldest] = await q<{ sector_id: number }>(
      `select o.sector_id from sectors s
       join lateral (select * from sector_openings where sector_id = s.id order by opened_at desc, id desc limit 1) o on true
       where s.gym_id = $1 and o.closed_at is null and o.planned_closing is not null order by o.planned_closing, o.id limit 1`,
      [gym],
    );
    expect(answer.sectorBasisChoices.filter((c) => c.newest_sector).map((c) => c.id)).toEqual([newest!.sector_id]);
    expect(answer.sectorBasisChoices.filter((c) => c.oldest_sector).map((c) => c.id)).toEqual([oldest!.sector_id]);
    expect(answer.latestSectorDetails).toEqual(await getOk(admin, `/api/sector-details-by-id/${newest!.sector_id}/`));
  });
});
