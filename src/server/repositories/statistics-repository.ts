/**
 * Per-boulder statistics (docs/product.md › Statistics, docs/statistics.md) read from the rollups
 * (boulder_stats, boulder_climber_stats, climber_levels), never from a rescan of all ascents.
 */
import { addCalendarDays, daysBetween } from '../../shared/domain/dates';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { climberLevels, climberLevelsState, gyms } from '../db/schema';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface BoulderStatistics {
  totalTries: number;
  triesPerDay: number;
  climbers: number;
  toppers: number;
  successRate: number;
  flashRate: number;
  averageTriesBeforeTop: number;
  sameLevelClimbers: number;
  successRateSameLevel: number;
  flashRateSameLevel: number;
  averageTriesBeforeTopSameLevel: number;
  /** Mean stars, null without any rating. */
  averageRanking: number | null;
  rankingCount: number;
  /** Mean proposed grade index, null without any proposal. */
  averageGrading: number | null;
}

const LEVEL_WINDOW_DAYS = 90;
const LEVEL_MIN_TOPS = 3;

/** Percentage with two decimals (0 when nobody logged). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((10_000 * part) / whole) / 100 : 0);
/** Ratio with two decimals (0 when the whole is 0). */
export const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) / 100 : 0);

/**
 * Tries per day: total tries divided by the Paris calendar days from opening to today, or to the
 * closing day for a closed boulder, with at least 1 day.
 */
export function triesPerDay(totalTries: number, openedAt: Date | string, closedAt: Date | string | null, now: Date): number {
  const end = closedAt ?? now;
  return ratio(totalTries, Math.max(1, daysBetween(openedAt, end)));
}

/**
 * Recomputes climber_levels for one gym as of `today` (a Paris day), unless it already holds that
 * day's levels. Run by the climber-levels job (src/server/jobs/climber-levels.ts), never by a read;
 * the advisory lock makes a second caller wait and then find the work done.
 */
export async function rebuildClimberLevels(db: Database, gymId: number, today: string): Promise<boolean> {
  const from = parisDayStartSql(addCalendarDays(today, -LEVEL_WINDOW_DAYS));
  const to = parisDayStartSql(addCalendarDays(today, 1));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`climber_levels:${gymId}`}))`);
    const [fresh] = await tx
      .select({ gymId: climberLevelsState.gymId })
      .from(climberLevelsState)
      .where(and(eq(climberLevelsState.gymId, gymId), eq(climberLevelsState.computedFor, today)));
    if (fresh) return false;
    await tx.delete(climberLevels).where(eq(climberLevels.gymId, gymId));
    await tx.execute(sql`
      insert into climber_levels (gym_id, user_id, gym_difficulty_id)
      select distinct on (t.user_id) ${gymId}::int, t.user_id, t.gym_difficulty_id
      from (
        select a.user_id, b.gym_difficulty_id
        from ascents a
        join boulders b on b.id = a.boulder_id
        where a.gym_id = ${gymId} and a.topped and a.logged_at >= ${from}::timestamptz and a.logged_at < ${to}::timestamptz
        group by a.user_id, b.gym_difficulty_id
        having count(distinct a.boulder_id) >= ${LEVEL_MIN_TOPS}
      ) t
      join gym_difficulties d on d.id = t.gym_difficulty_id
      order by t.user_id, d.corresponding_difficulty desc, d.position desc`);
    await tx
      .insert(climberLevelsState)
      .values({ gymId, computedFor: today, computedAt: sql`now()` })
      .onConflictDoUpdate({ target: climberLevelsState.gymId, set: { computedFor: today, computedAt: sql`now()` } });
    return true;
  });
}

/** Gyms whose climber levels are not those of `today` (never computed, or an earlier day). */
export async function gymsWithStaleClimberLevels(db: DbExecutor, today: string): Promise<number[]> {
  const rows = await db
    .select({ id: gyms.id })
    .from(gyms)
    .leftJoin(climberLevelsState, eq(climberLevelsState.gymId, gyms.id))
    .where(sql`${climberLevelsState.computedFor} is distinct from ${today}::date`)
    .orderBy(asc(gyms.id));
  return rows.map((row) => row.id);
}

/** Fresh planner statistics after the levels were refilled keep the same-level joins on good plans. */
export async function analyzeClimberLevels(db: DbExecutor): Promise<void> {
  await db.execute(sql`analyze ${climberLevels}`);
}

// The level window is counted in whole Paris days: from the start of the day 90 days ago to the end of today.
function parisDayStartSql(day: string): string {
  return `${day} 00:00:00 Europe/Paris`;
}

interface StatisticsRow {
  id: number;
  gym_id: number;
  created_at: string;
  closed_at: string | null;
  climbers: number;
  toppers: number;
  flashers: number;
  tries: number;
  tries_to_top_sum: number;
  same_climbers: number;
  same_toppers: number;
  same_flashers: number;
  same_tries_to_top_sum: number;
  ranking: number | null;
  ranking_count: number;
  grading: number | null;
}

/** Statistics of the given boulders, keyed by boulder id (boulders that do not exist are absent). */
export async function boulderStatistics(db: DbExecutor, boulderIds: number[], now: Date): Promise<Map<number, BoulderStatistics>> {
  const result = new Map<number, BoulderStatistics>();
  if (boulderIds.length === 0) return result;
  const rows = await sqlRows<StatisticsRow>(
    db,
    sql`select b.id, b.gym_id, b.created_at, b.closed_at,
            coalesce(s.climbers, 0) as climbers, coalesce(s.toppers, 0) as toppers, coalesce(s.flashers, 0) as flashers,
            coalesce(s.tries, 0) as tries, coalesce(s.tries_to_top_sum, 0) as tries_to_top_sum,
            coalesce(same.climbers, 0) as same_climbers, coalesce(same.toppers, 0) as same_toppers,
            coalesce(same.flashers, 0) as same_flashers, coalesce(same.tries_to_top_sum, 0) as same_tries_to_top_sum,
            r.ranking, coalesce(r.ranking_count, 0) as ranking_count, g.grading
     from boulders b
     left join boulder_stats s on s.boulder_id = b.id
     left join lateral (
       select count(*)::int as climbers,
              (count(*) filter (where c.topped))::int as toppers,
              (count(*) filter (where c.flashed))::int as flashers,
              coalesce(sum(c.tries_to_top), 0)::int as tries_to_top_sum
       from boulder_climber_stats c
       -- One primary-key lookup per climber of the boulder; as a join, the planner read every climber of
       -- the difficulty once per boulder (237,000 rows for a sector of 178 boulders at 10× data).
       where c.boulder_id = b.id
         and (select l.gym_difficulty_id from climber_levels l where l.gym_id = b.gym_id and l.user_id = c.user_id) = b.gym_difficulty_id
     ) same on true
     left join lateral (
       select avg(stars)::float8 as ranking, count(*)::int as ranking_count from ratings where boulder_id = b.id
     ) r on true
     left join lateral (select avg(grade)::float8 as grading from grade_proposals where boulder_id = b.id) g on true
     where b.id = any(${intArray(boulderIds)})`,
  );
  for (const row of rows) {
    result.set(row.id, {
      totalTries: row.tries,
      triesPerDay: triesPerDay(row.tries, instant(row.created_at), row.closed_at === null ? null : instant(row.closed_at), now),
      climbers: row.climbers,
      toppers: row.toppers,
      successRate: percent(row.toppers, row.climbers),
      flashRate: percent(row.flashers, row.climbers),
      averageTriesBeforeTop: ratio(row.tries_to_top_sum, row.toppers),
      sameLevelClimbers: row.same_climbers,
      successRateSameLevel: percent(row.same_toppers, row.same_climbers),
      flashRateSameLevel: percent(row.same_flashers, row.same_climbers),
      averageTriesBeforeTopSameLevel: ratio(row.same_tries_to_top_sum, row.same_toppers),
      averageRanking: row.ranking === null ? null : Math.round(row.ranking * 100) / 100,
      rankingCount: row.ranking_count,
      averageGrading: row.grading === null ? null : Math.round(row.grading * 100) / 100,
    });
  }
  return result;
}

/** One batch of the statistics queue (gaston_drain_stats): the gyms it touched, or null when another process holds the drain. */
export async function drainStatsBatch(db: DbExecutor, batchRows: number, wait: boolean): Promise<number[] | null> {
  const [row] = await sqlRows<{ gyms: number[] | null }>(db, sql`select gaston_drain_stats(${batchRows}, ${wait}) as gyms`);
  return row?.gyms ?? null;
}

/** Computes the circuit figures of one gym whose rows are not for these period starts; the gym, or null when none is left. */
export async function rollCircuitFiguresOfOneGym(db: DbExecutor, currentFrom: string, previousFrom: string, wait: boolean): Promise<number | null> {
  const [row] = await sqlRows<{ gym: number | null }>(db, sql`select gaston_roll_circuit_figures(${currentFrom}::date, ${previousFrom}::date, ${wait}) as gym`);
  return row?.gym ?? null;
}
