import { describe, expect, it } from 'vitest';
import { compareNames, displayPoints, drawEligibleIds, drawWinners, withCompetitionRanks, type ContestResult } from './scoring';

const at = (iso: string) => new Date(iso);

function result(competitorId: number, boulderId: number, overrides: Partial<ContestResult> = {}): ContestResult {
  return {
    competitorId,
    boulderId,
    topped: true,
    zone: true,
    tries: 1,
    loggedAt: at('2025-05-17T15:00:00Z'),
    heightM: 4,
    ...overrides,
  };
}

describe('withCompetitionRanks', () => {
  it('gives tied neighbours the same rank and skips the next ones', () => {
    const ranked = withCompetitionRanks([10, 8, 8, 8, 5, 5, 1], (a, b) => a === b);
    expect(ranked.map((r) => r.rank)).toEqual([1, 2, 2, 2, 5, 5, 7]);
  });

  it('keeps the fields of object items', () => {
    expect(withCompetitionRanks([{ v: 3 }, { v: 3 }], (a, b) => a.v === b.v)).toEqual([
      { v: 3, rank: 1 },
      { v: 3, rank: 1 },
    ]);
  });
});

describe('compareNames', () => {
  it('orders by last name, then first name, ignoring case and accents, then id', () => {
    const people = [
      { id: 3, firstName: 'Zoé', lastName: 'Durand' },
      { id: 1, firstName: 'anna', lastName: 'Émile' },
      { id: 2, firstName: 'Anna', lastName: 'durand' },
      { id: 4, firstName: 'Anna', lastName: 'Durand' },
    ];
    expect([...people].sort(compareNames).map((p) => p.id)).toEqual([2, 4, 3, 1]);
  });
});

describe('displayPoints', () => {
  it('rounds displayed points half up', () => {
    expect(displayPoints(1000 / 3)).toBe(333);
    expect(displayPoints(2000 / 3)).toBe(667);
    expect(displayPoints(162.5)).toBe(163);
  });
});

describe('draw', () => {
  it('makes eligible only competitors with a top logged by the end time', () => {
    const end = at('2025-05-17T19:00:00Z');
    const results = [
      result(3, 1),
      result(3, 2),
      result(1, 1, { topped: false }),
      result(2, 1, { loggedAt: at('2025-05-17T19:00:01Z') }),
      result(4, 2, { loggedAt: end }),
    ];
    expect(drawEligibleIds(results, end)).toEqual([3, 4]);
    expect(drawEligibleIds(results, null)).toEqual([2, 3, 4]);
  });

  it('draws distinct items with the given random source', () => {
    // Always picking the last remaining candidate.
    const last = (max: number) => max - 1;
    expect(drawWinners([10, 20, 30, 40, 50], 3, last)).toEqual([50, 10, 20]);
    const first = () => 0;
    expect(drawWinners([10, 20, 30, 40, 50], 3, first)).toEqual([10, 20, 30]);
  });

  it('draws everyone when there are fewer candidates, and nobody from nobody', () => {
    expect(drawWinners([1, 2], 3, () => 0).sort()).toEqual([1, 2]);
    expect(drawWinners([], 3, () => 0)).toEqual([]);
  });

  it('is uniform: every candidate wins about as often', () => {
    const wins = new Map<number, number>();
    let seed = 12345;
    // A small deterministic generator (LCG) so the test never flakes.
    const random = (max: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.floor((seed / 2147483648) * max);
    };
    const rounds = 20_000;
    for (let i = 0; i < rounds; i += 1) {
      const drawn = drawWinners([1, 2, 3, 4, 5, 6], 3, random);
      expect(new Set(drawn).size).toBe(3);
      for (const id of drawn) wins.set(id, (wins.get(id) ?? 0) + 1);
    }
    // Each of 6 candidates is drawn in half the rounds.
    for (const id of [1, 2, 3, 4, 5, 6]) expect(Math.abs(wins.get(id)! / rounds - 0.5)).toBeLessThan(0.02);
  });
});
