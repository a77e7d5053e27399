import { describe, expect, it } from 'vitest';
import { gastonIndex, parisMonthRange, rankByPoints, type MonthlyTop } from './leaderboard';

const STYLES = [11, 12, 13];
let nextBoulder = 1;
const top = (styleTagId: number | null, grade: number): MonthlyTop => ({ boulderId: nextBoulder++, styleTagId, grade });

describe('gastonIndex', () => {
  it('is 0 without tops, and 100 with five 9B+ in every style', () => {
    expect(gastonIndex([], STYLES)).toBe(0);
    const perfect = STYLES.flatMap((style) => Array.from({ length: 5 }, () => top(style, 39)));
    expect(gastonIndex(perfect, STYLES)).toBe(100);
  });

  it('keeps the 5 hardest tops per style and counts missing slots as 0', () => {
    const tops = [
      // Style 11: 6 tops, the easiest (grade 5) does not count: 20+18+15+12+10 = 75.
      top(11, 10),
      top(11, 20),
      top(11, 5),
      top(11, 18),
      top(11, 15),
      top(11, 12),
      // Style 12: 2 tops, 3 empty slots: 30 + 24 = 54.
      top(12, 30),
      top(12, 24),
      // Style 13: nothing.
    ];
    // 15 slots, sum 129: round(100 × 129 / 15 / 39) = round(22.05) = 22.
    expect(gastonIndex(tops, STYLES)).toBe(22);
  });

  it('ignores boulders without a style or with a tag that is not a style', () => {
    const tops = [top(null, 39), top(99, 39), top(11, 39)];
    // One 9B+ among 15 slots: round(100 × 39 / 15 / 39) = round(6.67) = 7.
    expect(gastonIndex(tops, STYLES)).toBe(7);
  });

  it('counts a 3A top like an empty slot and a boulder only once', () => {
    const same = top(12, 26);
    expect(gastonIndex([top(11, 0), same, same], STYLES)).toBe(Math.round((100 * 26) / 15 / 39));
    expect(gastonIndex([top(11, 0)], STYLES)).toBe(0);
  });

  it('rounds half up', () => {
    // 8 styles = 40 slots; one 9B+: 100 × 39 / 40 / 39 = 2.5 → 3.
    const eight = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(gastonIndex([top(1, 39)], eight)).toBe(3);
    // 1 style: sum 98 → 100 × 98 / 195 = 50.26 → 50; sum 99 → 50.77 → 51.
    expect(gastonIndex([top(1, 39), top(1, 39), top(1, 20)], [1])).toBe(50);
    expect(gastonIndex([top(1, 39), top(1, 39), top(1, 21)], [1])).toBe(51);
  });

  it('is 0 when there is no style tag at all', () => {
    expect(gastonIndex([top(11, 30)], [])).toBe(0);
  });
});

describe('parisMonthRange', () => {
  it('uses the Paris calendar month, not the UTC one', () => {
    // 31 Jan 23:30 UTC is already 1 Feb in Paris.
    const range = parisMonthRange('2025-01-31T23:30:00Z');
    expect(range.month).toBe('2025-02');
    expect(range.from.toISOString()).toBe('2025-01-31T23:00:00.000Z');
    expect(range.to.toISOString()).toBe('2025-02-28T23:00:00.000Z');
  });

  it('spans a daylight-saving change and a year end', () => {
    const march = parisMonthRange('2025-03-15T12:00:00Z');
    expect(march.from.toISOString()).toBe('2025-02-28T23:00:00.000Z');
    expect(march.to.toISOString()).toBe('2025-03-31T22:00:00.000Z');
    const december = parisMonthRange('2025-12-31T22:59:59Z');
    expect(december.month).toBe('2025-12');
    expect(december.to.toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });
});

describe('rankByPoints', () => {
  it('sorts by points, ties share a rank and are ordered by the tie order', () => {
    const entries = [
      { name: 'c', points: 10 },
      { name: 'a', points: 30 },
      { name: 'b', points: 10 },
      { name: 'd', points: 5 },
    ];
    const ranked = rankByPoints(entries, (x, y) => x.name.localeCompare(y.name));
    expect(ranked.map((e) => [e.name, e.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 4],
    ]);
  });

  it('keeps at most the limit', () => {
    const entries = Array.from({ length: 150 }, (_, i) => ({ points: i }));
    const ranked = rankByPoints(entries, () => 0);
    expect(ranked).toHaveLength(100);
    expect(ranked[0]).toEqual({ points: 149, rank: 1 });
    expect(ranked[99]).toEqual({ points: 50, rank: 100 });
  });
});
