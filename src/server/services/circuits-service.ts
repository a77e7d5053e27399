/**
 * The circuit pages (docs/product.md › Back office: screens "Circuits", docs/statistics.md "Circuits"): one row per gym
 * difficulty with its active boulders and what climbers did on it in the current comparison period
 * against the previous one; and one circuit's full details.
 */
import type { CircuitFullDetails, CircuitHeader } from '../../shared/contract/circuits';
import { comparisonPeriods, type ComparisonPeriods } from '../../shared/domain/dates';
import { gradeLabel } from '../../shared/domain/grades';
import type { Database } from '../db/client';
import { gymRead } from './authorize';
import type { GymRead, ServiceContext } from './context';
import { notFound } from '../errors';
import {
  circuitGradeProposals,
  circuitPeriodFigures,
  difficultiesWithActiveCounts,
  emptyCircuitPeriods,
  type CircuitPeriods,
  type DifficultyCounts,
} from '../repositories/circuits-repository';
import { commentsOfBoulders } from '../repositories/comments-repository';
import { percent, ratio } from '../repositories/statistics-repository';
import { boulderCards, pooledRating } from '../repositories/usage-repository';

function headerRow(difficulty: DifficultyCounts, figures: CircuitPeriods, periods: ComparisonPeriods): CircuitHeader {
  const { current, previous } = figures;
  return {
    id: difficulty.id,
    name: difficulty.name,
    corresponding_difficulty: gradeLabel(difficulty.grade),
    color_1: difficulty.color1,
    color_2: difficulty.color2,
    svg: difficulty.svg,
    boulder_count: difficulty.activeBoulders,
    level1_count: difficulty.level1,
    level2_count: difficulty.level2,
    level3_count: difficulty.level3,
    tries_total: current.tries,
    tries_per_day: ratio(current.tries, periods.days),
    success_rate: percent(current.toppedPairs, current.pairs),
    active_climbers: current.climbers,
    tries_total_last_month: previous.tries,
    tries_per_day_last_month: ratio(previous.tries, periods.days),
    success_rate_last_month: percent(previous.toppedPairs, previous.pairs),
    active_climbers_last_month: previous.climbers,
  };
}

export async function circuitHeaders(db: Database, gymId: number, now: Date): Promise<CircuitHeader[]> {
  const periods = comparisonPeriods(now);
  const [difficulties, figures] = await Promise.all([difficultiesWithActiveCounts(db, gymId), circuitPeriodFigures(db, gymId, periods)]);
  return difficulties.map((d) => headerRow(d, figures.get(d.id) ?? emptyCircuitPeriods(), periods));
}

const gradeOrNull = (mean: number | null) => (mean === null ? null : gradeLabel(Math.round(mean)));

/** Full details of one circuit of the gym; 404 when the difficulty is not one of the gym's. */
export async function circuitFullDetails(db: Database, gymId: number, difficultyId: number, now: Date): Promise<CircuitFullDetails> {
  const periods = comparisonPeriods(now);
  const [difficulties, figures, grades, boulders] = await Promise.all([
    difficultiesWithActiveCounts(db, gymId),
    circuitPeriodFigures(db, gymId, periods, { difficultyId }),
    circuitGradeProposals(db, difficultyId, periods),
    boulderCards(db, { gymId, difficultyId }, now),
  ]);
  const difficulty = difficulties.find((d) => d.id === difficultyId);
  if (!difficulty) throw notFound("Cette difficulté n'existe pas dans cette salle.");
  const periodFigures = figures.get(difficultyId) ?? emptyCircuitPeriods();
  const boulderIds = boulders.map((b) => b.id);
  const [rating, commentsByBoulder] = await Promise.all([pooledRating(db, boulderIds), commentsOfBoulders(db, boulderIds)]);
  const { current, previous } = periodFigures;
  return {
    ...headerRow(difficulty, periodFigures, periods),
    average_grade: gradeOrNull(grades.current),
    average_grade_last_month: gradeOrNull(grades.previous),
    flash_rate: percent(current.flashedPairs, current.pairs),
    flash_rate_last_month: percent(previous.flashedPairs, previous.pairs),
    average_tries_before_top: ratio(current.triesToFirstTopSum, current.firstTops),
    average_tries_before_top_last_month: ratio(previous.triesToFirstTopSum, previous.firstTops),
    rank: rating.ranking,
    rank_count: rating.count,
    boulders,
    comments: [...commentsByBoulder.values()].flat().sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id - a.id)),
  };
}

// ---------------------------------------------------------------- the calls, access checked

export const circuitHeadersRead = (ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymRead<CircuitHeader[]>> =>
  gymRead(ctx, gymId, (now) => circuitHeaders(ctx.db, gymId, now));

/** The contract answers a list of one. */
export const circuitFullDetailsRead = (
  ctx: ServiceContext,
  { gymId, difficultySplitId }: { gymId: number; difficultySplitId: number },
): Promise<GymRead<CircuitFullDetails[]>> => gymRead(ctx, gymId, async (now) => [await circuitFullDetails(ctx.db, gymId, difficultySplitId, now)]);
