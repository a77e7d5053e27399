/** The rows of the CSV exports (docs/product.md › Route setting: screens 'Exports'). */
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface OpeningExportRow {
  sector: string;
  openedAt: string;
  plannedClosing: string | null;
  closedAt: string | null;
  boulders: number;
  active: number;
}

export function openingsOfGym(db: DbExecutor, gymId: number): Promise<OpeningExportRow[]> {
  return sqlRows<OpeningExportRow>(
    db,
    sql`select s.name as sector, o.opened_at::text as "openedAt", o.planned_closing::text as "plannedClosing", o.closed_at::text as "closedAt",
              (select count(*)::int from boulders b where b.sector_opening_id = o.id) as boulders,
              (select count(*)::int from boulders b where b.sector_opening_id = o.id and b.closed_at is null) as active
       from sector_openings o join sectors s on s.id = o.sector_id
       where s.gym_id = ${gymId}
       order by o.opened_at desc, s.position, o.id`,
  );
}

/** The gym's boulder ids, active ones only or all, by opening date (newest first). */
export async function boulderIdsOfGym(db: DbExecutor, gymId: number, includeStripped: boolean): Promise<number[]> {
  const rows = await sqlRows<{ id: number }>(
    db,
    sql`select id from boulders where gym_id = ${gymId} ${includeStripped ? sql`` : sql`and closed_at is null`} order by created_at desc, id desc`,
  );
  return rows.map((row) => row.id);
}
