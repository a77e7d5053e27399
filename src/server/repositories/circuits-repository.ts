/**
 * Circuit (gym difficulty) queries of the dashboard and circuit pages (docs/statistics.md).
 * Period figures count distinct (climber, boulder) pairs, which no per-day rollup can give: the
 * drainer keeps them in circuit_figures (gaston_fold_circuit_figures, src/server/db/sql/); when a gym's rows are
 * not there for today's periods (the day just turned, a boulder changed circuit), they are counted
 * from the ascents of the two periods (index ascents_gym_logged_idx), never the whole history.
 */
import { parisDay, type ComparisonPeriods } from '../../shared/domain/dates';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

/** A gym's circuit as it is drawn: its name, icon, grade and colours. */
export interface CircuitLook {
  id: number;
  name: string;
  svg: string;
  /** Grade index 0..39. */
  grade: number;
  color1: string;
  color2: string | null;
}

export interface DifficultyCounts extends CircuitLook {
  activeBoulders: number;
  level1: number;
  level2: number;
  level3: number;
}

/** Every difficulty of the gym in position order, with its active boulders (0 when none) per level. */
export async function difficultiesWithActiveCounts(db: DbExecutor, gymId: number): Promise<DifficultyCounts[]> {
  return sqlRows<DifficultyCounts>(
    db,
    sql`select d.id, d.name, d.svg, d.corresponding_difficulty as grade, d.color_1 as "color1", d.color_2 as "color2",
            coalesce(c.total, 0)::int as "activeBoulders", coalesce(c.level1, 0)::int as level1,
            coalesce(c.level2, 0)::int as level2, coalesce(c.level3, 0)::int as level3
     from gym_difficulties d
     left join (
       select gym_difficulty_id, count(*) as total,
              count(*) filter (where level = -1) as level1,
              count(*) filter (where level = 0) as level2,
              count(*) filter (where level not in (-1, 0)) as level3
       from boulders where gym_id = ${gymId} and closed_at is null
       group by gym_difficulty_id
     ) c on c.gym_difficulty_id = d.id
     where d.gym_id = ${gymId}
     order by d.position, d.id`,
  );
}

/** What climbers did on a circuit's boulders during one period. */
export interface CircuitPeriodFigures {
  tries: number;
  /** Distinct climbers with at least one log. */
  climbers: number;
  /** Distinct (climber, boulder) pairs with at least one log. */
  pairs: number;
  /** Of those pairs, the ones with a top logged in the period. */
  toppedPairs: number;
  /** Of those pairs, the ones flashed in the period (first ever log of the pair, a top in 1 try). */
  flashedPairs: number;
  /** Pairs whose first top is in the period, and the sum of their tries up to that top. */
  firstTops: number;
  triesToFirstTopSum: number;
}

export interface CircuitPeriods {
  current: CircuitPeriodFigures;
  previous: CircuitPeriodFigures;
}

const EMPTY_FIGURES: CircuitPeriodFigures = { tries: 0, climbers: 0, pairs: 0, toppedPairs: 0, flashedPairs: 0, firstTops: 0, triesToFirstTopSum: 0 };

interface PeriodRow extends CircuitPeriodFigures {
  difficulty_id: number;
  current: boolean;
}

interface KeptRow {
  difficulty_id: number;
  kept: boolean;
  current: CircuitPeriodFigures;
  previous: CircuitPeriodFigures;
}

const keptFigures = (prefix: 'current' | 'previous') =>
  sql.raw(`json_build_object(
  'tries', f.${prefix}_tries, 'climbers', f.${prefix}_climbers, 'pairs', f.${prefix}_pairs,
  'toppedPairs', f.${prefix}_topped_pairs, 'flashedPairs', f.${prefix}_flashed_pairs,
  'firstTops', f.${prefix}_first_tops, 'triesToFirstTopSum', f.${prefix}_tries_to_first_top_sum)`);

/** The figures the drainer keeps, or null when some asked circuit has no up-to-date row for these periods. */
async function keptCircuitFigures(
  db: DbExecutor,
  gymId: number,
  periods: ComparisonPeriods,
  difficultyId: number | undefined,
): Promise<Map<number, CircuitPeriods> | null> {
  const rows = await sqlRows<KeptRow>(
    db,
    sql`select d.id as difficulty_id, f.gym_difficulty_id is not null as kept,
            ${keptFigures('current')} as current, ${keptFigures('previous')} as previous
     from gym_difficulties d
     left join circuit_figure_epochs e on e.gym_id = d.gym_id
     left join circuit_figures f
       on f.gym_difficulty_id = d.id and f.current_day = ${parisDay(periods.current.from)} and f.previous_day = ${parisDay(periods.previous.from)}
          and f.epoch = coalesce(e.epoch, 0)
     where d.gym_id = ${gymId} ${difficultyId === undefined ? sql`` : sql`and d.id = ${difficultyId}`}`,
  );
  if (rows.some((row) => !row.kept)) return null;
  return new Map(rows.map((row) => [row.difficulty_id, { current: row.current, previous: row.previous }]));
}

/**
 * Period figures per gym difficulty (or for one difficulty): those the drainer keeps, else counted from
 * the ascents.
 */
export async function circuitPeriodFigures(
  db: DbExecutor,
  gymId: number,
  periods: ComparisonPeriods,
  options: { difficultyId?: number } = {},
): Promise<Map<number, CircuitPeriods>> {
  return (await keptCircuitFigures(db, gymId, periods, options.difficultyId)) ?? circuitPeriodFiguresFromAscents(db, gymId, periods, options);
}

/**
 * Period figures per gym difficulty (or for one difficulty) counted from the ascents of each period by
 * gaston_count_circuit_figures, the definition the kept figures are held to (src/server/db/sql/).
 */
export async function circuitPeriodFiguresFromAscents(
  db: DbExecutor,
  gymId: number,
  periods: ComparisonPeriods,
  options: { difficultyId?: number } = {},
): Promise<Map<number, CircuitPeriods>> {
  const columns = sql`gym_difficulty_id as difficulty_id, tries, climbers, pairs, topped_pairs as "toppedPairs",
                   flashed_pairs as "flashedPairs", first_tops as "firstTops", tries_to_first_top_sum as "triesToFirstTopSum"`;
  const only = options.difficultyId === undefined ? null : sql.param([options.difficultyId]);
  const { previous, current } = periods;
  const rows = await sqlRows<PeriodRow>(
    db,
    sql`select true as current, ${columns} from gaston_count_circuit_figures(${gymId}, ${current.from}, ${current.to}, ${only})
        union all
        select false, ${columns} from gaston_count_circuit_figures(${gymId}, ${previous.from}, ${current.from}, ${only})`,
  );
  const result = new Map<number, CircuitPeriods>();
  for (const { difficulty_id, current, ...figures } of rows) {
    const entry = result.get(difficulty_id) ?? emptyCircuitPeriods();
    entry[current ? 'current' : 'previous'] = figures;
    result.set(difficulty_id, entry);
  }
  return result;
}

export const emptyCircuitPeriods = (): CircuitPeriods => ({ current: EMPTY_FIGURES, previous: EMPTY_FIGURES });

/**
 * Mean grade proposal (grade index, unrounded) per period: proposals made in the period on the
 * difficulty's boulders open during that period. Only boulders still open at the start of the
 * previous period are read, so the cost does not grow with the gym's history of proposals.
 */
export async function circuitGradeProposals(
  db: DbExecutor,
  difficultyId: number,
  periods: ComparisonPeriods,
): Promise<{ current: number | null; previous: number | null }> {
  const { previous, current } = periods;
  const [row] = await sqlRows<{ current: number | null; previous: number | null }>(
    db,
    sql`select avg(g.grade) filter (where g.created_at >= ${current.from} and (b.closed_at is null or b.closed_at >= ${current.from}))::float8 as current,
               avg(g.grade) filter (where g.created_at < ${current.from} and b.created_at < ${current.from})::float8 as previous
        from boulders b
        cross join lateral (
          select grade, created_at from grade_proposals where boulder_id = b.id and created_at >= ${previous.from} and created_at < ${current.to}
        ) g
        where b.gym_difficulty_id = ${difficultyId} and (b.closed_at is null or b.closed_at >= ${previous.from}) and b.created_at < ${current.to}`,
  );
  return row ?? { current: null, previous: null };
}
