import type { GymDifficulty, Route } from '../../../../shared/contract/routes';
import { gradeIndex } from '../../../../shared/domain/grades';
import { levelNumber, type LevelId } from '../../../../shared/domain/levels';
import { subLevelMarkOf } from '../../../components/level-marks';

/** Position of a grade label on the 40-step scale; unknown labels go last. */
const gradeRank = (label: string | null | undefined) => (label ? (gradeIndex(label) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER);

/** Circuit grade first, then the boulder's own sub-level grade, then the name: the order of the sector view. */
export function compareByGrade(a: Route, b: Route): number {
  return (
    gradeRank(a.gym_difficulty.corresponding_difficulty) - gradeRank(b.gym_difficulty.corresponding_difficulty) ||
    a.gym_difficulty.id - b.gym_difficulty.id ||
    gradeRank(a.difficulty) - gradeRank(b.difficulty) ||
    a.name.localeCompare(b.name, 'fr')
  );
}

/** A sorted copy: boulders by difficulty grade (docs/product.md › Back office: screens "Sector view"). */
export const sortByGrade = (routes: readonly Route[]): Route[] => [...routes].sort(compareByGrade);

export interface DifficultyGroup {
  difficulty: GymDifficulty;
  /** Its boulders, easiest sub-level first. */
  routes: Route[];
}

/** Boulders grouped by circuit, circuits ordered by grade (the bars of the histogram). */
export function groupByDifficulty(routes: readonly Route[]): DifficultyGroup[] {
  const groups: DifficultyGroup[] = [];
  for (const route of sortByGrade(routes)) {
    const last = groups.at(-1);
    if (last && last.difficulty.id === route.gym_difficulty.id) last.routes.push(route);
    else groups.push({ difficulty: route.gym_difficulty, routes: [route] });
  }
  return groups;
}

/**
 * The sub-level marks of a boulder: its grade against its circuit's grade (docs/product.md › Back office: states);
 * the stored level when either grade is not on the scale.
 */
export const subLevelOf = (route: Route): LevelId =>
  subLevelMarkOf(route.difficulty, route.gym_difficulty.corresponding_difficulty) ?? levelNumber(route.level);
