import { describe, expect, it } from 'vitest';
import {
  compareNames,
  displayPoints,
  drawEligibleIds,
  drawWinners,
  finalsRanking,
  pointsRanking,
  verticalGainRanking,
  withCompetitionRanks,
  type Competitor,
  type ContestResult,
} from './scoring';

const at = (iso: string) => new Date(iso);

function competitor(id: number, category: 'female' | 'male', lastName = `Nom${id}`, firstName = `Prénom${id}`): Competitor {
  return { id, category, firstName, lastName };
}

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

describe('pointsRanking', () => {
  // 4 women and 4 men, 3 boulders.
  const competitors = [
    competitor(1, 'female', 'Martin'),
    competitor(2, 'female', 'Bernard'),
    competitor(3, 'female', 'Dubois'),
    competitor(4, 'female', 'Petit'),
    competitor(5, 'male', 'Robert'),
    competitor(6, 'male', 'Richard'),
    competitor(7, 'male', 'Durand'),
    competitor(8, 'male', 'Leroy'),
  ];

  it('shares 1000 points per boulder among the toppers of the same category', () => {
    const results = [
      // Boulder 1: topped by 3 women (333.33 each) and 1 man (1000).
      result(1, 1),
      result(2, 1),
      result(3, 1),
      result(5, 1),
      // Boulder 2: topped by 1 woman (1000) and 2 men (500 each).
      result(1, 2),
      result(5, 2),
      result(6, 2),
      // Boulder 3: topped by 2 women (500 each); men only try it.
      result(1, 3),
      result(2, 3),
      result(7, 3, { topped: false }),
      // Not a top: no share for 4.
      result(4, 1, { topped: false, zone: true }),
    ];
    const ranking = pointsRanking(competitors, results);
    expect(ranking.female.map((c) => [c.id, c.points, c.rank])).toEqual([
      [1, 1000 / 3 + 1000 + 500, 1],
      [2, 1000 / 3 + 500, 2],
      [3, 1000 / 3, 3],
      [4, 0, 4],
    ]);
    expect(ranking.male.map((c) => [c.id, c.points, c.rank])).toEqual([
      [5, 1500, 1],
      [6, 500, 2],
      // Durand and Leroy have 0 points: tied, listed by name.
      [7, 0, 3],
      [8, 0, 3],
    ]);
    expect(ranking.female.map((c) => displayPoints(c.points))).toEqual([1833, 833, 333, 0]);
  });

  it('treats sums equal up to float noise as ties', () => {
    // 1000/3 × 3 versus 1000: the same points, the same rank.
    const few = [competitor(1, 'female', 'A'), competitor(2, 'female', 'B'), competitor(3, 'female', 'C'), competitor(4, 'female', 'D')];
    const others = [5, 6].map((id) => competitor(id, 'female', `Z${id}`));
    const results = [
      // 1 tops boulders 1..3, each shared with 2 others (333.33 each).
      ...[1, 2, 3].flatMap((b) => [result(1, b), result(5, b), result(6, b)]),
      // 2 tops boulder 4 alone (1000).
      result(2, 4),
    ];
    const ranking = pointsRanking([...few, ...others], results);
    const one = ranking.female.find((c) => c.id === 1)!;
    const two = ranking.female.find((c) => c.id === 2)!;
    expect(one.rank).toBe(two.rank);
    expect(displayPoints(one.points)).toBe(1000);
  });

  it('ignores results of people who are not competitors of the contest', () => {
    const ranking = pointsRanking([competitor(1, 'female')], [result(1, 1), result(99, 1)]);
    expect(ranking.female).toEqual([{ ...competitor(1, 'female'), points: 1000, rank: 1 }]);
  });

  it('rounds displayed points half up', () => {
    expect(displayPoints(1000 / 3)).toBe(333);
    expect(displayPoints(2000 / 3)).toBe(667);
    expect(displayPoints(162.5)).toBe(163);
  });
});

describe('finalsRanking', () => {
  it('ranks by tops, then zones, then fewest tries; full ties share a rank', () => {
    const competitors = [1, 2, 3, 4, 5].map((id) => competitor(id, 'male', `Nom${6 - id}`));
    const results = [
      // 1: 2 tops, 2 zones, 6 tries.
      result(1, 1, { tries: 2 }),
      result(1, 2, { tries: 4 }),
      // 2: 2 tops, 3 zones, 10 tries: more zones beat fewer tries.
      result(2, 1, { tries: 3 }),
      result(2, 2, { tries: 3 }),
      result(2, 3, { topped: false, zone: true, tries: 4 }),
      // 3: 2 tops, 2 zones, 5 tries: fewer tries than 1.
      result(3, 1, { tries: 1 }),
      result(3, 2, { tries: 4 }),
      // 4: same as 1 exactly.
      result(4, 1, { tries: 3 }),
      result(4, 2, { tries: 3 }),
      // 5: a top without the zone ticked still counts as a zone.
      result(5, 1, { zone: false, tries: 7 }),
    ];
    const ranking = finalsRanking(competitors, results);
    expect(ranking.male.map((c) => ({ id: c.id, tops: c.tops, zones: c.zones, tries: c.tries, rank: c.rank }))).toEqual([
      { id: 2, tops: 2, zones: 3, tries: 10, rank: 1 },
      { id: 3, tops: 2, zones: 2, tries: 5, rank: 2 },
      // 1 and 4 tie; 4 is 'Nom2', 1 is 'Nom5'.
      { id: 4, tops: 2, zones: 2, tries: 6, rank: 3 },
      { id: 1, tops: 2, zones: 2, tries: 6, rank: 3 },
      { id: 5, tops: 1, zones: 1, tries: 7, rank: 5 },
    ]);
    expect(ranking.female).toEqual([]);
  });
});

describe('verticalGainRanking', () => {
  const window = { startsAt: at('2025-01-16T00:00:00+01:00'), endsAt: at('2025-01-30T20:30:00+01:00') };

  it('sums the heights of boulders topped inside the window, both ends included', () => {
    const competitors = [competitor(1, 'female'), competitor(2, 'female'), competitor(3, 'male')];
    const results = [
      result(1, 1, { heightM: 4.5, loggedAt: window.startsAt }),
      result(1, 2, { heightM: 3.2, loggedAt: window.endsAt }),
      result(1, 3, { heightM: 5, loggedAt: at('2025-01-30T19:31:00Z') }), // 20:31 Paris: too late
      result(1, 4, { heightM: 6, topped: false, loggedAt: at('2025-01-20T10:00:00Z') }),
      result(2, 1, { heightM: 4.5, loggedAt: at('2025-01-15T22:59:59Z') }), // 23:59:59 on the 15th: too early
      result(2, 2, { heightM: 3.2, loggedAt: at('2025-01-20T10:00:00Z') }),
      result(3, 1, { heightM: 4.1, loggedAt: at('2025-01-20T10:00:00Z') }),
      result(3, 2, { heightM: 4.2, loggedAt: at('2025-01-20T10:00:00Z') }),
    ];
    const ranking = verticalGainRanking(competitors, results, window);
    expect(ranking.female.map((c) => [c.id, c.totalPoints, c.rank])).toEqual([
      [1, 7.7, 1],
      [2, 3.2, 2],
    ]);
    // 4.1 + 4.2 is 8.299999… in binary: kept to the centimetre.
    expect(ranking.male.map((c) => [c.id, c.totalPoints, c.rank])).toEqual([[3, 8.3, 1]]);
  });

  it('has no upper bound without an end', () => {
    const ranking = verticalGainRanking([competitor(1, 'male')], [result(1, 1, { loggedAt: at('2030-01-01T00:00:00Z') })], {
      startsAt: window.startsAt,
      endsAt: null,
    });
    expect(ranking.male[0]!.totalPoints).toBe(4);
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
