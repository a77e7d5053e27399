/**
 * A gym's crowd level (gym_occupancy; docs/occupancy.md): its settings and counter, and the people
 * active in it, counted from the app's openings (`connections`) and the logs (`ascents`). Only counts
 * leave these queries, never a person.
 */
import { eq, sql } from 'drizzle-orm';
import { gymOccupancy } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface OccupancyRow {
  gymId: number;
  enabled: boolean;
  capacity: number | null;
  tokenCreatedAt: Date | null;
  count: number | null;
  countedAt: Date | null;
}

const COLUMNS = {
  gymId: gymOccupancy.gymId,
  enabled: gymOccupancy.enabled,
  capacity: gymOccupancy.capacity,
  tokenCreatedAt: gymOccupancy.tokenCreatedAt,
  count: gymOccupancy.count,
  countedAt: gymOccupancy.countedAt,
};

/** The gym's settings, or the defaults (shown, no counter) when it never changed them. */
export async function occupancyOf(db: DbExecutor, gymId: number): Promise<OccupancyRow> {
  const [row] = await db.select(COLUMNS).from(gymOccupancy).where(eq(gymOccupancy.gymId, gymId));
  return row ?? { gymId, enabled: true, capacity: null, tokenCreatedAt: null, count: null, countedAt: null };
}

/** The gym's row, locked for a change (made with the defaults first if it has none). */
export async function lockOccupancy(db: DbExecutor, gymId: number): Promise<OccupancyRow & { hasToken: boolean }> {
  await db.insert(gymOccupancy).values({ gymId }).onConflictDoNothing();
  const [row] = await db
    .select({ ...COLUMNS, hasToken: sql<boolean>`${gymOccupancy.tokenHash} is not null` })
    .from(gymOccupancy)
    .where(eq(gymOccupancy.gymId, gymId))
    .for('update');
  return row!;
}

export async function saveOccupancySettings(db: DbExecutor, gymId: number, { enabled, capacity }: { enabled: boolean; capacity: number | null }) {
  await db.execute(sql`update gym_occupancy set enabled = ${enabled}, capacity = ${capacity}, updated_at = now() where gym_id = ${gymId}`);
}

/** A new counter token (its hash), or none: the old one stops working, and its last count with it. */
export async function setCounterToken(db: DbExecutor, gymId: number, tokenHash: string | null, now: Date) {
  await db.execute(
    sql`update gym_occupancy set token_hash = ${tokenHash}, token_created_at = ${tokenHash === null ? null : now},
               count = null, counted_at = null, updated_at = now() where gym_id = ${gymId}`,
  );
}

/** The gym whose counter holds this token, if any. */
export async function occupancyOfToken(db: DbExecutor, tokenHash: string): Promise<OccupancyRow | undefined> {
  const [row] = await db.select(COLUMNS).from(gymOccupancy).where(eq(gymOccupancy.tokenHash, tokenHash));
  return row;
}

/** The counter's report; an older one arriving late does not replace a newer. */
export async function recordCount(db: DbExecutor, gymId: number, count: number, at: Date) {
  await db.execute(
    sql`update gym_occupancy set count = ${count}, counted_at = ${at}
         where gym_id = ${gymId} and (counted_at is null or counted_at <= ${at})`,
  );
}

/** How many different people opened the gym in the app or logged a boulder there in (since, until]. */
export async function peopleActive(db: DbExecutor, gymId: number, since: Date, until: Date): Promise<number> {
  const [row] = await sqlRows<{ people: number }>(
    db,
    sql`select count(distinct user_id)::int as people from (
          select user_id from connections where gym_id = ${gymId} and opened_at > ${since} and opened_at <= ${until}
          union all
          select user_id from ascents where gym_id = ${gymId} and logged_at > ${since} and logged_at <= ${until}) active`,
  );
  return row!.people;
}

/**
 * Per hour of the week (Europe/Paris, 1 = Monday), the people active summed over the clock hours in
 * [from, to): a person counts once per clock hour, whether they opened the app, logged, or both.
 */
export async function peopleByHourOfWeek(db: DbExecutor, gymId: number, from: Date, to: Date) {
  return sqlRows<{ weekday: number; hour: number; people: number }>(
    db,
    sql`with active as (
          select user_id, date_trunc('hour', opened_at, 'Europe/Paris') as h from connections
           where gym_id = ${gymId} and opened_at >= ${from} and opened_at < ${to}
          union
          select user_id, date_trunc('hour', logged_at, 'Europe/Paris') from ascents
           where gym_id = ${gymId} and logged_at >= ${from} and logged_at < ${to})
        select extract(isodow from h at time zone 'Europe/Paris')::int as weekday,
               extract(hour from h at time zone 'Europe/Paris')::int as hour, count(*)::int as people
          from active group by 1, 2 order by 1, 2`,
  );
}
