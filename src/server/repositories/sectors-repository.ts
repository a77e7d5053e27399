/**
 * Sector queries of the dashboard and sector pages (docs/statistics.md, "Secteurs"). A sector's
 * current opening is its sector_openings row with the latest opening day; its boulders are the
 * boulders whose sector_opening_id is that row.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { boulders, gymDifficulties, gyms, sectorOpenings, sectors, type SectorOutline } from '../db/schema';
import { intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface SectorOverviewRow {
  id: number;
  name: string;
  countBoulders: number;
  openingDate: string | null;
  plannedClosingDate: string | null;
}

/** The gym's sectors with their active boulders and current opening, by planned closing day (unplanned last). */
export async function sectorsOverview(db: DbExecutor, gymId: number): Promise<SectorOverviewRow[]> {
  return sqlRows<SectorOverviewRow>(
    db,
    sql`select s.id, s.name, coalesce(c.active, 0)::int as "countBoulders",
            o.opened_at as "openingDate", o.planned_closing as "plannedClosingDate"
     from sectors s
     left join lateral (
       select opened_at, planned_closing from sector_openings where sector_id = s.id order by opened_at desc, id desc limit 1
     ) o on true
     left join (
       select sector_id, count(*) as active from boulders where gym_id = ${gymId} and closed_at is null group by sector_id
     ) c on c.sector_id = s.id
     where s.gym_id = ${gymId}
     order by o.planned_closing asc nulls last, s.position, s.name, s.id`,
  );
}

export interface SectorRow {
  id: number;
  gymId: number;
  name: string;
  picture: string | null;
  outline: SectorOutline | null;
  x: number;
  y: number;
  /** Current opening (null for a sector never opened). */
  openingId: number | null;
  openedAt: string | null;
  plannedClosing: string | null;
  closedAt: string | null;
}

const SECTOR_SELECT = sql`
  select s.id, s.gym_id as "gymId", s.name, s.picture, s.outline, s.label_x as x, s.label_y as y,
         o.id as "openingId", o.opened_at as "openedAt", o.planned_closing as "plannedClosing", o.closed_at as "closedAt"
  from sectors s
  left join lateral (
    select id, opened_at, planned_closing, closed_at from sector_openings where sector_id = s.id order by opened_at desc, id desc limit 1
  ) o on true`;

/** The gym's sectors in display order, with their current opening. */
export async function gymSectors(db: DbExecutor, gymId: number): Promise<SectorRow[]> {
  return sqlRows<SectorRow>(db, sql`${SECTOR_SELECT} where s.gym_id = ${gymId} order by s.position, s.name, s.id`);
}

export async function findSector(db: DbExecutor, sectorId: number): Promise<SectorRow | undefined> {
  const [row] = await sqlRows<SectorRow>(db, sql`${SECTOR_SELECT} where s.id = ${sectorId}`);
  return row;
}

export async function gymSectorsPicture(db: DbExecutor, gymId: number): Promise<string | null> {
  const [row] = await db.select({ picture: gyms.sectorsPicture }).from(gyms).where(eq(gyms.id, gymId));
  return row?.picture ?? null;
}

export interface OpeningRow {
  id: number;
  openedAt: string;
  plannedClosing: string | null;
  closedAt: string | null;
  /** Opening day of the next opening of the sector, null for the current one. */
  nextOpenedAt: string | null;
}

/** The current opening and the one before it (either may be missing). */
export async function currentAndPreviousOpenings(db: DbExecutor, sectorId: number): Promise<{ current?: OpeningRow; previous?: OpeningRow }> {
  const rows = await db
    .select({
      id: sectorOpenings.id,
      openedAt: sectorOpenings.openedAt,
      plannedClosing: sectorOpenings.plannedClosing,
      closedAt: sectorOpenings.closedAt,
      nextOpenedAt: sql<string | null>`lag(${sectorOpenings.openedAt}) over (order by ${sectorOpenings.openedAt} desc, ${sectorOpenings.id} desc)`,
    })
    .from(sectorOpenings)
    .where(eq(sectorOpenings.sectorId, sectorId))
    .orderBy(desc(sectorOpenings.openedAt), desc(sectorOpenings.id))
    .limit(2);
  return { current: rows[0], previous: rows[1] };
}

export interface OpeningFigures {
  boulders: number;
  tries: number;
  /** Sums over the opening's boulders of their distinct climbers, toppers and flashers. */
  climbers: number;
  toppers: number;
  flashers: number;
  triesToTopSum: number;
  /** Mean of all grade proposals on the opening's boulders (grade index), null without proposals. */
  grading: number | null;
  /** Mean of all ratings on the opening's boulders, null without ratings. */
  ranking: number | null;
  rankingCount: number;
}

/** All-time figures of the boulders of each opening, keyed by opening id (every asked id is present). */
export async function openingFigures(db: DbExecutor, openingIds: number[]): Promise<Map<number, OpeningFigures>> {
  const result = new Map<number, OpeningFigures>();
  if (openingIds.length === 0) return result;
  // Lateral per-boulder lookups keep ratings and proposals on their primary-key index.
  const rows = await sqlRows<OpeningFigures & { opening_id: number }>(
    db,
    sql`select o.id as opening_id,
            count(b.id)::int as boulders,
            coalesce(sum(bs.tries), 0)::int as tries,
            coalesce(sum(bs.climbers), 0)::int as climbers,
            coalesce(sum(bs.toppers), 0)::int as toppers,
            coalesce(sum(bs.flashers), 0)::int as flashers,
            coalesce(sum(bs.tries_to_top_sum), 0)::int as "triesToTopSum",
            (sum(g.grade_sum)::float8 / nullif(sum(g.grade_count), 0)) as grading,
            (sum(r.star_sum)::float8 / nullif(sum(r.star_count), 0)) as ranking,
            coalesce(sum(r.star_count), 0)::int as "rankingCount"
     from sector_openings o
     left join boulders b on b.sector_opening_id = o.id
     left join boulder_stats bs on bs.boulder_id = b.id
     left join lateral (select sum(grade) as grade_sum, count(*) as grade_count from grade_proposals where boulder_id = b.id) g on true
     left join lateral (select sum(stars) as star_sum, count(*) as star_count from ratings where boulder_id = b.id) r on true
     where o.id = any(${intArray(openingIds)})
     group by o.id`,
  );
  for (const { opening_id, ...figures } of rows) result.set(opening_id, figures);
  return result;
}

/** Ids of the boulders of an opening, sorted by difficulty grade (then circuit grade, name, id). */
export async function openingBoulderIds(db: DbExecutor, openingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: boulders.id })
    .from(boulders)
    .innerJoin(gymDifficulties, eq(gymDifficulties.id, boulders.gymDifficultyId))
    .where(eq(boulders.sectorOpeningId, openingId))
    .orderBy(asc(boulders.difficulty), asc(gymDifficulties.correspondingDifficulty), asc(boulders.name), asc(boulders.id));
  return rows.map((r) => r.id);
}

/** The gym of a sector; undefined when there is no such sector. */
export async function gymIdOfSector(db: DbExecutor, sectorId: number): Promise<number | undefined> {
  const [row] = await db.select({ gymId: sectors.gymId }).from(sectors).where(eq(sectors.id, sectorId));
  return row?.gymId;
}

/** Closes an opening on `day` (a sector stripped whole). */
export async function closeOpening(tx: DbExecutor, openingId: number, day: string): Promise<void> {
  await tx.update(sectorOpenings).set({ closedAt: day }).where(eq(sectorOpenings.id, openingId));
}

export async function reopenOpening(tx: DbExecutor, openingId: number): Promise<void> {
  await tx.update(sectorOpenings).set({ closedAt: null }).where(eq(sectorOpenings.id, openingId));
}
