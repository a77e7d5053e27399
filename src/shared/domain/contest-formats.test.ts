import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGE_RULES,
  rankContest,
  type ContestFormat,
  type FormatBoulder,
  type FormatCompetitor,
  type FormatResult,
  type RankingInput,
} from './contest-formats';

const window = { startsAt: new Date('2026-03-14T09:00:00Z'), endsAt: new Date('2026-03-14T17:00:00Z') };
const during = new Date('2026-03-14T12:00:00Z');

const boulder = (id: number, overrides: Partial<FormatBoulder> = {}): FormatBoulder => ({ id, number: id, zone: true, points: null, heightM: 4, ...overrides });
const person = (id: number, lastName: string, overrides: Partial<FormatCompetitor> = {}): FormatCompetitor => ({
  id,
  categoryId: 1,
  firstName: 'Alex',
  lastName,
  disqualified: false,
  ...overrides,
});
/** A result: `top` and `zone` are the attempt numbers (null when not reached). */
const tried = (competitorId: number, boulderId: number, attempts: number, zone: number | null, top: number | null, loggedAt = during): FormatResult => ({
  competitorId,
  boulderId,
  attempts,
  zoneAttempt: zone,
  topAttempt: top,
  loggedAt,
});

function rank(format: ContestFormat, input: Partial<RankingInput> & Pick<RankingInput, 'competitors' | 'results' | 'boulders'>) {
  return rankContest({ format, bestN: null, window, categoryIds: [1], ...input });
}
const summary = (input: ReturnType<typeof rank>, category = 0) => input[category]!.competitors.map((c) => [c.competitorId, c.rank, c.score]);

describe('Points partagés', () => {
  const boulders = [boulder(1), boulder(2), boulder(3)];

  it('shares 1000 points per boulder among the toppers of the category, to the hundredth', () => {
    const competitors = [person(1, 'Martin'), person(2, 'Bernard'), person(3, 'Dubois'), person(4, 'Petit'), person(5, 'Robert', { categoryId: 2 })];
    const results = [
      // Boulder 1: three toppers in category 1 (333.33 each); the one of category 2 has it alone (1000).
      tried(1, 1, 1, 1, 1),
      tried(2, 1, 2, 1, 2),
      tried(3, 1, 3, 2, 3),
      tried(5, 1, 1, 1, 1),
      // Boulder 2: 1 alone (1000). Boulder 3: 1 and 2 (500 each); 4 reaches the zone only (nothing).
      tried(1, 2, 4, 2, 4),
      tried(1, 3, 1, 1, 1),
      tried(2, 3, 1, 1, 1),
      tried(4, 3, 5, 2, null),
    ];
    const ranking = rank('points', { boulders, competitors, results, categoryIds: [1, 2] });
    expect(summary(ranking)).toEqual([
      [1, 1, 1833.33],
      [2, 2, 833.33],
      [3, 3, 333.33],
      // A zone alone gives nothing here: nothing scored, no rank.
      [4, null, 0],
    ]);
    expect(summary(ranking, 1)).toEqual([[5, 1, 1000]]);
    expect(ranking[0]!.competitors[0]!.boulders.map((b) => b.points)).toEqual([333.33, 1000, 500]);
  });

  it('ranks by the shown score: three shared thirds (999.99) come after a boulder topped alone (1000)', () => {
    const competitors = [person(1, 'A'), person(2, 'B'), person(3, 'C'), person(4, 'D')];
    const results = [1, 2, 3].flatMap((b) => [tried(1, b, 1, 1, 1), tried(3, b, 1, 1, 1), tried(4, b, 1, 1, 1)]);
    const ranking = rank('points', { boulders: [...boulders, boulder(4)], competitors, results: [...results, tried(2, 4, 1, 1, 1)] });
    expect(summary(ranking).slice(0, 2)).toEqual([
      [2, 1, 1000],
      [1, 2, 999.99],
    ]);
  });

  it('gives a disqualified competitor no share and lists them last without a rank', () => {
    const competitors = [person(1, 'Alpha', { disqualified: true }), person(2, 'Bravo'), person(3, 'Charlie')];
    const results = [tried(1, 1, 1, 1, 1), tried(2, 1, 1, 1, 1), tried(3, 2, 1, 1, 1)];
    const ranking = rank('points', { boulders, competitors, results });
    // Boulder 1 is Bravo's alone (1000), tied with Charlie's boulder 2: same rank, listed by name.
    expect(summary(ranking)).toEqual([
      [2, 1, 1000],
      [3, 1, 1000],
      [1, null, 0],
    ]);
    expect(ranking[0]!.competitors[2]!.disqualified).toBe(true);
  });
});

describe('competitors who scored nothing (issue 31, item 6)', () => {
  const boulders = [boulder(1), boulder(2)];

  it.each(['points', 'scramble', 'ifsc_2025', 'finals', 'vertical_gain'] as const)(
    'in %s, are listed after those who scored, by name, without a rank: no medal for them',
    (format) => {
      // One scorer; Zoé tried and failed; Ada and Lou logged nothing; Max is disqualified.
      const competitors = [person(1, 'Zoé'), person(2, 'Scorer'), person(3, 'Lou'), person(4, 'Ada'), person(5, 'Max', { disqualified: true })];
      const results = [tried(2, 1, 1, 1, 1), tried(1, 2, 6, null, null), tried(5, 1, 1, 1, 1)];
      const ranking = rank(format, { boulders, competitors, results });
      expect(ranking[0]!.competitors.map((c) => [c.competitorId, c.rank])).toEqual([
        [2, 1],
        [4, null],
        [3, null],
        [1, null],
        [5, null],
      ]);
    },
  );

  it('leave the medals to those who scored: two scorers, then nobody at rank 3', () => {
    const competitors = [person(1, 'A'), person(2, 'B'), person(3, 'C'), person(4, 'D')];
    const ranking = rank('scramble', { boulders, competitors, results: [tried(1, 1, 1, 1, 1), tried(2, 1, 2, 1, 2)] });
    expect(summary(ranking)).toEqual([
      [1, 1, 15],
      [2, 2, 10],
      [3, null, 0],
      [4, null, 0],
    ]);
  });
});

describe('Points fixes', () => {
  it('gives the best of flash 15, top 10 or zone 5 per boulder, not their sum', () => {
    const boulders = [boulder(1), boulder(2), boulder(3), boulder(4, { zone: false })];
    const competitors = [person(1, 'Martin'), person(2, 'Bernard'), person(3, 'Dubois')];
    const results = [
      tried(1, 1, 1, 1, 1), // flash 15
      tried(1, 2, 3, 1, 3), // top 10
      tried(1, 3, 4, 2, null), // zone 5
      tried(1, 4, 6, null, null), // nothing
      tried(2, 1, 2, 1, 2), // top 10
      tried(2, 4, 1, null, 1), // flash 15 on a boulder without zone
      tried(3, 4, 3, 2, null), // a zone typed on a boulder without zone gives nothing
    ];
    const ranking = rank('scramble', { boulders, competitors, results });
    expect(summary(ranking)).toEqual([
      [1, 1, 30],
      [2, 2, 25],
      [3, null, 0],
    ]);
    expect(ranking[0]!.competitors[0]!.boulders.map((b) => b.points)).toEqual([15, 10, 5, 0]);
  });

  it("gives a boulder's own fixed points for a top or a flash", () => {
    const boulders = [boulder(1, { points: 100 }), boulder(2, { points: 250 })];
    const results = [tried(1, 1, 1, 1, 1), tried(1, 2, 2, 1, null), tried(2, 2, 3, 1, 3)];
    expect(summary(rank('scramble', { boulders, competitors: [person(1, 'A'), person(2, 'B')], results }))).toEqual([
      [2, 1, 250],
      [1, 2, 100],
    ]);
  });
});

describe('IFSC 2025', () => {
  const boulders = [boulder(1), boulder(2), boulder(3), boulder(4)];

  it('counts 25 − 0.1 per failed attempt for a top and 10 − 0.1 for a zone only, in exact tenths', () => {
    const competitors = [person(1, 'Martin'), person(2, 'Bernard'), person(3, 'Dubois')];
    const results = [
      // Martin: tops on attempts 7, 8 and 8: 24.4 + 24.3 + 24.3 = 73.0 (not 72.99999).
      tried(1, 1, 7, 1, 7),
      tried(1, 2, 8, 3, 8),
      tried(1, 3, 8, 2, 8),
      // Bernard: two flashes (50) and a zone on the third attempt (9.8): 59.8.
      tried(2, 1, 1, 1, 1),
      tried(2, 2, 1, 1, 1),
      tried(2, 3, 5, 3, null),
      // Dubois: zone on the 17th attempt of boulder 4, top nowhere: 8.4.
      tried(3, 4, 20, 17, null),
    ];
    const ranking = rank('ifsc_2025', { boulders, competitors, results });
    expect(summary(ranking)).toEqual([
      [1, 1, 73],
      [2, 2, 59.8],
      [3, 3, 8.4],
    ]);
    expect(ranking[0]!.competitors[1]!.boulders.map((b) => b.points)).toEqual([25, 25, 9.8, 0]);
  });

  it('adds 8.4 + 8.3 + 8.3 to exactly 25.0', () => {
    const results = [tried(1, 1, 17, 17, null), tried(1, 2, 18, 18, null), tried(1, 3, 18, 18, null)];
    const [category] = rank('ifsc_2025', { boulders, competitors: [person(1, 'A')], results });
    expect(category!.competitors[0]!.score).toBe(25);
  });

  it('breaks equal scores by tops, then zones', () => {
    const competitors = [person(1, 'A'), person(2, 'B'), person(3, 'C'), person(4, 'D')];
    const results = [
      // A: one top on attempt 1 = 25.0 (1 top, 1 zone).
      tried(1, 1, 1, 1, 1),
      // B: zones on attempts 1 and 1 and a zone on the 51st attempt... = 10 + 10 + 5.0 = 25.0 (0 tops, 3 zones).
      tried(2, 1, 1, 1, null),
      tried(2, 2, 1, 1, null),
      tried(2, 3, 51, 51, null),
      // C: a top on the 2nd attempt (24.9) and a zone with 0.1 (zone on attempt 100 = 0.1): 25.0, 1 top, 2 zones.
      tried(3, 1, 2, 1, 2),
      tried(3, 2, 100, 100, null),
      // D: the same as A: a full tie shares the rank.
      tried(4, 2, 1, 1, 1),
    ];
    const ranking = rank('ifsc_2025', { boulders, competitors, results });
    expect(summary(ranking)).toEqual([
      [3, 1, 25],
      [1, 2, 25],
      [4, 2, 25],
      [2, 4, 25],
    ]);
  });
});

describe('Tops, zones, essais', () => {
  const boulders = [boulder(1), boulder(2), boulder(3)];

  it('ranks by tops, zones, attempts to tops, attempts to zones, without a score', () => {
    const competitors = [person(1, 'A'), person(2, 'B'), person(3, 'C'), person(4, 'D'), person(5, 'E')];
    const results = [
      // A: 2 tops (attempts 1 + 3 = 4), 2 zones (1 + 2 = 3).
      tried(1, 1, 1, 1, 1),
      tried(1, 2, 3, 2, 3),
      // B: 2 tops (2 + 2 = 4), zones 1 + 1 = 2: better than A on attempts to zones.
      tried(2, 1, 2, 1, 2),
      tried(2, 2, 2, 1, 2),
      // C: 2 tops (1 + 1 = 2) and a zone on boulder 3: 3 zones, first.
      tried(3, 1, 1, 1, 1),
      tried(3, 2, 1, 1, 1),
      tried(3, 3, 4, 4, null),
      // D: 1 top, 3 zones. E: the same as D on every count.
      tried(4, 1, 1, 1, 1),
      tried(4, 2, 2, 2, null),
      tried(4, 3, 2, 2, null),
      tried(5, 3, 1, 1, 1),
      tried(5, 1, 3, 2, null),
      tried(5, 2, 3, 2, null),
    ];
    const ranking = rank('finals', { boulders, competitors, results });
    expect(ranking[0]!.competitors.map((c) => [c.competitorId, c.rank, c.score, c.tops, c.zones, c.topAttempts, c.zoneAttempts])).toEqual([
      [3, 1, null, 2, 3, 2, 6],
      [2, 2, null, 2, 2, 4, 2],
      [1, 3, null, 2, 2, 4, 3],
      [4, 4, null, 1, 3, 1, 5],
      [5, 4, null, 1, 3, 1, 5],
    ]);
    expect(ranking[0]!.competitors[0]!.boulders.map((b) => b.points)).toEqual([null, null, null]);
  });

  it('breaks a tie in a final by the qualification rank', () => {
    const competitors = [person(1, 'A'), person(2, 'B'), person(3, 'C')];
    const results = [tried(1, 1, 1, 1, 1), tried(2, 1, 1, 1, 1), tried(3, 1, 1, 1, 1)];
    const qualificationRanks = new Map([
      [1, 5],
      [2, 1],
      [3, 3],
    ]);
    const ranking = rank('finals', { boulders, competitors, results, qualificationRanks });
    expect(ranking[0]!.competitors.map((c) => [c.competitorId, c.rank])).toEqual([
      [2, 1],
      [3, 2],
      [1, 3],
    ]);
  });
});

describe('Dénivelé', () => {
  it('adds the heights of the boulders topped inside the window, to the centimetre', () => {
    const boulders = [boulder(1, { heightM: 4.2 }), boulder(2, { heightM: 3.85 }), boulder(3, { heightM: 4.5 })];
    const results = [
      tried(1, 1, 1, 1, 1),
      tried(1, 2, 2, 1, 2),
      // A top after the end does not count; a zone alone gives nothing.
      tried(1, 3, 1, 1, 1, new Date('2026-03-14T17:00:01Z')),
      tried(2, 3, 1, 1, 1, window.endsAt),
      tried(2, 1, 3, 2, null),
    ];
    const ranking = rank('vertical_gain', { boulders, competitors: [person(1, 'A'), person(2, 'B')], results });
    expect(summary(ranking)).toEqual([
      [1, 1, 8.05],
      [2, 2, 4.5],
    ]);
  });
});

describe('best N', () => {
  it('counts only the N boulders that give the most and marks the others', () => {
    const boulders = [boulder(1), boulder(2), boulder(3), boulder(4)];
    const results = [tried(1, 1, 2, 1, 2), tried(1, 2, 1, 1, 1), tried(1, 3, 3, 1, null), tried(1, 4, 1, 1, 1), tried(2, 1, 1, 1, 1), tried(2, 2, 1, 1, 1)];
    const ranking = rank('scramble', { boulders, competitors: [person(1, 'A'), person(2, 'B')], results, bestN: 2 });
    // A: 10, 15, 5, 15 → the two flashes (30); B: two flashes (30): tied.
    expect(summary(ranking)).toEqual([
      [1, 1, 30],
      [2, 1, 30],
    ]);
    expect(ranking[0]!.competitors[0]!.boulders.map((b) => [b.number, b.points, b.counted])).toEqual([
      [1, 10, false],
      [2, 15, true],
      [3, 5, false],
      [4, 15, true],
    ]);
  });

  it('keeps the best tops first in Tops, zones, essais', () => {
    const boulders = [boulder(1), boulder(2), boulder(3)];
    const results = [tried(1, 1, 3, 3, null), tried(1, 2, 4, 1, 4), tried(1, 3, 2, 1, 2)];
    const [category] = rank('finals', { boulders, competitors: [person(1, 'A')], results, bestN: 1 });
    const [only] = category!.competitors;
    expect([only!.tops, only!.zones, only!.topAttempts]).toEqual([1, 1, 2]);
    expect(only!.boulders.map((b) => b.counted)).toEqual([false, false, true]);
  });
});

describe('explain', () => {
  const formats = ['points', 'scramble', 'ifsc_2025', 'vertical_gain'] as const;
  const arbitraryResults = fc.array(
    fc.record({
      competitorId: fc.integer({ min: 1, max: 6 }),
      boulderId: fc.integer({ min: 1, max: 5 }),
      attempts: fc.integer({ min: 1, max: 30 }),
      zone: fc.option(fc.integer({ min: 1, max: 30 })),
      top: fc.option(fc.integer({ min: 1, max: 30 })),
    }),
    { maxLength: 40 },
  );

  it('each counted boulder adds up to the score, in every format, with or without best N', () => {
    fc.assert(
      fc.property(fc.constantFrom(...formats), arbitraryResults, fc.option(fc.integer({ min: 1, max: 5 })), (format, raw, bestN) => {
        const boulders = [1, 2, 3, 4, 5].map((id) => boulder(id, { heightM: 3 + id * 0.37, zone: id !== 5, points: id === 3 ? 40 : null }));
        const competitors = [1, 2, 3, 4, 5, 6].map((id) => person(id, `N${id}`, { categoryId: (id % 2) + 1, disqualified: id === 6 }));
        const results = raw.map((r) => tried(r.competitorId, r.boulderId, r.attempts, r.zone, r.top));
        const ranking = rankContest({ format, boulders, competitors, results, bestN, window, categoryIds: [1, 2] });
        for (const category of ranking) {
          for (const c of category.competitors) {
            const sum = c.boulders.filter((b) => b.counted).reduce((total, b) => total + Math.round(b.points! * 100), 0);
            expect(Math.round(c.score! * 100)).toBe(sum);
            expect(c.boulders.filter((b) => b.counted)).toHaveLength(Math.min(bestN ?? 5, 5));
          }
          // Ranks never decrease down the list, and scores never increase.
          const ranked = category.competitors.filter((c) => c.rank !== null);
          for (let i = 1; i < ranked.length; i++) {
            expect(ranked[i]!.rank!).toBeGreaterThanOrEqual(ranked[i - 1]!.rank!);
            expect(ranked[i]!.score!).toBeLessThanOrEqual(ranked[i - 1]!.score!);
          }
        }
      }),
    );
  });
});

describe('the seeded contest pages (PAGE_RULES)', () => {
  const boulders = [1, 2, 3, 4].map((id) => boulder(id));
  const page = (format: ContestFormat, competitors: FormatCompetitor[], results: FormatResult[], pageWindow = window) =>
    rankContest({ format, boulders, competitors, results, bestN: null, window: pageWindow, categoryIds: [1], ...PAGE_RULES })[0]!.competitors;
  const many = (count: number) => Array.from({ length: count }, (_, i) => person(i + 1, `Nom${i + 1}`));

  it('keeps shared points exact: sums equal up to float noise tie', () => {
    // 1 tops boulders 1 to 3, each shared with 5 and 6 (1000/3 each); 2 tops boulder 4 alone (1000).
    const results = [...[1, 2, 3].flatMap((b) => [tried(1, b, 1, 1, 1), tried(5, b, 1, 1, 1), tried(6, b, 1, 1, 1)]), tried(2, 4, 1, 1, 1)];
    const ranked = page('points', many(6), results);
    const one = ranked.find((c) => c.competitorId === 1)!;
    const two = ranked.find((c) => c.competitorId === 2)!;
    expect(one.rank).toBe(two.rank);
    expect(one.score).toBeCloseTo(1000, 9);
    // Rounded to the hundredth (the contests' rule), 1 would have 999.99 and rank below 2.
    const rounded = rankContest({ format: 'points', boulders, competitors: many(6), results, bestN: null, window, categoryIds: [1] })[0]!.competitors;
    expect(rounded.find((c) => c.competitorId === 1)!.score).toBe(999.99);
  });

  it('ranks everyone, those who scored nothing tied at the end and listed by name', () => {
    const ranked = page('points', [person(1, 'Martin'), person(2, 'Aubert'), person(3, 'Dubois')], [tried(1, 1, 1, 1, 1)]);
    expect(ranked.map((c) => [c.competitorId, c.rank, c.score])).toEqual([
      [1, 1, 1000],
      [2, 2, 0],
      [3, 2, 0],
    ]);
  });

  it('breaks a finals page by the tries on every boulder, a top counting as a zone', () => {
    const competitors = [1, 2, 3, 4, 5].map((id) => person(id, `Nom${6 - id}`));
    const results = [
      // 1: 2 tops, 2 zones, 6 tries. 2: 2 tops, 3 zones, 10 tries: the extra zone beats fewer tries.
      tried(1, 1, 2, 2, 2),
      tried(1, 2, 4, 4, 4),
      tried(2, 1, 3, 3, 3),
      tried(2, 2, 3, 3, 3),
      tried(2, 3, 4, 4, null),
      // 3: 2 tops, 2 zones, 5 tries. 4: the same as 1. 5: one top (its zone not ticked) and 6 failed tries elsewhere.
      tried(3, 1, 1, 1, 1),
      tried(3, 2, 4, 4, 4),
      tried(4, 1, 3, 3, 3),
      tried(4, 2, 3, 3, 3),
      tried(5, 1, 1, null, 1),
      tried(5, 2, 6, null, null),
    ];
    expect(page('finals', competitors, results).map((c) => [c.competitorId, c.tops, c.zones, c.attempts, c.rank])).toEqual([
      [2, 2, 3, 10, 1],
      [3, 2, 2, 5, 2],
      // 1 and 4 tie; 4 is 'Nom2', 1 is 'Nom5'.
      [4, 2, 2, 6, 3],
      [1, 2, 2, 6, 3],
      [5, 1, 1, 7, 5],
    ]);
  });

  it('sums the heights topped inside the window to the centimetre, with no end when there is none', () => {
    const heights = [boulder(1, { heightM: 4.1 }), boulder(2, { heightM: 4.2 }), boulder(3, { heightM: 5 })];
    const late = new Date(window.endsAt.getTime() + 60_000);
    const results = [tried(1, 1, 1, 1, 1, window.startsAt), tried(1, 2, 1, 1, 1, window.endsAt), tried(1, 3, 1, 1, 1, late), tried(2, 3, 1, 1, 1, late)];
    const ranked = rankContest({
      format: 'vertical_gain',
      boulders: heights,
      competitors: many(2),
      results,
      bestN: null,
      window,
      categoryIds: [1],
      ...PAGE_RULES,
    })[0]!.competitors;
    expect(ranked.map((c) => [c.competitorId, c.score, c.rank])).toEqual([
      [1, 8.3, 1],
      [2, 0, 2],
    ]);
    const open = { startsAt: window.startsAt, endsAt: new Date(8.64e15) };
    const endless = rankContest({
      format: 'vertical_gain',
      boulders: heights,
      competitors: many(2),
      results,
      bestN: null,
      window: open,
      categoryIds: [1],
      ...PAGE_RULES,
    })[0]!.competitors;
    expect(endless.map((c) => [c.competitorId, c.score])).toEqual([
      [1, 13.3],
      [2, 5],
    ]);
  });
});
