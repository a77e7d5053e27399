/**
 * Gym usage and boulder ranking queries of the dashboard and circuit pages (docs/statistics.md).
 * Usage comes from the per-day rollup gym_climber_days; boulder figures from boulder_stats, so no
 * query here reads the ascents table.
 */
import type { BoulderCard } from '../../shared/contract/dashboard';
import { parisDay, type ComparisonPeriods } from '../../shared/domain/dates';
import type { Database } from '../db/client';
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
export async function gymUsage(db: Database, gymId: number, periods: ComparisonPeriods): Promise<{ current: UsageFigures; previous: UsageFigures }> {
  const days = periodDays(periods);
  const { rows } = await db.$client.query<{ current: boolean } & UsageFigures>(
    `select d.day >= $3::date as current,
            coalesce(sum(d.connections), 0)::int as connections,
            count(*)::int as sessions,
            coalesce(sum(d.tries), 0)::int as tries,
            (count(distinct d.user_id) filter (where d.connections > 0))::int as "distinctConnections"
     from gym_climber_days d
     where d.gym_id = $1 and d.day >= $2::date and d.day < $4::date and (d.logs > 0 or d.connections > 0)
     group by 1`,
    [gymId, days.previousFrom, days.currentFrom, days.currentTo],
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
  created_at: Date;
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
export async function boulderCards(db: Database, filter: BoulderCardFilter, now: Date): Promise<BoulderCard[]> {
  const { rows } = await db.$client.query<CardRow>(
    `select b.id, b.name, b.picture, s.name as sector_name, b.level, hc.color_code as grip_color,
            d.svg, d.color_1, b.created_at,
            coalesce(bs.tries, 0)::int as tries, coalesce(bs.toppers, 0)::int as toppers,
            coalesce(bs.tries_to_top_sum, 0)::int as tries_to_top_sum
     from boulders b
     join sectors s on s.id = b.sector_id
     join gym_difficulties d on d.id = b.gym_difficulty_id
     left join hold_colors hc on hc.id = b.hold_color_id
     left join boulder_stats bs on bs.boulder_id = b.id
     where b.gym_id = $1 and b.closed_at is null and ($2::int is null or b.gym_difficulty_id = $2)
     order by coalesce(bs.tries, 0)::float8 / greatest(1, $3::date - (b.created_at at time zone 'Europe/Paris')::date) desc,
              coalesce(bs.tries, 0) desc, b.id
     limit $4`,
    [filter.gymId, filter.difficultyId ?? null, parisDay(now), filter.limit ?? null],
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
      triesPerDay: triesPerDay(row.tries, row.created_at, null, now),
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
export async function ratingsByBoulder(db: Database, boulderIds: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>();
  if (boulderIds.length === 0) return result;
  const { rows } = await db.$client.query<{ boulder_id: number; ranking: number; count: number }>(
    `select b.id as boulder_id, r.ranking, r.count
     from unnest($1::int[]) as b(id)
     cross join lateral (select avg(stars)::float8 as ranking, count(*)::int as count from ratings where boulder_id = b.id) r
     where r.count > 0`,
    [boulderIds],
  );
  for (const row of rows) result.set(row.boulder_id, { ranking: twoDecimals(row.ranking), count: row.count });
  return result;
}

/** Mean stars and count over all ratings of the given boulders together (null mean without ratings). */
export async function pooledRating(db: Database, boulderIds: number[]): Promise<{ ranking: number | null; count: number }> {
  if (boulderIds.length === 0) return { ranking: null, count: 0 };
  const { rows } = await db.$client.query<{ ranking: number | null; count: number }>(
    `select sum(r.stars)::float8 / nullif(sum(r.count), 0) as ranking, coalesce(sum(r.count), 0)::int as count
     from unnest($1::int[]) as b(id)
     cross join lateral (select sum(stars) as stars, count(*) as count from ratings where boulder_id = b.id) r`,
    [boulderIds],
  );
  const row = rows[0]!;
  return { ranking: row.ranking === null ? null : twoDecimals(row.ranking), count: row.count };
}
