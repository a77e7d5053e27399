/** Catalogue imports (docs/product.md › Going live: catalogue import): what a file is checked against, and the rows it writes. */
import { and, eq, sql } from 'drizzle-orm';
import { boulderSetters, boulders, gymImports } from '../db/schema';
import { instant, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import type { GymCatalogue } from '../documents/catalogue-plan';
import { boulderKey } from '../documents/catalogue-plan';
import type { BoulderValues } from './boulder-writes-repository';

/** The gym's sectors, circuits, tags, staff and boulders, as the plan compares a file's lines with them. */
export async function gymCatalogue(db: DbExecutor, gymId: number): Promise<GymCatalogue> {
  const [row] = await sqlRows<{
    sectors: GymCatalogue['sectors'];
    circuits: GymCatalogue['circuits'];
    holdColors: GymCatalogue['holdColors'];
    tags: GymCatalogue['tags'];
    staff: GymCatalogue['staff'];
    boulders: { name: string; sector: string; day: string; externalId: string | null }[];
  }>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name)) from sectors s where s.gym_id = ${gymId}), '[]') as sectors,
      coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'color1', d.color_1, 'grade', d.corresponding_difficulty) order by d.position)
                from gym_difficulties d where d.gym_id = ${gymId}), '[]') as circuits,
      coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name, 'code', c.color_code) order by c.id) from hold_colors c), '[]') as "holdColors",
      coalesce((select json_agg(json_build_object('id', t.id, 'kind', t.kind, 'name', t.name)) from tags t where t.gym_id = ${gymId}), '[]') as tags,
      coalesce((select json_agg(json_build_object('userId', u.id, 'firstName', u.first_name, 'lastName', u.last_name))
                from gym_staff st join users u on u.id = st.user_id where st.gym_id = ${gymId}), '[]') as staff,
      coalesce((select json_agg(json_build_object('name', b.name, 'sector', s.name, 'day', (b.created_at at time zone 'Europe/Paris')::date::text,
        'externalId', b.external_id))
                from boulders b join sectors s on s.id = b.sector_id where b.gym_id = ${gymId}), '[]') as boulders`,
  );
  const { boulders: existing, ...catalogue } = row!;
  return {
    ...catalogue,
    externalIds: new Set(existing.flatMap((b) => (b.externalId ? [b.externalId] : []))),
    keys: new Set(existing.map((b) => boulderKey(b.name, b.sector, b.day))),
  };
}

/** The current opening of each sector of the gym (the boulders an import adds join it). */
export async function currentOpenings(db: DbExecutor, gymId: number): Promise<Map<number, number>> {
  const rows = await sqlRows<{ sectorId: number; openingId: number }>(
    db,
    sql`select distinct on (o.sector_id) o.sector_id as "sectorId", o.id as "openingId"
        from sector_openings o join sectors s on s.id = o.sector_id
        where s.gym_id = ${gymId} order by o.sector_id, o.opened_at desc, o.id desc`,
  );
  return new Map(rows.map((r) => [r.sectorId, r.openingId]));
}

/** A boulder as the form writes it (BoulderValues), without photo or height, whose setters may be nobody of the staff. */
export type NewImportedBoulder = Omit<BoulderValues, 'routeSetterId' | 'heightM' | 'mediaId' | 'picture' | 'planX' | 'planY'> & {
  routeSetterId: number | null;
  externalId: string | null;
  setterNames: string | null;
  importId: number;
};

/** Inserts the boulders in chunks (one statement each) and their setters; answers their ids in order. */
export async function insertImportedBoulders(tx: DbExecutor, rows: NewImportedBoulder[], setters: number[][]): Promise<number[]> {
  const ids: number[] = [];
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await tx
      .insert(boulders)
      .values(rows.slice(start, start + CHUNK))
      .returning({ id: boulders.id });
    ids.push(...inserted.map((r) => r.id));
  }
  const setterRows = ids.flatMap((boulderId, index) => (setters[index] ?? []).map((userId, position) => ({ boulderId, userId, position })));
  for (let start = 0; start < setterRows.length; start += 5000) await tx.insert(boulderSetters).values(setterRows.slice(start, start + 5000));
  return ids;
}

export async function insertImport(
  tx: DbExecutor,
  row: { gymId: number; userId: number; fileName: string; created: number; duplicates: number; createdAt: Date },
): Promise<number> {
  const [inserted] = await tx.insert(gymImports).values(row).returning({ id: gymImports.id });
  return inserted!.id;
}

export interface ImportRow {
  id: number;
  fileName: string;
  created: number;
  duplicates: number;
  createdAt: Date;
  undoneAt: Date | null;
  removed: number | null;
  kept: number | null;
  by: string | null;
}

export async function importsOfGym(db: DbExecutor, gymId: number, limit = 20): Promise<ImportRow[]> {
  const rows = await sqlRows<Omit<ImportRow, 'createdAt' | 'undoneAt'> & { createdAt: string; undoneAt: string | null }>(
    db,
    sql`select i.id, i.file_name as "fileName", i.created, i.duplicates, i.created_at as "createdAt", i.undone_at as "undoneAt", i.removed, i.kept,
               nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as by
        from gym_imports i left join users u on u.id = i.user_id
        where i.gym_id = ${gymId} order by i.created_at desc, i.id desc limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, createdAt: instant(r.createdAt), undoneAt: r.undoneAt === null ? null : instant(r.undoneAt) }));
}

export async function lockImport(tx: DbExecutor, gymId: number, importId: number) {
  const [row] = await tx
    .select()
    .from(gymImports)
    .where(and(eq(gymImports.id, importId), eq(gymImports.gymId, gymId)))
    .for('update');
  return row;
}

/**
 * Removes the import's boulders nobody has used yet (no ascent, comment, rating, grade vote, report
 * or contest); answers how many went and how many stayed.
 */
export async function removeUnusedImportedBoulders(tx: DbExecutor, importId: number): Promise<{ removed: number; kept: number }> {
  const [row] = await sqlRows<{ removed: number; total: number }>(
    tx,
    sql`with mine as (select id from boulders where import_id = ${importId}),
         unused as (
           select m.id from mine m
           where not exists (select 1 from ascents a where a.boulder_id = m.id)
             and not exists (select 1 from comments c where c.boulder_id = m.id)
             and not exists (select 1 from ratings r where r.boulder_id = m.id)
             and not exists (select 1 from grade_proposals g where g.boulder_id = m.id)
             and not exists (select 1 from problem_reports p where p.boulder_id = m.id)
             and not exists (select 1 from contest_boulders cb where cb.boulder_id = m.id)
         ),
         gone as (delete from boulders b using unused u where b.id = u.id returning b.id)
       select (select count(*)::int from gone) as removed, (select count(*)::int from mine) as total`,
  );
  return { removed: row!.removed, kept: row!.total - row!.removed };
}

export async function markImportUndone(tx: DbExecutor, importId: number, at: Date, counts: { removed: number; kept: number }): Promise<void> {
  await tx.update(gymImports).set({ undoneAt: at, removed: counts.removed, kept: counts.kept }).where(eq(gymImports.id, importId));
}
