/**
 * Display rules of the monthly leaderboard rows (docs/product.md › Public pages: screens): the last name's initial only,
 * medals for the top 3, bars relative to the leader.
 */

const firstLetter = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase('fr-FR') ?? '';

/** 'Léa Martin' → 'Léa M.'; without a last name, the first name alone. */
export function shortName(firstName: string, lastName: string): string {
  const initial = firstLetter(lastName);
  const first = firstName.trim();
  if (!initial) return first;
  return first ? `${first} ${initial}.` : `${initial}.`;
}

/** The avatar's letters when there is no picture: 'LM'. */
export const initials = (firstName: string, lastName: string): string => `${firstLetter(firstName)}${firstLetter(lastName)}` || '?';

export type Medal = 'gold' | 'silver' | 'bronze';

/** The medal of a rank; none after the 3rd. Tied climbers share the rank, hence the medal. */
export function medalOf(rank: number): Medal | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}

/** Width of a row's bar in percent of the leader's value (at least a sliver for any positive value). */
export function barPercent(value: number, max: number): number {
  if (!(max > 0) || !(value > 0)) return 0;
  return Math.max(2, Math.min(100, (value / max) * 100));
}
