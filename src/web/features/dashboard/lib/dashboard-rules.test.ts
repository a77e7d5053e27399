import { describe, expect, it } from 'vitest';
import type { GymGeneralStats, SectorOverview } from '../../../../shared/contract/dashboard';
import { distributionColumns, LARGEST_SHARE_HEIGHT, sectorOpeningState, shortList } from './dashboard-rules';

type Difficulty = GymGeneralStats['difficulties'][number];
const difficulty = (id: number, countBoulder: number): Difficulty => ({
  id,
  difficultyName: `D${id}`,
  difficultyGrade: '6A',
  difficultyColor1: '#000000',
  difficultyColor2: null,
  countBoulder,
});

const sector = (id: number, fields: Partial<SectorOverview> = {}): SectorOverview => ({
  id,
  name: `Secteur ${id}`,
  countBoulders: 10,
  openingDate: '2026-10-01',
  plannedClosingDate: '2026-12-01',
  ...fields,
});

describe('distributionColumns', () => {
  it('draws the largest share at 75 % and the others in proportion', () => {
    const columns = distributionColumns([difficulty(1, 10), difficulty(2, 40), difficulty(3, 20), difficulty(4, 0)], 70);
    expect(LARGEST_SHARE_HEIGHT).toBe(75);
    expect(columns.map((c) => c.height)).toEqual([18.75, 75, 37.5, 0]);
    expect(columns[1]!.share).toBeCloseTo((40 / 70) * 100);
  });

  it('keeps 75 % for the largest whatever its share (one difficulty with everything)', () => {
    expect(distributionColumns([difficulty(1, 5)], 5).map((c) => c.height)).toEqual([75]);
  });

  it('draws nothing when the gym has no active boulder', () => {
    const columns = distributionColumns([difficulty(1, 0), difficulty(2, 0)], 0);
    expect(columns.map((c) => [c.height, c.share])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });
});

describe('shortList', () => {
  it('keeps 3 entries and says an ellipsis follows when there are more', () => {
    expect(shortList([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: true });
  });
  it('shows exactly 3 without an ellipsis', () => {
    expect(shortList([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: false });
    expect(shortList([])).toEqual({ shown: [], more: false });
  });
});

describe('sectorOpeningState', () => {
  const now = '2026-11-21T10:00:00+01:00';
  const overview = [
    sector(1, { plannedClosingDate: '2026-12-20', openingDate: '2026-10-24' }),
    sector(2, { plannedClosingDate: '2026-11-14', countBoulders: 0 }),
    sector(3, { plannedClosingDate: null, openingDate: null, countBoulders: 0 }),
    sector(4, { plannedClosingDate: '2026-11-20', openingDate: '2026-11-18' }),
    sector(5, { plannedClosingDate: '2026-11-21' }),
  ];

  it('sorts by planned closing date, soonest first, undated last', () => {
    expect(sectorOpeningState(overview, now).sectors.map((s) => s.id)).toEqual([2, 4, 5, 1, 3]);
  });

  it('finds the most recent opening', () => {
    expect(sectorOpeningState(overview, now).latestOpening?.id).toBe(4);
    expect(sectorOpeningState([sector(1, { openingDate: null })], now).latestOpening).toBeNull();
  });

  it('lists as late the sectors whose planned closing day is past (today is not), never a stripped one', () => {
    // Sector 2's day is past too, but it was stripped: it is dismantled, not late.
    expect(sectorOpeningState(overview, now).lateOpenings.map((s) => s.id)).toEqual([4]);
  });

  it('lists as dismantled the sectors without boulders', () => {
    expect(sectorOpeningState(overview, now).dismantled.map((s) => s.id)).toEqual([2, 3]);
  });
});
