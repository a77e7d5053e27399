/** What a boulder's label and its public page show (docs/product.md › Route setting: screens). */
import { sql } from 'drizzle-orm';
import { instant, intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import type { HoldColor } from '../../shared/contract/hold-colors';
import { HOLD_COLOR } from './climber-reads-repository';

export interface LabelRow {
  id: number;
  gymId: number;
  name: string;
  grade: number;
  circuitName: string;
  color1: string;
  color2: string | null;
  holdColor: HoldColor | null;
  sectorName: string;
  openedOn: string;
  setterFirstNames: string[];
  code: string;
}

/** The boulders' label data, in the order asked (unknown ids are left out). */
export async function labelRows(db: DbExecutor, boulderIds: number[]): Promise<LabelRow[]> {
  if (boulderIds.length === 0) return [];
  const rows = await sqlRows<LabelRow>(
    db,
    sql`select b.id, b.gym_id as "gymId", b.name, b.difficulty as grade, d.name as "circuitName", d.color_1 as color1, d.color_2 as color2,
      ${HOLD_COLOR} as "holdColor",
              s.name as "sectorName", (b.created_at at time zone 'Europe/Paris')::date::text as "openedOn", b.code,
              coalesce((select array_agg(u.first_name order by bs.position) from boulder_setters bs join users u on u.id = bs.user_id where
                bs.boulder_id = b.id), '{}') as "setterFirstNames"
       from boulders b
       join gym_difficulties d on d.id = b.gym_difficulty_id
       join sectors s on s.id = b.sector_id
       join gyms g on g.id = b.gym_id
       where b.id = any(${intArray(boulderIds)})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return boulderIds.map((id) => byId.get(id)).filter((row): row is LabelRow => row !== undefined);
}

export interface PublicBoulderRow {
  code: string;
  name: string;
  grade: number;
  d_id: number;
  d_name: string;
  d_svg: string;
  d_grade: number;
  d_color_1: string;
  d_color_2: string | null;
  hold_color: HoldColor | null;
  sector_id: number;
  sector_name: string;
  gym_id: number;
  gym_name: string;
  created_at: string;
  picture: string | null;
  active: boolean;
  rating_average: number | null;
  rating_count: number;
}

/** A boulder by its label code (case-insensitive), with its star rating. */
export async function publicBoulderByCode(db: DbExecutor, code: string): Promise<(Omit<PublicBoulderRow, 'created_at'> & { createdAt: Date }) | undefined> {
  const [row] = await sqlRows<PublicBoulderRow>(
    db,
    sql`select b.code, b.name, b.difficulty as grade, d.id as d_id, d.name as d_name, d.svg as d_svg, d.corresponding_difficulty as d_grade,
              d.color_1 as d_color_1, d.color_2 as d_color_2, ${HOLD_COLOR} as hold_color, s.id as sector_id, s.name as sector_name, g.id as gym_id,
                g.name as gym_name,
              b.created_at, b.picture, b.closed_at is null as active,
              (select avg(r.stars)::float8 from ratings r where r.boulder_id = b.id) as rating_average,
              (select count(*)::int from ratings r where r.boulder_id = b.id) as rating_count
       from boulders b
       join gym_difficulties d on d.id = b.gym_difficulty_id
       join sectors s on s.id = b.sector_id
       join gyms g on g.id = b.gym_id
       where b.code = upper(${code}) and g.status = 'published'`,
  );
  if (!row) return undefined;
  const { created_at, ...rest } = row;
  return { ...rest, createdAt: instant(created_at) };
}
