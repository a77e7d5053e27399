/**
 * Boulder levels (docs/product.md › Back office: data "Level"): stored as -1, 0 or 1, shown and filtered as level 1, 2 or 3.
 */
export type LevelId = 1 | 2 | 3;
export type LevelValue = -1 | 0 | 1;

export const level1 = Object.freeze({ id: 1, value: -1 } as const);
export const level2 = Object.freeze({ id: 2, value: 0 } as const);
export const level3 = Object.freeze({ id: 3, value: 1 } as const);
export const LEVELS = Object.freeze([level1, level2, level3] as const);
export const LEVEL_IDS: readonly LevelId[] = Object.freeze([1, 2, 3] as const);

export const isLevelId = (value: unknown): value is LevelId => value === 1 || value === 2 || value === 3;

/** Level shown for a stored value: -1 is level 1, 0 is level 2, anything else is level 3 (spec wording). */
export function levelNumber(stored: number): LevelId {
  if (stored === -1) return 1;
  if (stored === 0) return 2;
  return 3;
}

/** Stored value for a level id (the filter call sends ids 1, 2, 3). */
export function levelIdToValue(id: LevelId): LevelValue {
  const level = LEVELS.find((l) => l.id === id);
  if (!level) throw new RangeError(`Invalid level id: ${String(id)}`);
  return level.value;
}

/** Level id of a stored value, with the same "anything else is level 3" rule as the display. */
export const levelValueToId = (value: number): LevelId => levelNumber(value);

/** The list screens show a level as the stored value plus 2 (docs/product.md › Back office: data). */
export const displayLevel = (stored: number): number => stored + 2;

/**
 * Sub-level mark (docs/product.md › Back office: states): the route's sub-level grade against the gym system's grade for its difficulty.
 * Lower gives mark 1, equal mark 2, higher mark 3.
 */
export function subLevelMark(routeGrade: number, systemGrade: number): LevelId {
  if (routeGrade < systemGrade) return 1;
  if (routeGrade === systemGrade) return 2;
  return 3;
}
