/**
 * Contest rankings (decisions.md §5), pure so that the server and the tests compute them the same way.
 *
 * Decisions where the spec is silent:
 * - Ties share a rank ("1, 1, 3" competition ranking); tied competitors are listed by last name, then
 *   first name (French collation), then id, so the order never flickers between two refreshes.
 * - Points contests: points are kept exact for the ranking and rounded half up to a whole number for
 *   the answer (`displayPoints`). Two competitors a fraction of a point apart can therefore show the
 *   same rounded points with different ranks.
 * - Finals: a top also counts as a zone, even if the judge did not tick the zone box.
 * - Vertical gain: only tops logged inside [startsAt, endsAt] count (both ends included).
 * - Draw: competitors who topped at least one boulder by the end time are eligible; points and finals
 *   contests count every result, whenever it was typed in (judges may enter sheets late).
 */
import { roundTo } from './format';

export type ContestCategory = 'female' | 'male';

export interface Competitor {
  id: number;
  firstName: string;
  lastName: string;
  category: ContestCategory;
}

export interface ContestResult {
  competitorId: number;
  /** The contest boulder (not the gym boulder). */
  boulderId: number;
  topped: boolean;
  zone: boolean;
  tries: number;
  loggedAt: Date;
  /** Height of the contest boulder in metres (vertical gain). */
  heightM: number;
}

export type Ranked<T> = T & { rank: number };
export type ByCategory<T> = Record<ContestCategory, T[]>;

/** Each boulder of a points contest is worth this much, shared among the toppers of a category. */
export const POINTS_PER_BOULDER = 1000;

/** Exact points closer than this are a tie (sums of 1000/n are not exact in binary). */
const SCORE_EPSILON = 1e-6;

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Last name, then first name, French collation, then id: the order of tied competitors. */
export function compareNames(
  a: { firstName: string; lastName: string; id?: number },
  b: { firstName: string; lastName: string; id?: number },
): number {
  return nameCollator.compare(a.lastName, b.lastName) || nameCollator.compare(a.firstName, b.firstName) || (a.id ?? 0) - (b.id ?? 0);
}

/**
 * Competition ranks (1-based, ties share the rank, the next rank skips: 1, 1, 3) of a list already sorted
 * best first; `tied` tells whether two neighbours have the same score.
 */
export function withCompetitionRanks<T>(sorted: readonly T[], tied: (a: T, b: T) => boolean): Ranked<T>[] {
  const ranked: Ranked<T>[] = [];
  sorted.forEach((item, index) => {
    const previous = ranked[index - 1];
    const rank = previous && tied(sorted[index - 1]!, item) ? previous.rank : index + 1;
    ranked.push({ ...item, rank });
  });
  return ranked;
}

function byCategory<T extends { category: ContestCategory }>(items: readonly T[]): ByCategory<T> {
  const groups: ByCategory<T> = { female: [], male: [] };
  for (const item of items) groups[item.category].push(item);
  return groups;
}

/** Ranks each category: better score first (compare < 0 means a is better), ties by name. */
function rankCategories<T extends Competitor>(
  scored: readonly T[],
  compareScores: (a: T, b: T) => number,
): ByCategory<Ranked<T>> {
  const groups = byCategory(scored);
  const rank = (list: T[]) =>
    withCompetitionRanks(
      [...list].sort((a, b) => compareScores(a, b) || compareNames(a, b)),
      (a, b) => compareScores(a, b) === 0,
    );
  return { female: rank(groups.female), male: rank(groups.male) };
}

const compareDesc = (a: number, b: number) => (Math.abs(a - b) < SCORE_EPSILON ? 0 : b - a);

/** Points shown for exact points: rounded half up to a whole number. */
export const displayPoints = (points: number): number => roundTo(points, 0);

/**
 * Points contest: each boulder is worth 1000 points shared equally among the competitors of the same
 * category who topped it; a competitor's points are the sum of their shares (exact, not rounded).
 */
export function pointsRanking(
  competitors: readonly Competitor[],
  results: readonly ContestResult[],
): ByCategory<Ranked<Competitor & { points: number }>> {
  const categoryOf = new Map(competitors.map((c) => [c.id, c.category]));
  const toppersByBoulder = new Map<string, Set<number>>();
  for (const result of results) {
    const category = categoryOf.get(result.competitorId);
    if (!result.topped || !category) continue;
    const key = `${category}:${result.boulderId}`;
    let toppers = toppersByBoulder.get(key);
    if (!toppers) toppersByBoulder.set(key, (toppers = new Set()));
    toppers.add(result.competitorId);
  }
  const points = new Map<number, number>();
  for (const toppers of toppersByBoulder.values()) {
    const share = POINTS_PER_BOULDER / toppers.size;
    for (const competitorId of toppers) points.set(competitorId, (points.get(competitorId) ?? 0) + share);
  }
  const scored = competitors.map((c) => ({ ...c, points: points.get(c.id) ?? 0 }));
  return rankCategories(scored, (a, b) => compareDesc(a.points, b.points));
}

/** Finals: most tops, then most zones, then fewest tries (tries summed over every boulder). */
export function finalsRanking(
  competitors: readonly Competitor[],
  results: readonly ContestResult[],
): ByCategory<Ranked<Competitor & { tops: number; zones: number; tries: number }>> {
  const totals = new Map<number, { tops: number; zones: number; tries: number }>();
  for (const result of results) {
    const total = totals.get(result.competitorId) ?? { tops: 0, zones: 0, tries: 0 };
    if (result.topped) total.tops += 1;
    if (result.zone || result.topped) total.zones += 1;
    total.tries += result.tries;
    totals.set(result.competitorId, total);
  }
  const scored = competitors.map((c) => ({ ...c, ...(totals.get(c.id) ?? { tops: 0, zones: 0, tries: 0 }) }));
  return rankCategories(scored, (a, b) => b.tops - a.tops || b.zones - a.zones || a.tries - b.tries);
}

export interface ContestWindow {
  startsAt: Date;
  /** Null: the contest has no end. */
  endsAt: Date | null;
}

const isInWindow = (at: Date, window: ContestWindow) =>
  at.getTime() >= window.startsAt.getTime() && (window.endsAt === null || at.getTime() <= window.endsAt.getTime());

/** Vertical gain: total_points = sum of the heights (m) of the boulders topped inside the window, to the centimetre. */
export function verticalGainRanking(
  competitors: readonly Competitor[],
  results: readonly ContestResult[],
  window: ContestWindow,
): ByCategory<Ranked<Competitor & { totalPoints: number }>> {
  const metres = new Map<number, number>();
  for (const result of results) {
    if (!result.topped || !isInWindow(result.loggedAt, window)) continue;
    metres.set(result.competitorId, (metres.get(result.competitorId) ?? 0) + result.heightM);
  }
  const scored = competitors.map((c) => ({ ...c, totalPoints: roundTo(metres.get(c.id) ?? 0, 2) }));
  return rankCategories(scored, (a, b) => compareDesc(a.totalPoints, b.totalPoints));
}

/** Ids of the competitors who topped at least one boulder by `until` (every result when null), ascending. */
export function drawEligibleIds(results: readonly ContestResult[], until: Date | null): number[] {
  const ids = new Set<number>();
  for (const result of results) {
    if (result.topped && (until === null || result.loggedAt.getTime() <= until.getTime())) ids.add(result.competitorId);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * `count` distinct items drawn uniformly (partial Fisher–Yates), in drawing order; all of them, shuffled,
 * when there are fewer. `randomInt(max)` must return a uniform integer in [0, max) — crypto.randomInt on
 * the server.
 */
export function drawWinners<T>(candidates: readonly T[], count: number, randomInt: (max: number) => number): T[] {
  const pool = [...candidates];
  const drawn = Math.max(0, Math.min(count, pool.length));
  for (let i = 0; i < drawn; i += 1) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, drawn);
}
