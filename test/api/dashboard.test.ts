/**
 * Dashboard calls on the statistics scenario (test/helpers/stats-fixtures.ts): every figure is
 * worked out by hand from the scenario's ascents and connections (docs/statistics.md).
 */
import { describe, expect, it, vi } from 'vitest';
import { drainStats } from '../../src/server/jobs/stats-drainer';
import type { BoulderCard, GymGeneralStats, SectorOverview } from '../../src/shared/contract/dashboard';
import type { Comment } from '../../src/shared/contract/routes';
import type { TestApp } from '../helpers/app';
import { login, type LoggedIn } from '../helpers/session';
import { crimpCard, getOk, parisDayAgo, useStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let testApp: TestApp;
let s: StatsScenario;
let setter: LoggedIn;

// With the app's own drainer (off by default in test apps), for the test that waits for it.
useStatsApp((started) => ({ testApp, scenario: s, setter } = started), { STATS_DRAIN_INTERVAL_MS: '1000' });

describe('GET /api/gymgeneralstats/{user}/{gymId}', () => {
  it('counts connections, sessions, tries and distinct connections of both periods from Paris days', async () => {
    const stats = await getOk<GymGeneralStats>(setter, `/api/gymgeneralstats/${setter.uuid}/${s.gym}`);
    expect(stats).toMatchObject({
      // C1 twice on d1, C2 d6, C5 d1 at 00:20, C4 at 00:10 on the first day of the period.
      connexionsTotal: 5,
      // (climber, day) with an ascent or a connection: C1 4, C2 4, C3 4, C4 2, C5 2.
      sessionsTotal: 16,
      trysTotal: 36,
      distinctConnexions: 4,
      connexionsTotalLastMonth: 3,
      // C1 d45 d44 d(P+1), C2 d45 d(P+1) d(P+2), C4 d50 dP (23:45), C5 d42.
      sessionsTotalLastMonth: 9,
      trysTotalLastMonth: 13,
      distinctConnexionsLastMonth: 2,
      totalActiveRoutes: 4,
    });
    expect(stats.period.days).toBe(s.periodDays);
    expect(stats.period).toMatchObject({ to: parisDayAgo(0), from: parisDayAgo(s.periodDays - 1), previousTo: parisDayAgo(s.periodDays) });
  });

  it('lists every difficulty in position order with its active boulders, 0 included', async () => {
    const stats = await getOk<GymGeneralStats>(setter, `/api/gymgeneralstats/${setter.uuid}/${s.gym}`);
    expect(stats.difficulties).toEqual([
      { id: s.difficulties.green, difficultyName: 'Vert', difficultyGrade: '5A', difficultyColor1: '#2f9e44', difficultyColor2: '#ffffff', countBoulder: 1 },
      { id: s.difficulties.blue, difficultyName: 'Bleu', difficultyGrade: '6A', difficultyColor1: '#1c7ed6', difficultyColor2: null, countBoulder: 3 },
      { id: s.difficulties.black, difficultyName: 'Noir', difficultyGrade: '7A', difficultyColor1: '#000000', difficultyColor2: null, countBoulder: 0 },
    ]);
  });

  it("follows new logs within seconds, folded in by the app's own drainer", async () => {
    const { app } = testApp;
    const marketing = await login(app, s.staff.marketing.email, s.staff.marketing.password);
    const stats = () => getOk<GymGeneralStats>(marketing, `/api/gymgeneralstats/${marketing.uuid}/${s.gym}`);
    const before = await stats();
    // Straight into the table, as a climber's app would: nothing here drains the queue but the app.
    await testApp.database.db.$client.query(`insert into connections (user_id, gym_id, opened_at) values ($1, $2, now() - interval '1 minute')`, [
      s.climbers[2],
      s.gym,
    ]);
    await vi.waitFor(async () => expect((await stats()).connexionsTotal).toBe(before.connexionsTotal + 1), { timeout: 10_000, interval: 100 });
    await testApp.database.db.$client.query(`delete from connections where user_id = $1 and gym_id = $2 and opened_at > now() - interval '1 hour'`, [
      s.climbers[2],
      s.gym,
    ]);
    await vi.waitFor(async () => expect(await stats()).toEqual(before), { timeout: 10_000, interval: 100 });
  });
});

describe('GET /api/top-boulders/{gymId}/', () => {
  it('ranks active boulders by tries per day, ties by total tries then id', async () => {
    const cards = await getOk<BoulderCard[]>(setter, `/api/top-boulders/${s.gym}/`);
    expect(cards.map((c) => c.name)).toEqual(['Réglette', 'Toit', 'Arête', 'Dièdre']);
    expect(cards[0]).toEqual(crimpCard(s));
    expect(cards[1]).toMatchObject({
      id: s.boulders.roof,
      level: -1,
      gripColor: null,
      triesPerDay: 0.6,
      totalTries: 6,
      averageTriesBeforeTop: 1.5,
      ranking: 3,
      rankingCount: 1,
    });
    expect(cards[2]).toMatchObject({
      id: s.boulders.arete,
      sectorName: 'Dévers',
      triesPerDay: 0.6,
      totalTries: 3,
      averageTriesBeforeTop: 1,
      ranking: null,
      rankingCount: 0,
    });
    expect(cards[3]).toMatchObject({ id: s.boulders.dihedral, triesPerDay: 0.6, totalTries: 3, averageTriesBeforeTop: 3, ranking: null, rankingCount: 0 });
  });
});

describe('GET /api/latest-gym-route-comments/{gymId}/', () => {
  it("answers the gym's comments newest first as Comment entities", async () => {
    const comments = await getOk<Comment[]>(setter, `/api/latest-gym-route-comments/${s.gym}/`);
    expect(comments.map((c) => c.id)).toEqual([s.comments.roof, s.comments.crimp, s.comments.old]);
    expect(comments[0]).toEqual({
      id: s.comments.roof,
      comment: 'Trop dur pour un bleu !',
      created_at: expect.any(String),
      user: { first_name: 'Charles', last_name: 'Trois', profile_picture: null },
      route: { id: s.boulders.roof, picture: null, name: 'Toit', level: -1, sector: { name: 'Dalle' }, gym_difficulty: { svg: '<svg data-name="Bleu"/>' } },
    });
  });

  it('keeps only the 10 latest', async () => {
    const db = testApp.database.db;
    const extra = await db.$client.query<{ id: number }>(
      `insert into comments (boulder_id, gym_id, user_id, comment, created_at)
       select $1, $2, $3, 'Commentaire ' || i, now() - (i || ' minutes')::interval from generate_series(1, 12) i returning id`,
      [s.boulders.arete, s.gym, s.climbers[4]],
    );
    // Climbers' comments reach the cached answers with the next drain.
    await drainStats(db, { wait: true });
    try {
      const comments = await getOk<Comment[]>(setter, `/api/latest-gym-route-comments/${s.gym}`);
      expect(comments.map((c) => c.comment)).toEqual(Array.from({ length: 10 }, (_, i) => `Commentaire ${i + 1}`));
    } finally {
      await db.$client.query('delete from comments where id = any($1::int[])', [extra.rows.map((r) => r.id)]);
    }
  });
});

describe('GET /api/sectorsoverview/{user}/{gymId}', () => {
  it('lists sectors by planned closing day, unplanned last, with active boulders and the current opening', async () => {
    const sectors = await getOk<SectorOverview[]>(setter, `/api/sectorsoverview/${setter.uuid}/${s.gym}`);
    expect(sectors).toEqual([
      { id: s.sectors.wall, name: 'Mur', countBoulders: 0, openingDate: parisDayAgo(60), plannedClosingDate: parisDayAgo(8) },
      { id: s.sectors.slab, name: 'Dalle', countBoulders: 2, openingDate: parisDayAgo(10), plannedClosingDate: parisDayAgo(-20) },
      { id: s.sectors.overhang, name: 'Dévers', countBoulders: 2, openingDate: parisDayAgo(5), plannedClosingDate: parisDayAgo(-30) },
      { id: s.sectors.empty, name: 'Vide', countBoulders: 0, openingDate: null, plannedClosingDate: null },
    ]);
  });
});
