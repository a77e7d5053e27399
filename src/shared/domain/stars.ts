/** Star ratings (docs/product.md › Back office: limits): 5 stars, three looks, a half star when the fraction is 0.5 or more. */
export const STAR_COUNT = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** The look of each of the 5 stars for a mean rating; all empty with no rating. Values are kept within 0..5. */
export function starFills(rating: number | null | undefined): StarFill[] {
  const value = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(STAR_COUNT, Math.max(0, rating)) : 0;
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: STAR_COUNT }, (_, index): StarFill => {
    if (index < full) return 'full';
    if (index === full && half) return 'half';
    return 'empty';
  });
}

/** Mean rating with one decimal (4.25 → 4.3); null when there is none, for the 'Pas encore de votes' text. */
export function roundRating(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.round(Number((value * 10).toPrecision(15))) / 10;
}
