/**
 * Gym usage and boulder ranking queries of the dashboard and circuit pages (docs/statistics.md).
 * Usage comes from the per-day rollup gym_climber_days; boulder figures from boulder_stats, so no
 * query here reads the ascents table.
 */
import type { BoulderCard } from '../../shared/contract/dashboard';
import { parisDay, type ComparisonPeriods } from '../../shared/domain/dates';
import { sql } from 'drizzle-orm';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import { ratio, triesPerDay } from './statistics-repository';

/** The comparison periods as Paris calendar days (the keys of the per-day rollups), `to` exclusive. */
export interface PeriodDays {
  previousFrom: string;
  currentFrom: string;
  currentTo: string;
}

export const periodDays = (periods: ComparisonPeriods): PeriodDays => ({
  previousFrom: parisDay(periods.previous.from),
  currentFrom: parisDay(periods.current.from),
  currentTo: parisDay(periods.current.to),
});

export interface UsageFigures {
  connections: number;
  sessions: number;
  tries: number;
  distinctConnections: number;
}

/** Connections, sessions, tries and distinct connected climbers of a gym in both periods. */
export async function gymUsage(db: DbExecutor, gymId: number, periods: ComparisonPeriods): Promise<{ current: UsageFigures; previous: UsageFigures }> {
  const days = periodDays(periods);
  const rows = await sqlRows<{ current: boolean } & UsageFigures>(
    db,
    sql`select d.day >= ${days.currentFrom}::date as current,
            coalesce(sum(d.connections), 0)::int as connections,
            count(*)::int as sessions,
            coalesce(sum(d.tries), 0)::int as tries,
            (count(distinct d.user_id) filter (where d.connections > 0))::int as "distinctConnections"
     from gym_climber_days d
     where d.gym_id = ${gymId} and d.day >= ${days.previousFrom}::date and d.day < ${days.currentTo}::date and (d.logs > 0 or d.connections > 0)
     group by 1`,
  );
  const empty: UsageFigures = { connections: 0, sessions: 0, tries: 0, distinctConnections: 0 };
  const pick = (current: boolean) => {
    const row = rows.find((r) => r.current === current);
    return row ? { connections: row.connections, sessions: row.sessions, tries: row.tries, distinctConnections: row.distinctConnections } : empty;
  };
  return { current: pick(true), previous: pick(false) };
}

interface CardRow {
  id: number;
  name: string;
  picture: string | null;
  sector_name: string;
  level: number;
  grip_color: string | null;
  svg: string;
  color_1: string;
  created_at: string;
  tries: number;
  toppers: number;
  tries_to_top_sum: number;
}

export interface BoulderCardFilter {
  gymId: number;
  /** Only the boulders of this gym difficulty. */
  difficultyId?: number;
  /** At most this many cards (the best ones). */
  limit?: number;
}

/**
 * Cards of the gym's ACTIVE boulders ranked by tries per day, highest first (ties: more tries
 * first, then the lower id). The ranking is done in SQL so that only the cards answered are rated.
 */
export async function boulderCards(db: DbExecutor, filter: BoulderCardFilter, now: Date): Promise<BoulderCard[]> {
  const rows = await sqlRows<CardRow>(
    db,
    sql`select b.id, b.name, b.picture, s.name as sector_name, b.level, hc.color_code as grip_color,
            d.svg, d.color_1, b.created_at,
            coalesce(bs.tries, 0)::int as tries, coalesce(bs.toppers, 0)::int as toppers,
            coalesce(bs.tries_to_top_sum, 0)::int as tries_to_top_sum
     from boulders b
     join sectors s on s.id = b.sector_id
     join gym_difficulties d on d.id = b.gym_difficulty_id
     left join hold_colors hc on hc.id = b.hold_color_id
     left join boulder_stats bs on bs.boulder_id = b.id
     where b.gym_id = ${filter.gymId} and b.closed_at is null
       ${filter.difficultyId === undefined ? sql`` : sql`and b.gym_difficulty_id = ${filter.difficultyId}`}
     order by coalesce(bs.tries, 0)::float8 / greatest(1, ${parisDay(now)}::date - (b.created_at at time zone 'Europe/Paris')::date) desc,
              coalesce(bs.tries, 0) desc, b.id
     limit ${filter.limit ?? null}`,
  );
  const ratings = await ratingsByBoulder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const rating = ratings.get(row.id);
    return {
      id: row.id,
      name: row.name,
      picture: row.picture,
      sectorName: row.sector_name,
      level: row.level,
      gripColor: row.grip_color,
      difficultySvg: row.svg,
      difficultyColor: row.color_1,
      triesPerDay: triesPerDay(row.tries, instant(row.created_at), null, now),
      totalTries: row.tries,
      averageTriesBeforeTop: ratio(row.tries_to_top_sum, row.toppers),
      ranking: rating ? rating.ranking : null,
      rankingCount: rating?.count ?? 0,
    };
  });
}

export interface RatingSummary {
  /** Mean stars, two decimals. */
  ranking: number;
  count: number;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** Mean stars and count of each rated boulder among `boulderIds`. */
export async function ratingsByBoulder(db: DbExecutor, boulderIds: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>();
  if (boulderIds.length === 0) return result;
  const rows = await sqlRows<{ boulder_id: number; ranking: number; count: number }>(
    db,
    sql`select b.id as boulder_id, r.ranking, r.count
     from unnest(${intArray(boulderIds)}) as b(id)
     cross join lateral (select avg(stars)::float8 as ranking, count(*)::int as count from ratings where boulder_id = b.id) r
     where r.count > 0`,
  );
  for (const row of rows) result.set(row.boulder_id, { ranking: twoDecimals(row.ranking), count: row.count });
  return result;
}

/** Mean stars and count over all ratings of the given boulders together (null mean without ratings). */
export async function pooledRating(db: DbExecutor, boulderIds: number[]): Promise<{ ranking: number | null; count: number }> {
  if (boulderIds.length === 0) return { ranking: null, count: 0 };
  const [row] = await sqlRows<{ ranking: number | null; count: number }>(
    db,
    sql`select sum(r.stars)::float8 / nullif(sum(r.count), 0) as ranking, coalesce(sum(r.count), 0)::int as count
     from unnest(${intArray(boulderIds)}) as b(id)
     cross join lateral (select sum(stars) as stars, count(*) as count from ratings where boulder_id = b.id) r`,
  );
  if (!row) return { ranking: null, count: 0 };
  return { ranking: row.ranking === null ? null : twoDecimals(row.ranking), count: row.count };
}
