/**
 * Rules of the dashboard panels (docs/product.md › Back office: screens Dashboard, §9): the distribution bar scale and
 * the sector opening state lists.
 */
import type { GymGeneralStats, SectorOverview } from '../../../../shared/contract/dashboard';
import { daysUntil, type DateValue } from '../../../../shared/domain/dates';

/** The largest share of the distribution is drawn at this height (percent of the bar area). */
export const LARGEST_SHARE_HEIGHT = 75;
/** Entries shown in the late openings and dismantled lists before the ellipsis. */
export const SHORT_LIST_SIZE = 3;

type Difficulty = GymGeneralStats['difficulties'][number];

export interface DistributionColumn extends Difficulty {
  /** Share of the gym's active boulders, 0–100. */
  share: number;
  /** Column height, percent of the bar area: the largest share gets 75. */
  height: number;
}

/** One column per difficulty, scaled so the largest share is drawn at 75 %. */
export function distributionColumns(difficulties: readonly Difficulty[], totalActiveRoutes?: number): DistributionColumn[] {
  const total = totalActiveRoutes && totalActiveRoutes > 0 ? totalActiveRoutes : difficulties.reduce((sum, d) => sum + d.countBoulder, 0);
  const largest = Math.max(0, ...difficulties.map((d) => d.countBoulder));
  return difficulties.map((difficulty) => ({
    ...difficulty,
    share: total > 0 ? (difficulty.countBoulder / total) * 100 : 0,
    height: largest > 0 ? (difficulty.countBoulder / largest) * LARGEST_SHARE_HEIGHT : 0,
  }));
}

/** The first entries of a list and whether an ellipsis follows them. */
export function shortList<T>(items: readonly T[], size: number = SHORT_LIST_SIZE): { shown: T[]; more: boolean } {
  return { shown: items.slice(0, size), more: items.length > size };
}

export interface SectorOpeningState {
  /** Every sector by planned closing date, soonest first (no planned date last). */
  sectors: SectorOverview[];
  /** The sector opened most recently, null when none was ever opened. */
  latestOpening: SectorOverview | null;
  /** Sectors whose planned closing date is past (late to be reopened), in closing order. */
  lateOpenings: SectorOverview[];
  /** Sectors without any active boulder. */
  dismantled: SectorOverview[];
}

export function sectorOpeningState(overview: readonly SectorOverview[], now: DateValue = new Date()): SectorOpeningState {
  const sectors = [...overview].sort((a, b) => {
    if (a.plannedClosingDate === b.plannedClosingDate) return a.name.localeCompare(b.name, 'fr');
    if (a.plannedClosingDate === null) return 1;
    if (b.plannedClosingDate === null) return -1;
    return a.plannedClosingDate < b.plannedClosingDate ? -1 : 1;
  });
  let latestOpening: SectorOverview | null = null;
  for (const sector of sectors) {
    if (sector.openingDate && (!latestOpening?.openingDate || sector.openingDate > latestOpening.openingDate)) latestOpening = sector;
  }
  return {
    sectors,
    latestOpening,
    // A stripped sector is dismantled, not late: its planned day no longer waits for anything.
    lateOpenings: sectors.filter((s) => s.countBoulders > 0 && s.plannedClosingDate !== null && daysUntil(s.plannedClosingDate, now) < 0),
    dismantled: sectors.filter((s) => s.countBoulders === 0),
  };
}
