import type { PartnerGym } from '../../../../shared/contract/public';
import { foldChars } from '../../../../shared/domain/text-folding';

/** The autocomplete shows at most this many gyms (docs/product.md › Public pages: limits). */
export const MAX_GYM_SUGGESTIONS = 5;
/** The list closes this long after the field loses focus, so that a tap on a suggestion still lands. */
export const SUGGESTIONS_CLOSE_DELAY_MS = 200;

/** Where `query` appears in `name` (code point positions), case and accents ignored; null when absent. */
export function matchRange(name: string, query: string): { start: number; end: number } | null {
  const needle = foldChars(query.trim()).join('');
  if (!needle) return null;
  const start = foldChars(name).join('').indexOf(needle);
  return start === -1 ? null : { start, end: start + Array.from(needle).length };
}

/**
 * The gyms whose name contains the typed text (case-insensitive substring), in the list's order, at most
 * `limit`; an empty text offers the first ones.
 */
export function filterGyms(gyms: readonly PartnerGym[], query: string, limit = MAX_GYM_SUGGESTIONS): PartnerGym[] {
  if (!query.trim()) return gyms.slice(0, limit);
  const matches: PartnerGym[] = [];
  for (const gym of gyms) {
    if (matchRange(gym.name, query)) matches.push(gym);
    if (matches.length === limit) break;
  }
  return matches;
}
