/**
 * Sector calls on the statistics scenario (test/helpers/stats-fixtures.ts): the current opening of
 * a sector against its previous opening, every figure worked out by hand (docs/statistics.md).
 */
import { describe, expect, it } from 'vitest';
import type { Route } from '../../src/shared/contract/routes';
import type { SectorDetails, SectorDetailsAnswer } from '../../src/shared/contract/sectors';
import type { LoggedIn } from '../helpers/session';
import { getOk, parisDayAgo, routeStatistics, SLAB_OUTLINE, useStatsApp, type StatsScenario } from '../helpers/stats-fixtures';

let s: StatsScenario;
let setter: LoggedIn;

useStatsApp((started) => ({ scenario: s, setter } = started));

describe('GET /api/sector-details/{gymId}/', () => {
  it('marks the newest sector and the open sector next to be dismantled, with outlines and pictures', async () => {
    const answer = await getOk<SectorDetailsAnswer>(setter, `/api/sector-details/${s.gym}/`);
    expect(answer.gymPicture).toBe('/plan-stats.svg');
    expect(answer.sectorBasisChoices).toEqual([
      // Earliest planned closing among open sectors (the wall's is earlier, but it is dismantled).
      { id: s.sectors.slab, name: 'Dalle', polyline: SLAB_OUTLINE, picture_sector: '/dalle.jpg', x: 12.5, y: 40, newest_sector: false, oldest_sector: true },
      // Most recent current opening (d5).
      { id: s.sectors.overhang, name: 'Dévers', polyline: null, picture_sector: '/devers.jpg', x: 50, y: 60, newest_sector: true, oldest_sector: false },
      { id: s.sectors.wall, name: 'Mur', polyline: null, picture_sector: null, x: 0, y: 0, newest_sector: false, oldest_sector: false },
      { id: s.sectors.empty, name: 'Vide', polyline: null, picture_sector: null, x: 0, y: 0, newest_sector: false, oldest_sector: false },
    ]);
  });

  it('details the newest sector, which has no previous opening', async () => {
    const { latestSectorDetails: details } = await getOk<SectorDetailsAnswer>(setter, `/api/sector-details/${s.gym}`);
    expect(details).not.toBeNull();
    const { routes, ...figures } = details!;
    expect(figures).toEqual({
      sectorId: s.sectors.overhang,
      sectorName: 'Dévers',
      sectorPicture: '/devers.jpg',
      sectorSvg: null,
      // Arête 1 + 2 tries, Dièdre 3 tries, over the 5 days since d5.
      totalSectorTries: 6,
      totalSectorTriesLastSector: 0,
      triesPerDay: 1.2,
      triesPerDayLastSector: 0,
      // One proposal: 6B.
      averageGrade: '6B',
      averageGradeLastSector: null,
      // Pairs: (C3, Arête) flash, (C5, Arête) no top, (C3, Dièdre) top in 3.
      percentageSuccess: 66.67,
      percentageSuccessLastSector: 0,
      percentageFlash: 33.33,
      percentageLastSector: 0,
      averageTriesBeforeTop: 2,
      averageTriesBeforeTopLastSector: 0,
      ranking: null,
      rankingCount: 0,
      comments: [],
      openingDate: parisDayAgo(5),
      closingDate: parisDayAgo(-30),
      previousOpeningDate: null,
      dismantledDate: null,
    });
    // Sorted by grade: Dièdre 6A before Arête 6A+.
    expect(routes.map((r) => [r.name, r.difficulty])).toEqual([
      ['Dièdre', '6A'],
      ['Arête', '6A+'],
    ]);
  });
});

describe('GET /api/sector-details-by-id/{sectorId}/', () => {
  it('compares the current opening with the previous one', async () => {
    const details = await getOk<SectorDetails>(setter, `/api/sector-details-by-id/${s.sectors.slab}/`);
    const { routes, comments, ...figures } = details;
    expect(figures).toEqual({
      sectorId: s.sectors.slab,
      sectorName: 'Dalle',
      sectorPicture: '/dalle.jpg',
      sectorSvg: SLAB_OUTLINE,
      // Réglette 16 + Toit 6, over the 10 days since d10; before: Ancien 12 tries from d70 to d40.
      totalSectorTries: 22,
      totalSectorTriesLastSector: 12,
      triesPerDay: 2.2,
      triesPerDayLastSector: 0.4,
      // Proposals 13, 14 and 19: mean 15.33, grade 15 = 5B+; before: 11 and 11 = 4C+.
      averageGrade: '5B+',
      averageGradeLastSector: '4C+',
      // 7 (climber, boulder) pairs, 5 topped, 2 flashed (C2 Réglette, C5 Toit); before 4 pairs, 2 topped, 1 flash.
      percentageSuccess: 71.43,
      percentageSuccessLastSector: 50,
      percentageFlash: 28.57,
      percentageLastSector: 25,
      // Tries up to the first top: 5 + 1 + 4 + 2 + 1 = 13 over 5 tops; before (5 + 1) / 2.
      averageTriesBeforeTop: 2.6,
      averageTriesBeforeTopLastSector: 3,
      // Stars 4, 5 and 3 (the previous opening's rating is not counted).
      ranking: 4,
      rankingCount: 3,
      openingDate: parisDayAgo(10),
      closingDate: parisDayAgo(-20),
      previousOpeningDate: parisDayAgo(70),
      dismantledDate: null,
    });
    expect(comments.map((c) => c.id)).toEqual([s.comments.roof, s.comments.crimp]);
    expect(routes.map((r) => r.id)).toEqual([s.boulders.crimp, s.boulders.roof]);
  });

  it('gives each route its statistics, including the same-level figures', async () => {
    const { routes } = await getOk<SectorDetails>(setter, `/api/sector-details-by-id/${s.sectors.slab}`);
    const figures = (r: Route) => ({
      ...routeStatistics(r),
      average_ranking: r.average_ranking,
      average_ranking_count: r.average_ranking_count,
      average_grading: r.average_grading,
    });
    const [crimp, roof] = routes as [Route, Route];
    // Green level (≥ 3 green tops in 90 days): C1 (Ancien, Vieux, Réglette) and C2; C3 is blue level.
    expect(figures(crimp)).toEqual({
      total_tries: 16,
      tries_per_day: 1.6,
      success_rate: 75,
      success_flash_rate: 25,
      average_tries_before_top: 3.33,
      success_rate_by_same_level_climbers: 100,
      success_flash_rate_by_same_level_climbers: 50,
      average_tries_before_top_by_same_level_climbers: 3,
      average_ranking: 4.5,
      average_ranking_count: 2,
      average_grading: '5B',
    });
    expect(crimp).toMatchObject({ difficulty: '5A+', difficulty_display: 'Vert (5A+)', route_active: true, level: 1, color: { id: 3, color_code: '#e03131' } });
    // Blue level: C3 only (Toit, Arête, Dièdre), who topped Toit in 2 tries.
    expect(figures(roof)).toEqual({
      total_tries: 6,
      tries_per_day: 0.6,
      success_rate: 66.67,
      success_flash_rate: 33.33,
      average_tries_before_top: 1.5,
      success_rate_by_same_level_climbers: 100,
      success_flash_rate_by_same_level_climbers: 0,
      average_tries_before_top_by_same_level_climbers: 2,
      average_ranking: 3,
      average_ranking_count: 1,
      average_grading: '6A+',
    });
  });

  it('shows a dismantled sector with its last opening, and a never opened sector empty', async () => {
    const wall = await getOk<SectorDetails>(setter, `/api/sector-details-by-id/${s.sectors.wall}/`);
    // Stripped 7 days ago: it says when, so that the page shows it dismantled rather than late.
    expect(wall).toMatchObject({ openingDate: parisDayAgo(60), closingDate: parisDayAgo(8), previousOpeningDate: null, dismantledDate: parisDayAgo(7) });
    // Opening d60 closed d7: 53 days; 1 + 2 + 1 + 2 + 2 + 1 = 9 tries.
    expect(wall).toMatchObject({ totalSectorTries: 9, triesPerDay: 0.17 });
    expect(wall.routes.map((r) => [r.name, r.route_active])).toEqual([['Vieux', false]]);
    const empty = await getOk<SectorDetails>(setter, `/api/sector-details-by-id/${s.sectors.empty}/`);
    expect(empty).toMatchObject({
      routes: [],
      comments: [],
      totalSectorTries: 0,
      percentageSuccess: 0,
      averageGrade: null,
      ranking: null,
      openingDate: null,
      dismantledDate: null,
    });
  });
});
