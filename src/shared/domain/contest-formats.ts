/**
 * The five formats of the contests run from the back office (docs/product.md › Contests: formats), pure so that the server,
 * the pages and the tests rank the same way. The seeded pages of docs/product.md › Public pages keep scoring.ts.
 *
 * Every score is kept as an integer in the format's unit (hundredths of a point, tenths of a point,
 * centimetres), so that each boulder's points in the 'explain' breakdown add up exactly to the score
 * shown, and the rank follows the score that anyone can recount by hand:
 * - Points partagés: a boulder's 1000 points are shared among the non-disqualified toppers of the
 *   competitor's category; each share is rounded to the hundredth (1000 / 3 = 333.33).
 * - Points fixes: the best of flash 15, top 10, zone 5 (zone only on a boulder with a zone); a boulder
 *   with its own fixed points gives them for a top or a flash and nothing for a zone alone.
 * - IFSC 2025: top 25 − 0.1 × failed attempts before it, zone only 10 − 0.1 × failed attempts before the
 *   zone, never below 0; ties by tops, then zones.
 * - Tops, zones, essais: no score; tops desc, zones desc, attempts to tops asc, attempts to zones asc.
 * - Dénivelé: the heights of the boulders topped inside the window, to the centimetre.
 * Best N keeps the N boulders that give the most (in Tops, zones, essais: top, then zone, then fewer
 * attempts); the others stay in the breakdown with `counted` false. Ties share a rank (1, 1, 3) and are
 * listed by name; in a final, a tie is broken by the qualification rank. A competitor who scored
 * nothing (no point; in Tops, zones, essais no top and no zone) has no rank, hence no medal and no
 * place in a final: listed after those who scored, by name. Disqualified competitors come last in
 * their category, without a rank.
 *
 * The seeded contest pages (their calls keep the original answers) rank here too, under PAGE_RULES:
 * shared points kept exact (sums equal up to float noise tie), a finals page broken by the tries on
 * every boulder, and every competitor ranked, those who scored nothing included (tied, or by tries).
 */
import { compareNames, withCompetitionRanks } from './scoring';

export const CONTEST_FORMATS = ['points', 'scramble', 'ifsc_2025', 'finals', 'vertical_gain'] as const;
export type ContestFormat = (typeof CONTEST_FORMATS)[number];

/** Points fixes without a boulder's own points (docs/product.md › Contests: formats). */
export const SCRAMBLE_POINTS = { flash: 15, top: 10, zone: 5 } as const;
export const SHARED_POINTS_PER_BOULDER = 1000;
export const IFSC_TOP_POINTS = 25;
export const IFSC_ZONE_POINTS = 10;

/** How many integer units make one point of the format's score (null: the format ranks without a score). */
const SCORE_UNITS: Record<ContestFormat, number | null> = { points: 100, scramble: 1, ifsc_2025: 10, finals: null, vertical_gain: 100 };

export interface FormatBoulder {
  id: number;
  number: number;
  zone: boolean;
  /** Fixed points (Points fixes), null for the defaults. */
  points: number | null;
  heightM: number;
}

export interface FormatCompetitor {
  id: number;
  categoryId: number;
  firstName: string;
  lastName: string;
  disqualified: boolean;
}

export interface FormatResult {
  competitorId: number;
  boulderId: number;
  attempts: number;
  /** The attempt on which the zone (or the top, which counts as the zone) was reached, null when not reached. */
  zoneAttempt: number | null;
  topAttempt: number | null;
  loggedAt: Date;
}

export interface ContestWindow {
  startsAt: Date;
  endsAt: Date;
}

export interface RankingInput {
  format: ContestFormat;
  boulders: readonly FormatBoulder[];
  competitors: readonly FormatCompetitor[];
  results: readonly FormatResult[];
  /** Count only each competitor's N best boulders; null = all. */
  bestN: number | null;
  /** Dénivelé: only tops logged inside it count. */
  window: ContestWindow;
  /** The categories' ids in the contest's order. */
  categoryIds: readonly number[];
  /** A final's tie-break: the qualification rank of each finalist. */
  qualificationRanks?: ReadonlyMap<number, number>;
  /** Points partagés kept exact instead of rounded to the hundredth. */
  exactShares?: boolean;
  /** Tops, zones, essais broken by the tries on every boulder instead of the attempts to the tops and zones. */
  finalsByTotalTries?: boolean;
  /** Every competitor not disqualified gets a rank, those who scored nothing included. */
  rankEveryone?: boolean;
}

/** The rules of the seeded contest pages (points, finals, vertical gain). */
export const PAGE_RULES = { exactShares: true, finalsByTotalTries: true, rankEveryone: true } as const satisfies Partial<RankingInput>;

/** Scores closer than this are a tie (exact shares such as 1000/3 are not exact in binary). */
const SCORE_EPSILON = 1e-6;

export interface BoulderLine {
  boulderId: number;
  number: number;
  /** What the boulder gives the competitor, in points (null in Tops, zones, essais). */
  points: number | null;
  counted: boolean;
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
}

export interface ScoredCompetitor {
  competitorId: number;
  categoryId: number;
  /** Null for a disqualified competitor. */
  rank: number | null;
  score: number | null;
  tops: number;
  zones: number;
  /** Sums of the attempt numbers of the counted tops and zones (Tops, zones, essais). */
  topAttempts: number;
  zoneAttempts: number;
  /** Every attempt on the counted boulders, topped or not. */
  attempts: number;
  disqualified: boolean;
  boulders: BoulderLine[];
}

export interface RankedCategory {
  categoryId: number;
  competitors: ScoredCompetitor[];
}

interface Line extends BoulderLine {
  units: number;
  topped: boolean;
  zoned: boolean;
}

/** The zone counts when reached or when the boulder was topped (a top implies the zone). */
function reachedZone(boulder: FormatBoulder, result: FormatResult | undefined): boolean {
  return !!result && (result.topAttempt !== null || (boulder.zone && result.zoneAttempt !== null));
}

const isInWindow = (at: Date, window: ContestWindow) => at.getTime() >= window.startsAt.getTime() && at.getTime() <= window.endsAt.getTime();

/** Units a result gives in a format where they do not depend on the other competitors. */
function ownUnits(format: ContestFormat, boulder: FormatBoulder, result: FormatResult, window: ContestWindow): number {
  const top = result.topAttempt;
  switch (format) {
    case 'scramble':
      if (top !== null) return boulder.points ?? (top === 1 ? SCRAMBLE_POINTS.flash : SCRAMBLE_POINTS.top);
      return boulder.zone && boulder.points === null && result.zoneAttempt !== null ? SCRAMBLE_POINTS.zone : 0;
    case 'ifsc_2025':
      if (top !== null) return Math.max(0, IFSC_TOP_POINTS * 10 - (top - 1));
      return boulder.zone && result.zoneAttempt !== null ? Math.max(0, IFSC_ZONE_POINTS * 10 - (result.zoneAttempt - 1)) : 0;
    case 'vertical_gain':
      return top !== null && isInWindow(result.loggedAt, window) ? Math.round(boulder.heightM * 100) : 0;
    default:
      return 0;
  }
}

/** Which of two lines gives more (negative: a is better), for best N. */
function compareLines(format: ContestFormat, a: Line, b: Line): number {
  if (format !== 'finals') return b.units - a.units || a.number - b.number;
  const attempt = (value: number | null) => value ?? Number.MAX_SAFE_INTEGER;
  return (
    Number(b.topped) - Number(a.topped) ||
    Number(b.zoned) - Number(a.zoned) ||
    attempt(a.topAttempt) - attempt(b.topAttempt) ||
    attempt(a.zoneAttempt) - attempt(b.zoneAttempt) ||
    a.number - b.number
  );
}

/** Each competitor's score and breakdown, then the ranking of each category. */
export function rankContest(input: RankingInput): RankedCategory[] {
  const { format, boulders, competitors, results, bestN, window } = input;
  const unit = SCORE_UNITS[format];
  const competitorsById = new Map(competitors.map((c) => [c.id, c]));
  const resultOf = new Map<string, FormatResult>();
  for (const result of results) {
    if (competitorsById.has(result.competitorId)) resultOf.set(`${result.competitorId}:${result.boulderId}`, result);
  }

  // Points partagés: toppers of each boulder per category (disqualified competitors take no share).
  const toppers = new Map<string, number>();
  if (format === 'points') {
    for (const result of resultOf.values()) {
      const competitor = competitorsById.get(result.competitorId)!;
      if (result.topAttempt === null || competitor.disqualified) continue;
      const key = `${competitor.categoryId}:${result.boulderId}`;
      toppers.set(key, (toppers.get(key) ?? 0) + 1);
    }
  }

  const scored = competitors.map((competitor): ScoredCompetitor => {
    const lines: Line[] = [...boulders]
      .sort((a, b) => a.number - b.number)
      .map((boulder) => {
        const result = resultOf.get(`${competitor.id}:${boulder.id}`);
        const topped = !!result && result.topAttempt !== null;
        let units = 0;
        if (result && format === 'points') {
          const sharers = toppers.get(`${competitor.categoryId}:${boulder.id}`) ?? 0;
          const share = (SHARED_POINTS_PER_BOULDER * 100) / sharers;
          units = topped && !competitor.disqualified && sharers > 0 ? (input.exactShares ? share : Math.round(share)) : 0;
        } else if (result) {
          units = ownUnits(format, boulder, result, window);
        }
        return {
          boulderId: boulder.id,
          number: boulder.number,
          points: unit === null ? null : units / unit,
          counted: true,
          attempts: result?.attempts ?? 0,
          zoneAttempt: result?.zoneAttempt ?? null,
          topAttempt: result?.topAttempt ?? null,
          units,
          topped,
          zoned: reachedZone(boulder, result),
        };
      });
    if (bestN !== null && bestN < lines.length) {
      const kept = new Set([...lines].sort((a, b) => compareLines(format, a, b)).slice(0, bestN));
      for (const line of lines) line.counted = kept.has(line);
    }
    const counted = lines.filter((line) => line.counted);
    const units = counted.reduce((sum, line) => sum + line.units, 0);
    return {
      competitorId: competitor.id,
      categoryId: competitor.categoryId,
      rank: null,
      score: unit === null ? null : units / unit,
      tops: counted.filter((line) => line.topped).length,
      zones: counted.filter((line) => line.zoned).length,
      topAttempts: counted.reduce((sum, line) => sum + (line.topped ? line.topAttempt! : 0), 0),
      zoneAttempts: counted.reduce((sum, line) => sum + (line.zoned ? (line.zoneAttempt ?? line.topAttempt!) : 0), 0),
      attempts: counted.reduce((sum, line) => sum + line.attempts, 0),
      disqualified: competitor.disqualified,
      boulders: lines.map(({ units: _units, topped: _topped, zoned: _zoned, ...line }) => line),
    };
  });

  const compareScores = (a: ScoredCompetitor, b: ScoredCompetitor): number => {
    if (format === 'finals') {
      if (input.finalsByTotalTries) return b.tops - a.tops || b.zones - a.zones || a.attempts - b.attempts;
      return b.tops - a.tops || b.zones - a.zones || a.topAttempts - b.topAttempts || a.zoneAttempts - b.zoneAttempts;
    }
    const difference = (b.score ?? 0) - (a.score ?? 0);
    const byScore = Math.abs(difference) < SCORE_EPSILON ? 0 : difference;
    return format === 'ifsc_2025' ? byScore || b.tops - a.tops || b.zones - a.zones : byScore;
  };
  const qualificationRank = (c: ScoredCompetitor) => input.qualificationRanks?.get(c.competitorId) ?? Number.MAX_SAFE_INTEGER;
  const compareRanks = (a: ScoredCompetitor, b: ScoredCompetitor) =>
    compareScores(a, b) || (input.qualificationRanks ? qualificationRank(a) - qualificationRank(b) : 0);
  const byName = (a: ScoredCompetitor, b: ScoredCompetitor) => compareNames(competitorsById.get(a.competitorId)!, competitorsById.get(b.competitorId)!);

  const scoredSomething = (c: ScoredCompetitor) => input.rankEveryone || (unit === null ? c.tops + c.zones > 0 : (c.score ?? 0) > 0);

  return input.categoryIds.map((categoryId) => {
    const inCategory = scored.filter((c) => c.categoryId === categoryId);
    const ranked = withCompetitionRanks(
      inCategory.filter((c) => !c.disqualified && scoredSomething(c)).sort((a, b) => compareRanks(a, b) || byName(a, b)),
      (a, b) => compareRanks(a, b) === 0,
    );
    const unranked = inCategory.filter((c) => !c.disqualified && !scoredSomething(c)).sort(byName);
    const disqualified = inCategory.filter((c) => c.disqualified).sort(byName);
    return { categoryId, competitors: [...ranked, ...unranked, ...disqualified] };
  });
}
