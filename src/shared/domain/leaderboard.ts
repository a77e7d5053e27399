/**
 * Monthly leaderboard rules (docs/product.md › Public side: contests and leaderboards): the calendar month in Europe/Paris and the Gaston Index.
 */
import { parisDay, parisDayStart, type DateValue } from './dates';
import { roundTo } from './format';
import { MAX_GRADE_INDEX } from './grades';
import { withCompetitionRanks, type Ranked } from './scoring';

/** How many of the hardest tops of each style count in the Gaston Index. */
export const GASTON_INDEX_TOPS_PER_STYLE = 5;
/** Each list of the monthly leaderboard stops after this many entries. */
export const LEADERBOARD_LIMIT = 100;

export interface MonthRange {
  /** 'YYYY-MM' of the Paris calendar month. */
  month: string;
  /** First instant of the month in Paris. */
  from: Date;
  /** First instant of the next month (exclusive end). */
  to: Date;
}

/** The Paris calendar month holding `now`. */
export function parisMonthRange(now: DateValue = new Date()): MonthRange {
  const [year, month] = parisDay(now).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    month: `${year}-${pad(month)}`,
    from: parisDayStart(`${year}-${pad(month)}-01`),
    to: parisDayStart(`${next.year}-${pad(next.month)}-01`),
  };
}

export interface MonthlyTop {
  boulderId: number;
  /** Style of the boulder, as its style tag's catalog id; null or a style outside the Index: the top does not count. */
  styleTagId: number | null;
  /** Grade index of the boulder, 0 (3A) to 39 (9B+). */
  grade: number;
}

/**
 * Gaston Index out of 100: for each style tag, the grades of the climber's 5 hardest tops of the month
 * fill 5 slots (an empty slot counts 0, as does a 3A, grade position 0); the index is
 * round(100 × mean of all slots / 39), over (number of style tags × 5) slots, rounded half up.
 * A boulder counts once even if it appears twice in `tops`. No style tag at all gives 0.
 */
export function gastonIndex(tops: readonly MonthlyTop[], styleTagIds: readonly number[]): number {
  const styles = new Set(styleTagIds);
  if (styles.size === 0) return 0;
  const gradesByStyle = new Map<number, number[]>();
  const seen = new Set<number>();
  for (const top of tops) {
    if (top.styleTagId === null || !styles.has(top.styleTagId) || seen.has(top.boulderId)) continue;
    seen.add(top.boulderId);
    const grades = gradesByStyle.get(top.styleTagId) ?? [];
    grades.push(Math.min(Math.max(top.grade, 0), MAX_GRADE_INDEX));
    gradesByStyle.set(top.styleTagId, grades);
  }
  let sum = 0;
  for (const grades of gradesByStyle.values()) {
    for (const grade of grades.sort((a, b) => b - a).slice(0, GASTON_INDEX_TOPS_PER_STYLE)) sum += grade;
  }
  const slots = styles.size * GASTON_INDEX_TOPS_PER_STYLE;
  return roundTo((100 * sum) / slots / MAX_GRADE_INDEX, 0);
}

/**
 * Sorts by `points` descending (ties by `tieOrder`) and gives competition ranks: 1-based, tied entries
 * share their rank (1, 1, 3). Keeps at most `limit` entries.
 */
export function rankByPoints<T extends { points: number }>(entries: readonly T[], tieOrder: (a: T, b: T) => number, limit = LEADERBOARD_LIMIT): Ranked<T>[] {
  const sorted = [...entries].sort((a, b) => b.points - a.points || tieOrder(a, b));
  return withCompetitionRanks(sorted, (a, b) => a.points === b.points).slice(0, limit);
}
