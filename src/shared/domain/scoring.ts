/**
 * What every contest ranking and draw shares (docs/ARCHITECTURE.md, "Contests"): competition ranks,
 * the order of tied competitors, the points shown on a page, and the draw. The rankings themselves are
 * computed by one engine, contest-formats.ts.
 *
 * - Ties share a rank ("1, 1, 3" competition ranking); tied competitors are listed by last name, then
 *   first name (French collation), then id, so the order never flickers between two refreshes.
 * - Draw: competitors who topped at least one boulder by the end time are eligible.
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

const nameCollator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Last name, then first name, French collation, then id: the order of tied competitors. */
export function compareNames(a: { firstName: string; lastName: string; id?: number }, b: { firstName: string; lastName: string; id?: number }): number {
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

/** Points shown for exact points: rounded half up to a whole number. */
export const displayPoints = (points: number): number => roundTo(points, 0);

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
