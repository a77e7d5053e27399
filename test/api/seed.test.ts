import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestState } from '../../src/shared/domain/contest-rules';
import type { Database } from '../../src/server/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, resetDatabase, seedDemo, type SeedSummary } from '../../src/server/seed';
import { parseSeedArguments } from '../../src/server/seed/cli-args';
import { DEMO_PHOTOS_PER_GYM } from '../../src/server/seed/photos';
import { verifyPassword } from '../../src/server/services/passwords';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

// 22:00 in Paris (CEST): the data ends three days after the spring contest.
const NOW = new Date('2025-05-20T20:00:00Z');
const SCALE = 0.05;

let first: TestDatabase;
let second: TestDatabase;
let firstSummary: SeedSummary;
let secondSummary: SeedSummary;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  expect(await isDatabaseEmpty(first.db)).toBe(true);
  firstSummary = await seedDemo(first.db, { scale: SCALE, now: NOW });
  secondSummary = await seedDemo(second.db, { scale: SCALE, now: NOW });
});

afterAll(async () => {
  await Promise.all([first?.drop(), second?.drop()]);
});

async function rows<T>(db: Database, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.$client.query(sql, params)).rows as T[];
}

async function one<T>(db: Database, sql: string, params: unknown[] = []): Promise<T> {
  return (await rows<T>(db, sql, params))[0]!;
}

/** Every demo row except the password hashes (salted at random), as one fingerprint per table. */
const FINGERPRINTED: Record<string, string> = {
  users: 'id, uuid, email, first_name, last_name, gender, profile_picture, home_gym_id, created_at',
  gyms: '*',
  gym_staff: '*',
  gym_difficulties: '*',
  hold_colors: '*',
  tags: '*',
  sectors: '*',
  sector_openings: '*',
  boulders: '*',
  ascents: '*',
  connections: '*',
  ratings: '*',
  grade_proposals: '*',
  comments: '*',
  contests: '*',
  contest_categories: '*',
  contest_boulders: '*',
  contest_competitors: '*',
  contest_results: '*',
  contest_judges: '*',
  contest_result_entries: '*',
  contest_finalists: '*',
  contest_draw_winners: '*',
  partner_gyms: '*',
  boulder_stats: '*',
  announcements: '*',
  announcement_deliveries: 'announcement_id, user_id, channel, sent_at, opened_at',
};

async function fingerprints(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const result: Record<string, { rows: number; md5: string }> = {};
  for (const [table, columns] of Object.entries(FINGERPRINTED)) {
    result[table] = await one(
      db,
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as md5 from (select ${columns} from ${table}) t`,
    );
  }
  return result;
}

describe('seedDemo', () => {
  it('gives the same rows for the same scale and `now`', async () => {
    expect(secondSummary.counts).toEqual(firstSummary.counts);
    const [a, b] = await Promise.all([fingerprints(first.db), fingerprints(second.db)]);
    expect(b).toEqual(a);
    expect(a.ascents!.rows).toBe(firstSummary.counts.ascents);
    expect(a.ascents!.rows).toBeGreaterThan(3_000);
    expect(await isDatabaseEmpty(first.db)).toBe(false);
  });

  it('refuses a database holding data unless asked to reset it, and a reset gives the same demo again', async () => {
    const before = await fingerprints(second.db);
    await expect(seedDemo(second.db, { scale: SCALE, now: NOW })).rejects.toThrow(/reset/);
    await seedDemo(second.db, { scale: SCALE, now: NOW, reset: true });
    expect(await fingerprints(second.db)).toEqual(before);
  });

  it('rejects a scale that is not a positive number', async () => {
    for (const scale of [0, -1, Number.NaN, 1000]) {
      await expect(seedDemo(second.db, { scale, now: NOW, reset: true })).rejects.toThrow(/scale/);
    }
  });

  it('logs every ascent while its boulder is up, in the boulder’s gym, with at least one try', async () => {
    const check = await one<{ outside: number; wrong_gym: number; no_try: number; future: number; total: number }>(
      first.db,
      `select count(*) filter (where a.logged_at < b.created_at or a.logged_at > coalesce(b.closed_at, $1)) ::int as outside,
              count(*) filter (where a.gym_id <> b.gym_id)::int as wrong_gym,
              count(*) filter (where a.tries < 1)::int as no_try,
              count(*) filter (where a.logged_at > $1)::int as future,
              count(*)::int as total
       from ascents a join boulders b on b.id = a.boulder_id`,
      [NOW],
    );
    expect(check).toEqual({ outside: 0, wrong_gym: 0, no_try: 0, future: 0, total: firstSummary.counts.ascents });
    const afterNow = await one<{ n: number }>(
      first.db,
      `select ((select count(*) from boulders where created_at > $1 or closed_at > $1)
             + (select count(*) from connections where opened_at > $1)
             + (select count(*) from ratings where created_at > $1)
             + (select count(*) from grade_proposals where created_at > $1)
             + (select count(*) from comments where created_at > $1)
             + (select count(*) from users where created_at > $1))::int as n`,
      [NOW],
    );
    expect(afterNow.n).toBe(0);
    const feedback = await one<{ early: number }>(
      first.db,
      `select (select count(*) from comments c where c.created_at < (select min(logged_at) from ascents a where a.user_id = c.user_id and ` +
        `a.boulder_id = c.boulder_id and a.topped))::int
            + (select count(*) from ratings r where not exists (select 1 from ascents a where a.user_id = r.user_id and a.boulder_id = r.boulder_id
              and a.topped and a.logged_at <= r.created_at))::int as early`,
    );
    expect(feedback.early).toBe(0);
    // The rollups kept by triggers were rebuilt after the bulk load.
    const rollup = await one<{ logs: number; ascents: number }>(
      first.db,
      'select (select sum(logs) from boulder_stats)::int as logs, (select count(*) from ascents)::int as ascents',
    );
    expect(rollup.logs).toBe(rollup.ascents);
  });

  it('never names two active boulders of a sector alike, in any case (the rule the app enforces)', async () => {
    const twins = await rows<{ sector_id: number; name: string; n: number }>(
      first.db,
      `select sector_id, lower(name) as name, count(*)::int as n from boulders where closed_at is null group by sector_id, lower(name) having count(*) > 1`,
    );
    expect(twins).toEqual([]);
  });

  it('leaves exactly one dismantled sector per gym, every other sector open with active boulders, and late ones', async () => {
    const sectors = await rows<{ gym_id: number; active: number; open: boolean; late: boolean }>(
      first.db,
      `select s.gym_id,
              (select count(*) from boulders b where b.sector_id = s.id and b.closed_at is null)::int as active,
              o.closed_at is null as open,
              o.closed_at is null and o.planned_closing < ($1 at time zone 'Europe/Paris')::date as late
       from sectors s
       join lateral (select * from sector_openings o where o.sector_id = s.id order by opened_at desc limit 1) o on true`,
      [NOW],
    );
    for (const gymId of [1, 2, 3]) {
      const ofGym = sectors.filter((s) => s.gym_id === gymId);
      expect(ofGym.length).toBeGreaterThanOrEqual(8);
      expect(ofGym.length).toBeLessThanOrEqual(12);
      expect(ofGym.filter((s) => s.active === 0)).toEqual([{ gym_id: gymId, active: 0, open: false, late: false }]);
      expect(ofGym.filter((s) => s.active > 0).every((s) => s.open)).toBe(true);
      expect(ofGym.some((s) => s.late)).toBe(true);
    }
    const history = await one<{ closed_boulders_of_open: number; open_boulders_of_closed: number; planned_mismatch: number }>(
      first.db,
      `select count(*) filter (where o.closed_at is null and b.closed_at is not null)::int as closed_boulders_of_open,
              count(*) filter (where o.closed_at is not null and b.closed_at is null)::int as open_boulders_of_closed,
              count(*) filter (where b.planned_dismantling is distinct from o.planned_closing)::int as planned_mismatch
       from boulders b join sector_openings o on o.id = b.sector_opening_id`,
    );
    expect(history).toEqual({ closed_boulders_of_open: 0, open_boulders_of_closed: 0, planned_mismatch: 0 });
    // Boulders opened this month feed the monthly openings leaderboard.
    const thisMonth = await one<{ opened: number; tops: number }>(
      first.db,
      `select (select count(*) from boulders where created_at >= date_trunc('month', $1 at time zone 'Europe/Paris') at time zone ` +
        `'Europe/Paris')::int as opened,
              (select count(*) from ascents where topped and logged_at >= date_trunc('month',
                $1 at time zone 'Europe/Paris') at time zone 'Europe/Paris')::int as tops`,
      [NOW],
    );
    expect(thisMonth.opened).toBeGreaterThan(0);
    expect(thisMonth.tops).toBeGreaterThan(100);
  });

  it('creates the six demo accounts of docs/product.md › Demo data with their exact rights and the demo password', async () => {
    expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
      'admin@demo.fr',
      'chef@demo.fr',
      'ouvreur@demo.fr',
      'media@demo.fr',
      'autre@demo.fr',
      'grimpeur@demo.fr',
    ]);
    const memberships = await rows<{ email: string; gyms: unknown }>(
      first.db,
      `select u.email, coalesce(json_agg(json_build_object('gym', s.gym_id, 'types', s.access_types, 'admin', s.is_admin) order by s.gym_id)
                 filter (where s.gym_id is not null), '[]') as gyms
       from users u left join gym_staff s on s.user_id = u.id
       where u.email like '%@demo.fr' and u.id <= 6 group by u.id order by u.id`,
    );
    expect(memberships).toEqual([
      {
        email: 'admin@demo.fr',
        gyms: [
          { gym: 1, types: ['chief_route_setter'], admin: true },
          { gym: 2, types: ['chief_route_setter'], admin: true },
        ],
      },
      { email: 'chef@demo.fr', gyms: [{ gym: 1, types: ['chief_route_setter'], admin: false }] },
      {
        email: 'ouvreur@demo.fr',
        gyms: [
          { gym: 1, types: ['route_setter'], admin: false },
          { gym: 2, types: ['route_setter'], admin: false },
        ],
      },
      { email: 'media@demo.fr', gyms: [{ gym: 1, types: ['marketing_staff'], admin: false }] },
      { email: 'autre@demo.fr', gyms: [{ gym: 3, types: ['route_setter'], admin: true }] },
      { email: 'grimpeur@demo.fr', gyms: [] },
    ]);
    const admin = await one<{ password_hash: string }>(first.db, `select password_hash from users where email = 'admin@demo.fr'`);
    expect(await verifyPassword(DEMO_PASSWORD, admin.password_hash)).toBe(true);
    const people = await one<{ users: number; emails: number; bad_emails: number; no_hash: number; staff_per_gym: number[] }>(
      first.db,
      `select count(*)::int as users, count(distinct email)::int as emails,
              count(*) filter (where email !~ '^[a-z0-9.-]+@[a-z0-9.-]+\\.[a-z]+$')::int as bad_emails,
              count(*) filter (where password_hash is null)::int as no_hash,
              (select array_agg(n order by gym_id) from (select gym_id, count(*)::int n from gym_staff group by 1) s) as staff_per_gym
       from users`,
    );
    expect(people.emails).toBe(people.users);
    expect(people.bad_emails).toBe(0);
    expect(people.no_hash).toBe(0);
    // Demo staff plus 3 to 5 extra setters per gym.
    expect(people.staff_per_gym[0]).toBeGreaterThanOrEqual(4 + 3);
    expect(people.staff_per_gym[1]).toBeGreaterThanOrEqual(2 + 3);
    expect(people.staff_per_gym[2]).toBeGreaterThanOrEqual(1 + 3);
    const setters = await one<{ not_a_setter: number }>(
      first.db,
      `select count(*)::int as not_a_setter from boulders b
       where not exists (select 1 from gym_staff s where s.gym_id = b.gym_id and s.user_id = b.route_setter_id
                         and s.access_types && array['route_setter', 'chief_route_setter'])`,
    );
    expect(setters.not_a_setter).toBe(0);
  });

  it('keeps colours, circuits and grades consistent', async () => {
    const colors = await rows<{ id: number; name: string; color_code: string }>(first.db, 'select id, name, color_code from hold_colors order by id');
    expect(colors.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const white of [colors[7]!, colors[10]!]) {
      expect(white.name).toMatch(/^Blanc/);
      const rgb = parseInt(white.color_code.slice(1), 16);
      expect(Math.min(rgb >> 16, (rgb >> 8) & 0xff, rgb & 0xff)).toBeGreaterThan(220);
    }
    const gyms = await rows<{ id: number; custom: boolean; extra: boolean; circuits: number; increasing: boolean; bad_svg: number; plan: string }>(
      first.db,
      `select g.id, g.is_custom_difficulty_system_color as custom, g.has_additional_difficulty_grading as extra,
              count(d.id)::int as circuits,
              bool_and(d.corresponding_difficulty > coalesce((select max(p.corresponding_difficulty) from gym_difficulties p where p.gym_id = g.id
                and p.position < d.position), -1)) as increasing,
              count(*) filter (where d.svg not like '<svg %</svg>')::int as bad_svg,
              (select m.content_type from media m where '/media/' || m.id || '.svg' = g.sectors_picture) as plan
       from gyms g join gym_difficulties d on d.gym_id = g.id group by g.id order by g.id`,
    );
    expect(gyms.map((g) => [g.custom, g.extra])).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ]);
    for (const gym of gyms) {
      expect(gym.circuits).toBeGreaterThanOrEqual(6);
      expect(gym.circuits).toBeLessThanOrEqual(8);
      expect(gym.increasing).toBe(true);
      expect(gym.bad_svg).toBe(0);
      expect(gym.plan).toBe('image/svg+xml');
    }
    const boulders = await one<{
      off_grade: number;
      off_level: number;
      off_scale: number;
      gym1_without_color: number;
      bad_height: number;
      missing_tags: number;
    }>(
      first.db,
      `select count(*) filter (where abs(b.difficulty - d.corresponding_difficulty) > 1)::int as off_grade,
              count(*) filter (where b.level <> b.difficulty - d.corresponding_difficulty)::int as off_level,
              count(*) filter (where b.difficulty not between 0 and 39)::int as off_scale,
              count(*) filter (where b.gym_id = 1 and b.hold_color_id is null)::int as gym1_without_color,
              count(*) filter (where b.height_m not between 3.5 and 5)::int as bad_height,
              count(*) filter (where b.tag_steepness_id is null or b.tag_grips_id is null or b.tag_style_id is null)::int as missing_tags
       from boulders b join gym_difficulties d on d.id = b.gym_difficulty_id and d.gym_id = b.gym_id`,
    );
    expect(boulders).toEqual({ off_grade: 0, off_level: 0, off_scale: 0, gym1_without_color: 0, bad_height: 0, missing_tags: 0 });
    const feedback = await one<{ bad_grades: number; bad_stars: number }>(
      first.db,
      `select (select count(*) from grade_proposals where grade not between 0 and 39)::int as bad_grades,
              (select count(*) from ratings where stars not between 1 and 5)::int as bad_stars`,
    );
    expect(feedback).toEqual({ bad_grades: 0, bad_stars: 0 });
    // Uploaded photos (docs/product.md › Route setting: validation): a few active boulders per gym, JPEG with a thumbnail.
    const photos = await rows<{ gym_id: number; n: number; bad: number }>(
      first.db,
      `select b.gym_id, count(*)::int as n,
              count(*) filter (where m.content_type <> 'image/jpeg' or t.content_type <> 'image/jpeg' or b.picture <> '/media/' || m.id || '.jpg' or
                b.closed_at is not null)::int as bad
       from boulders b join media m on m.id = b.media_id join media t on t.id = m.thumbnail_id group by b.gym_id order by b.gym_id`,
    );
    expect(photos).toEqual([1, 2, 3].map((gym_id) => ({ gym_id, n: DEMO_PHOTOS_PER_GYM, bad: 0 })));
    const outlines = await rows<{ width: number; height: number; paths: string[]; label_x: number; label_y: number }>(
      first.db,
      `select (outline->>'width')::int as width, (outline->>'height')::int as height, array(select jsonb_array_elements_text(outline->'paths')) ` +
        `as paths, label_x, label_y from sectors`,
    );
    for (const o of outlines) {
      expect([o.width, o.height]).toEqual([1000, 600]);
      expect(o.paths[0]).toMatch(/^M[\d .L]+Z$/);
      expect(o.label_x).toBeGreaterThan(0);
      expect(o.label_x).toBeLessThan(1000);
      expect(o.label_y).toBeGreaterThan(0);
      expect(o.label_y).toBeLessThan(600);
    }
  });

  it('binds the contests of the public pages to their slugs, dates and refresh intervals', async () => {
    const contests = await rows<{
      slug: string;
      kind: string;
      ends_at: Date;
      refresh_seconds: number;
      draw_count: number;
      boulders: number;
      female: number;
      male: number;
    }>(
      first.db,
      `select c.slug, c.kind, c.ends_at, c.refresh_seconds, c.draw_count,
              (select count(*) from contest_boulders b where b.contest_id = c.id)::int as boulders,
              (select count(*) from contest_competitors p join contest_categories k on k.id = p.category_id where p.contest_id = c.id and k.gender =
                'female')::int as female,
              (select count(*) from contest_competitors p join contest_categories k on k.id = p.category_id where p.contest_id = c.id and k.gender =
                'male')::int as male
       from contests c where c.kind is not null order by c.id`,
    );
    const bySlug = Object.fromEntries(contests.map((c) => [c.slug, c]));
    expect(Object.keys(bySlug).sort()).toEqual(['alea-sorting', 'contest', 'contest-finals', 'contest-junior', 'contestsametime', 'defi-gaston']);
    const expected: Record<string, [string, string, number]> = {
      'defi-gaston': ['vertical_gain', '2025-01-30T19:30:00.000Z', 60],
      contest: ['points', '2025-05-17T19:00:00.000Z', 15],
      contestsametime: ['points', '2025-05-17T16:00:00.000Z', 15],
      'contest-junior': ['points', '2025-05-17T16:00:00.000Z', 15],
    };
    for (const [slug, [kind, endsAt, refresh]] of Object.entries(expected)) {
      expect([bySlug[slug]!.kind, bySlug[slug]!.ends_at.toISOString(), bySlug[slug]!.refresh_seconds]).toEqual([kind, endsAt, refresh]);
    }
    expect([bySlug['contest-finals']!.kind, bySlug['contest-finals']!.refresh_seconds, bySlug['contest-finals']!.boulders]).toEqual(['finals', 15, 4]);
    expect([bySlug['alea-sorting']!.kind, bySlug['alea-sorting']!.refresh_seconds, bySlug['alea-sorting']!.draw_count]).toEqual(['draw', 60, 3]);
    for (const c of contests) {
      expect(c.female).toBeGreaterThanOrEqual(20);
      expect(c.female).toBeLessThanOrEqual(40);
      expect(c.male).toBeGreaterThanOrEqual(20);
      expect(c.male).toBeLessThanOrEqual(40);
      if (c.kind === 'points') expect(c.boulders).toBeGreaterThanOrEqual(20);
    }
    const results = await one<{ draw_winners: number; outside: number; zone_missing: number; no_top_in_draw: number; topped_in_draw: number }>(
      first.db,
      `select (select count(*) from contest_draw_winners w join contests c on c.id = w.contest_id where c.kind is not null)::int as draw_winners,
              (select count(*) from contest_results r join contests c on c.id = r.contest_id where r.logged_at not between c.starts_at and
                c.ends_at)::int as outside,
              (select count(*) from contest_results r join contest_boulders b on b.id = r.contest_boulder_id where b.zone and r.top_attempt is not
                null and r.zone_attempt is null)::int as zone_missing,
              (select count(*) from contest_competitors p join contests c on c.id = p.contest_id and c.slug = 'alea-sorting'
                where not exists (select 1 from contest_results r where r.competitor_id = p.id and r.top_attempt is not null))::int as no_top_in_draw,
              (select count(*) from contest_competitors p join contests c on c.id = p.contest_id and c.slug = 'alea-sorting'
                where exists (select 1 from contest_results r where r.competitor_id = p.id and r.top_attempt is not null))::int as topped_in_draw`,
    );
    expect(results).toMatchObject({ draw_winners: 0, outside: 0, zone_missing: 0 });
    // The draw needs both: people who can win and people who cannot.
    expect(results.no_top_in_draw).toBeGreaterThan(0);
    expect(results.topped_in_draw).toBeGreaterThan(20);
  });

  it('runs three contests of its own around the demo day: registration open, running with results, finished with its final and draw', async () => {
    const contests = await rows<{
      slug: string;
      starts_at: Date;
      ends_at: Date;
      registration_opens_at: Date | null;
      registration_closes_at: Date | null;
      final_count: number | null;
    }>(first.db, `select slug, starts_at, ends_at, registration_opens_at, registration_closes_at, final_count from contests where kind is null order by id`);
    const now = new Date(firstSummary.now);
    expect(
      contests.map((c) => [
        c.slug,
        contestState(
          { startsAt: c.starts_at, endsAt: c.ends_at, registrationOpensAt: c.registration_opens_at, registrationClosesAt: c.registration_closes_at },
          now,
        ),
      ]),
    ).toEqual([
      ['contest-hiver', 'registration_open'],
      ['defi-novembre', 'running'],
      ['open-automne', 'finished'],
    ]);
    const counts = await one<{
      registered: number;
      running_results: number;
      late: number;
      finalists: number;
      final_results: number;
      winners: number;
      judges: number;
      bibs_missing: number;
      entries: number;
    }>(
      first.db,
      `select (select count(*) from contest_competitors p join contests c on c.id = p.contest_id where c.slug = 'contest-hiver')::int as registered,
              (select count(*) from contest_results r join contests c on c.id = r.contest_id where c.slug = 'defi-novembre')::int as running_results,
              (select count(*) from contest_results r join contests c on c.id = r.contest_id where c.kind is null and r.logged_at > $1)::int as late,
              (select count(*) from contest_finalists)::int as finalists,
              (select count(*) from contest_results r join contest_boulders b on b.id = r.contest_boulder_id where b.round = 'final')::int as final_results,
              (select count(*) from contest_draw_winners w join contests c on c.id = w.contest_id where c.slug = 'open-automne')::int as winners,
              (select count(*) from contest_judges)::int as judges,
              (select count(*) from contest_competitors p join contests c on c.id = p.contest_id where c.kind is null and p.bib is null)::int as bibs_missing,
              (select count(*) from contest_result_entries)::int as entries`,
      [now],
    );
    expect(counts.registered).toBeGreaterThan(30);
    expect(counts.running_results).toBeGreaterThan(200);
    expect(counts).toMatchObject({ late: 0, finalists: 12, final_results: 48, winners: 3, judges: 5, bibs_missing: 0 });
    expect(contests[2]!.final_count).toBe(6);
    // Every judged or self-scored result has its entry in the history.
    expect(counts.entries).toBe(
      counts.running_results +
        (
          await one<{ n: number }>(
            first.db,
            `select count(*)::int as n from contest_results r join contests c on c.id = r.contest_id where c.slug = 'open-automne'`,
          )
        ).n,
    );
  });

  it('gives climbers their privacy choices: most ranked, some discreet, the staff and demo accounts confirmed', async () => {
    const [split] = await rows<{ climbers: number; ranked: number; news: number; unconfirmed: number; staffUnconfirmed: number }>(
      first.db,
      `select count(*) filter (where not exists (select 1 from gym_staff s where s.user_id = u.id))::int as climbers,
              count(*) filter (where ranking_consent and not exists (select 1 from gym_staff s where s.user_id = u.id))::int as ranked,
              count(*) filter (where news_consent)::int as news,
              count(*) filter (where email_confirmed_at is null)::int as unconfirmed,
              count(*) filter (where email_confirmed_at is null and exists (select 1 from gym_staff s where s.user_id = u.id))::int as "staffUnconfirmed"
       from users u`,
    );
    expect(split!.ranked / split!.climbers).toBeGreaterThan(0.75);
    expect(split!.ranked).toBeLessThan(split!.climbers);
    expect(split!.news).toBeGreaterThan(0);
    expect(split!.staffUnconfirmed).toBe(0);
    const demo = await rows(
      first.db,
      `select email, ranking_consent, email_confirmed_at is not null as confirmed from users where email like '%@demo.fr' and email in ` +
        `('grimpeur@demo.fr', 'admin@demo.fr')`,
    );
    expect(demo).toEqual(expect.arrayContaining([{ email: 'grimpeur@demo.fr', ranking_consent: true, confirmed: true }]));
  });

  it('files problem reports, open ones (some past 20 hours) and resolved ones with a note, and hides a few comments', async () => {
    const reports = await rows<{ gym_id: number; open: number; late: number; resolved: number; noted: number }>(
      first.db,
      `select gym_id, count(*) filter (where resolved_at is null)::int as open,
              count(*) filter (where resolved_at is null and created_at < $1::timestamptz - interval '20 hours')::int as late,
              count(*) filter (where resolved_at is not null)::int as resolved,
              count(*) filter (where resolution_note is not null)::int as noted
       from problem_reports group by gym_id order by gym_id`,
      [NOW],
    );
    expect(reports.map((r) => r.gym_id)).toEqual([1, 2, 3]);
    expect(reports[0]).toMatchObject({ open: 4, late: 2, resolved: 8, noted: 8 });
    const wrong = await rows(
      first.db,
      `select r.id from problem_reports r join boulders b on b.id = r.boulder_id where b.gym_id <> r.gym_id or b.closed_at is not null`,
    );
    expect(wrong).toEqual([]);
    const hidden = await rows<{ n: number }>(
      first.db,
      `select count(*)::int as n from comments where hidden_at is not null and hidden_reason is not null and hidden_by_id is not null`,
    );
    expect(hidden[0]!.n).toBeGreaterThanOrEqual(2);
    // The staff kept the comments of more than three days ago: the inbox holds the recent ones.
    const [waiting] = await rows<{ recent: number; old: number }>(
      first.db,
      `select count(*) filter (where created_at >= $1::timestamptz - interval '3 days')::int as recent,
              count(*) filter (where created_at < $1::timestamptz - interval '3 days')::int as old
       from comments where hidden_at is null and reviewed_at is null`,
      [NOW],
    );
    expect(waiting).toEqual({ recent: expect.any(Number), old: 0 });
    expect(waiting!.recent).toBeGreaterThan(0);
  });

  it('places every boulder inside its sector on the gym’s plan', async () => {
    const placed = await rows<{ x: number; y: number; outline: { width: number; height: number; paths: string[] } }>(
      first.db,
      `select b.plan_x as x, b.plan_y as y, s.outline from boulders b join sectors s on s.id = b.sector_id where b.closed_at is null`,
    );
    expect(placed.length).toBeGreaterThan(50);
    for (const { x, y, outline } of placed) {
      const points = outline.paths[0]!.replace(/[MZ]/g, '')
        .split('L')
        .map((pair) => pair.trim().split(' ').map(Number) as [number, number]);
      const [px, py] = [x * outline.width, y * outline.height];
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [[xi, yi], [xj, yj]] = [points[i]!, points[j]!];
        if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
      }
      expect(inside).toBe(true);
    }
  });

  it('has announced each recent setting day to the climbers who wanted it, some of whom opened it and came', async () => {
    const announced = await rows<{ gym_id: number; status: string; boulders: number; late: number; told: number; opened: number; came: number }>(
      first.db,
      `select a.gym_id, a.status, cardinality(a.boulder_ids) as boulders,
              (select count(*)::int from boulders b where b.id = any(a.boulder_ids) and (b.gym_id <> a.gym_id or b.created_at > a.sent_at)) as late,
              (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.sent_at is not null) as told,
              (select count(*)::int from announcement_deliveries d where d.announcement_id = a.id and d.opened_at is not null) as opened,
              (select count(distinct d.user_id)::int from announcement_deliveries d where d.announcement_id = a.id and exists (
                 select 1 from ascents s where s.user_id = d.user_id and s.boulder_id = any(a.boulder_ids)
                   and s.logged_at >= a.sent_at and s.logged_at < a.sent_at + interval '7 days')) as came
       from announcements a order by a.id`,
    );
    expect(new Set(announced.map((a) => a.gym_id))).toEqual(new Set([1, 2, 3]));
    for (const a of announced) expect(a).toMatchObject({ status: 'sent', late: 0 });
    expect(announced.some((a) => a.came > 0 && a.opened > 0)).toBe(true);
    // Told: exactly the climbers of that home gym with the consent and a confirmed address before it went.
    const strays = await rows(
      first.db,
      `select d.id from announcement_deliveries d join announcements a on a.id = d.announcement_id join users u on u.id = d.user_id
       where u.home_gym_id <> a.gym_id or not u.news_consent or u.email_confirmed_at is null or u.email_confirmed_at > a.sent_at
          or d.opened_at < d.sent_at or d.opened_at > $1::timestamptz`,
      [NOW],
    );
    expect(strays).toEqual([]);
    const missed = await rows(
      first.db,
      `select u.id from announcements a join users u on u.home_gym_id = a.gym_id and u.news_consent and u.email_confirmed_at < a.sent_at
       where not exists (select 1 from announcement_deliveries d where d.announcement_id = a.id and d.user_id = u.id)`,
    );
    expect(missed).toEqual([]);
  });

  it('lists about 120 partner gyms with kebab-case ids', async () => {
    const partners = await rows<{ id: string; name: string }>(first.db, 'select id, name from partner_gyms');
    expect(partners.length).toBeGreaterThanOrEqual(110);
    expect(partners.length).toBeLessThanOrEqual(130);
    for (const p of partners) expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('moves the id sequences past the demo ids, and resetDatabase empties everything', async () => {
    const { id } = await one<{ id: number }>(second.db, `insert into tags (gym_id, kind, name) values (1, 'style', 'Test') returning id`);
    expect(id).toBe((await one<{ max: number }>(second.db, 'select max(id)::int as max from tags where id <> $1', [id])).max + 1);
    await resetDatabase(second.db);
    expect(await isDatabaseEmpty(second.db)).toBe(true);
    const leftovers = await one<{ n: number }>(
      second.db,
      `select ((select count(*) from ascents) + (select count(*) from boulders) + (select count(*) from partner_gyms) + (select count(*) from hold_colors)
              + (select count(*) from boulder_stats))::int as n`,
    );
    expect(leftovers.n).toBe(0);
  });
});

describe('parseSeedArguments', () => {
  it('reads --reset, --scale and --now', () => {
    expect(parseSeedArguments([])).toEqual({ help: false, reset: false, scale: 1 });
    expect(parseSeedArguments(['--reset', '--scale', '10'])).toEqual({ help: false, reset: true, scale: 10 });
    expect(parseSeedArguments(['--scale=0.5', '--now', '2025-05-20'])).toEqual({
      help: false,
      reset: false,
      scale: 0.5,
      now: new Date('2025-05-20T20:00:00Z'),
    });
    expect(parseSeedArguments(['--now=2025-01-10']).now).toEqual(new Date('2025-01-10T21:00:00Z'));
  });

  it('rejects bad values with a clear message', () => {
    expect(() => parseSeedArguments(['--scale', 'abc'])).toThrow('--scale must be a number above 0');
    expect(() => parseSeedArguments(['--scale', '0'])).toThrow('--scale must be a number above 0');
    expect(() => parseSeedArguments(['--scale=-2'])).toThrow('--scale must be a number above 0');
    expect(() => parseSeedArguments(['--scale', '-2'])).toThrow("use '--scale=-XYZ'");
    expect(() => parseSeedArguments(['--reset=oui'])).toThrow('--reset takes no value');
    expect(() => parseSeedArguments(['--scale'])).toThrow('--scale needs a value');
    expect(() => parseSeedArguments(['--now', '2025-02-30'])).toThrow('not a calendar date');
    expect(() => parseSeedArguments(['--now', 'demain'])).toThrow('--now must be a date');
    expect(() => parseSeedArguments(['--force'])).toThrow('Unknown argument: --force');
  });
});
