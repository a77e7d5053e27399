/**
 * Circuit calls on the statistics scenario (test/helpers/stats-fixtures.ts). Period figures follow
 * the comparison periods: days 0..P-1 ago are the current period, P..2P-1 the previous one; tries
 * per day divide by P, so those expectations are computed from P.
 */
import { describe, expect, it } from 'vitest';
import type { CircuitFullDetails, CircuitHeader } from '../../src/shared/contract/circuits';
import type { LoggedIn } from '../helpers/session';
import { crimpCard, getOk, useStatsApp, twoDecimals, type StatsScenario } from '../helpers/stats-fixtures';

let s: StatsScenario;
let setter: LoggedIn;

useStatsApp((started) => ({ scenario: s, setter } = started));

const green = () => ({
  id: s.difficulties.green,
  name: 'Vert',
  corresponding_difficulty: '5A',
  color_1: '#2f9e44',
  color_2: '#ffffff',
  svg: '<svg data-name="Vert"/>',
  // Only Réglette is active (level 1 stored, shown level 3).
  boulder_count: 1,
  level1_count: 0,
  level2_count: 0,
  level3_count: 1,
  // Vieux 2+1+2+2+1 and Réglette 16; the 00:30 log of the period's first day is in the current period.
  tries_total: 24,
  tries_per_day: twoDecimals(24, s.periodDays),
  // Pairs (C4 Vieux) (C1 Vieux) (C3 Vieux) (C2 Vieux) (C1 Réglette) (C2 Réglette) (C3 Réglette) (C4 Réglette): 6 of 8 topped.
  success_rate: 75,
  active_climbers: 4,
  // Ancien 3+2+1+4+2 and Vieux 1 (d P at 23:45).
  tries_total_last_month: 13,
  tries_per_day_last_month: twoDecimals(13, s.periodDays),
  // (C1 Ancien) (C2 Ancien) (C4 Vieux) topped, (C4 Ancien) (C5 Ancien) not.
  success_rate_last_month: 60,
  active_climbers_last_month: 4,
});

const blue = () => ({
  id: s.difficulties.blue,
  name: 'Bleu',
  corresponding_difficulty: '6A',
  color_1: '#1c7ed6',
  color_2: null,
  svg: '<svg data-name="Bleu"/>',
  boulder_count: 3,
  level1_count: 1,
  level2_count: 2,
  level3_count: 0,
  tries_total: 12,
  tries_per_day: twoDecimals(12, s.periodDays),
  // (C3 Toit) (C5 Toit) (C3 Arête) (C3 Dièdre) topped; (C2 Toit) (C5 Arête) not.
  success_rate: 66.67,
  active_climbers: 3,
  tries_total_last_month: 0,
  tries_per_day_last_month: 0,
  success_rate_last_month: 0,
  active_climbers_last_month: 0,
});

const black = () => ({
  id: s.difficulties.black,
  name: 'Noir',
  corresponding_difficulty: '7A',
  color_1: '#000000',
  color_2: null,
  svg: '<svg data-name="Noir"/>',
  boulder_count: 0,
  level1_count: 0,
  level2_count: 0,
  level3_count: 0,
  tries_total: 0,
  tries_per_day: 0,
  success_rate: 0,
  active_climbers: 0,
  tries_total_last_month: 0,
  tries_per_day_last_month: 0,
  success_rate_last_month: 0,
  active_climbers_last_month: 0,
});

describe('GET /api/difficulty-circuit-header/{gymId}', () => {
  it('answers one row per difficulty in position order with exact period figures', async () => {
    const rows = await getOk<CircuitHeader[]>(setter, `/api/difficulty-circuit-header/${s.gym}`);
    expect(rows).toEqual([green(), blue(), black()]);
  });

  it('answers the same with a trailing slash', async () => {
    expect(await getOk(setter, `/api/difficulty-circuit-header/${s.gym}/`)).toEqual([green(), blue(), black()]);
  });
});

describe('GET /api/difficulty-circuit-full-details/{gymId}/{difficultySplitId}', () => {
  it('details the green circuit against the previous period', async () => {
    const answer = await getOk<CircuitFullDetails[]>(setter, `/api/difficulty-circuit-full-details/${s.gym}/${s.difficulties.green}`);
    expect(answer).toHaveLength(1);
    const { boulders, comments, ...figures } = answer[0]!;
    expect(figures).toEqual({
      ...green(),
      // Proposals made in the period on boulders open in it: 13 and 14 (mean 13.5, rounded up: 5B), not the
      // late 11 on Ancien (dismantled before the period); before: 11 (4C+).
      average_grade: '5B',
      average_grade_last_month: '4C+',
      // Flashed in the period: C1 on Vieux, C2 on Réglette (C4 flashed Vieux in the previous period): 2 of 8 pairs.
      flash_rate: 25,
      // C2 on Ancien and C4 on Vieux: 2 of 5.
      flash_rate_last_month: 40,
      // First tops in the period: 1 + 2 + 3 (Vieux) + 5 + 1 + 4 (Réglette) = 16 over 6.
      average_tries_before_top: 2.67,
      // 5 (C1 Ancien) + 1 (C2 Ancien) + 1 (C4 Vieux) over 3.
      average_tries_before_top_last_month: 2.33,
      // Réglette's stars 4 and 5 (Ancien is dismantled).
      rank: 4.5,
      rank_count: 2,
    });
    expect(boulders).toEqual([crimpCard(s)]);
    expect(comments.map((c) => c.id)).toEqual([s.comments.crimp]);
  });

  it('details the blue circuit, with no activity in the previous period', async () => {
    const [details] = await getOk<CircuitFullDetails[]>(setter, `/api/difficulty-circuit-full-details/${s.gym}/${s.difficulties.blue}/`);
    const { boulders, comments, ...figures } = details!;
    expect(figures).toEqual({
      ...blue(),
      // 19 and 20: 19.5 rounds up to 20 (6B).
      average_grade: '6B',
      average_grade_last_month: null,
      // C5 flashed Toit, C3 flashed Arête: 2 of 6 pairs.
      flash_rate: 33.33,
      flash_rate_last_month: 0,
      // 2 (C3 Toit) + 1 (C5 Toit) + 1 (C3 Arête) + 3 (C3 Dièdre) over 4.
      average_tries_before_top: 1.75,
      average_tries_before_top_last_month: 0,
      rank: 3,
      rank_count: 1,
    });
    expect(boulders.map((b) => [b.name, b.triesPerDay, b.totalTries])).toEqual([
      ['Toit', 0.6, 6],
      ['Arête', 0.6, 3],
      ['Dièdre', 0.6, 3],
    ]);
    expect(comments.map((c) => c.id)).toEqual([s.comments.roof]);
  });

  it('details a circuit without boulders with zeros', async () => {
    const [details] = await getOk<CircuitFullDetails[]>(setter, `/api/difficulty-circuit-full-details/${s.gym}/${s.difficulties.black}`);
    expect(details).toEqual({
      ...black(),
      average_grade: null,
      average_grade_last_month: null,
      flash_rate: 0,
      flash_rate_last_month: 0,
      average_tries_before_top: 0,
      average_tries_before_top_last_month: 0,
      rank: null,
      rank_count: 0,
      boulders: [],
      comments: [],
    });
  });
});
