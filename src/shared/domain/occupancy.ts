/**
 * How full a gym is, as a level (docs/occupancy.md). The app's estimate counts the people active in
 * the gym (an app opening or a log) over the last hour and compares it with the gym's own busiest
 * hour of the week over the last weeks; an entry counter's count is compared with the gym's capacity.
 */
export const OCCUPANCY_LEVELS = ['calme', 'modere', 'charge'] as const;
export type OccupancyLevel = (typeof OCCUPANCY_LEVELS)[number];

export const OCCUPANCY_RULES = {
  /** People active within this window are "in the gym now". */
  windowMinutes: 60,
  /** 'Meilleurs moments' and the estimate's yardstick: this many weeks before the current hour. */
  historyWeeks: 8,
  /** A counter's report prevails over the estimate for this long. */
  counterPrevailsMinutes: 15,
  /**
   * The yardstick is never below this many people an hour, so that a gym with little history does
   * not read 'Chargé' for two climbers.
   */
  minReference: 6,
  /** From this share of the yardstick on, 'Modéré'; from the second on, 'Chargé'. */
  modere: 1 / 3,
  charge: 2 / 3,
} as const;

/** The level of `value` people measured against `reference` (the busiest hour's mean, or the capacity). */
export function occupancyLevel(value: number, reference: number): OccupancyLevel {
  const ratio = value / Math.max(reference, OCCUPANCY_RULES.minReference);
  if (ratio >= OCCUPANCY_RULES.charge) return 'charge';
  if (ratio >= OCCUPANCY_RULES.modere) return 'modere';
  return 'calme';
}
