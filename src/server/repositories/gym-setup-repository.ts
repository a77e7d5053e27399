/**
 * Gym set-up (docs/product.md › Route setting: screens): sectors, the plan, circuits, tags and the reset cycle. Every
 * set-up write of a gym takes the gym row first (lockGymForSetup), so that two chief setters
 * renaming, reordering or creating at once take turns and names stay unique per gym.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { SectorOutline } from '../db/schema';
import { boulders, gymDifficulties, gyms, sectors, settingSessions, tags } from '../db/schema';
import { sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';
import type { CircuitLook } from './circuits-repository';

export interface GymForSetup {
  id: number;
  name: string;
  resetCycleDays: number;
  plan: string | null;
}

const gymColumns = { id: gyms.id, name: gyms.name, resetCycleDays: gyms.resetCycleDays, plan: gyms.sectorsPicture };

export async function gymForSetup(db: DbExecutor, gymId: number): Promise<GymForSetup | undefined> {
  const [row] = await db.select(gymColumns).from(gyms).where(eq(gyms.id, gymId));
  return row;
}

export async function lockGymForSetup(tx: DbExecutor, gymId: number): Promise<GymForSetup | undefined> {
  const [row] = await tx.select(gymColumns).from(gyms).where(eq(gyms.id, gymId)).for('no key update');
  return row;
}

export async function updateGym(tx: DbExecutor, gymId: number, fields: { resetCycleDays?: number; sectorsPicture?: string | null }): Promise<void> {
  await tx.update(gyms).set(fields).where(eq(gyms.id, gymId));
}

// ---------------------------------------------------------------- sectors

export interface SetupSectorRow {
  id: number;
  name: string;
  position: number;
  picture: string | null;
  outline: SectorOutline | null;
  boulders: number;
  active: number;
}

/** The gym's sectors in their order (or only `sectorId`), with the boulders ever set in each and the active ones. */
export function setupSectors(db: DbExecutor, gymId: number, sectorId?: number): Promise<SetupSectorRow[]> {
  return sqlRows<SetupSectorRow>(
    db,
    sql`select s.id, s.name, s.position, s.picture, s.outline,
          (select count(*)::int from boulders b where b.sector_id = s.id) as boulders,
          (select count(*)::int from boulders b where b.sector_id = s.id and b.closed_at is null) as active
        from sectors s where s.gym_id = ${gymId} ${sectorId === undefined ? sql`` : sql`and s.id = ${sectorId}`} order by s.position, s.id`,
  );
}

export interface SectorRecord {
  id: number;
  gymId: number;
  name: string;
  position: number;
  picture: string | null;
  outline: SectorOutline | null;
}

const sectorColumns = {
  id: sectors.id,
  gymId: sectors.gymId,
  name: sectors.name,
  position: sectors.position,
  picture: sectors.picture,
  outline: sectors.outline,
};

/** A sector of the gym, locked for a change of its own row (a delete takes it FOR UPDATE instead). */
export async function lockSetupSector(tx: DbExecutor, gymId: number, sectorId: number, mode: 'update' | 'no key update'): Promise<SectorRecord | undefined> {
  const [row] = await tx
    .select(sectorColumns)
    .from(sectors)
    .where(and(eq(sectors.id, sectorId), eq(sectors.gymId, gymId)))
    .for(mode);
  return row;
}

export async function sectorNameTaken(db: DbExecutor, gymId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(sectors)
    .where(and(eq(sectors.gymId, gymId), sql`lower(${sectors.name}) = lower(${name})`, exceptId ? ne(sectors.id, exceptId) : undefined));
  return (row?.n ?? 0) > 0;
}

export async function insertSector(tx: DbExecutor, gymId: number, name: string): Promise<SectorRecord> {
  const [next] = await sqlRows<{ position: number }>(tx, sql`select coalesce(max(position), 0)::int + 1 as position from sectors where gym_id = ${gymId}`);
  const [row] = await tx.insert(sectors).values({ gymId, name, position: next!.position }).returning(sectorColumns);
  return row!;
}

export async function updateSector(
  tx: DbExecutor,
  sectorId: number,
  fields: { name?: string; picture?: string | null; outline?: SectorOutline | null; labelX?: number; labelY?: number },
): Promise<void> {
  if (Object.keys(fields).length > 0) await tx.update(sectors).set(fields).where(eq(sectors.id, sectorId));
}

export async function sectorBoulderCount(db: DbExecutor, sectorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boulders).where(eq(boulders.sectorId, sectorId));
  return row?.n ?? 0;
}

export async function sectorDraftCount(db: DbExecutor, sectorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(settingSessions)
    .where(and(eq(settingSessions.sectorId, sectorId), eq(settingSessions.status, 'draft')));
  return row?.n ?? 0;
}

export async function deleteSector(tx: DbExecutor, sectorId: number): Promise<void> {
  await tx.delete(sectors).where(eq(sectors.id, sectorId));
}

/**
 * Renumbers a gym's sectors or circuits 1..n in the given order (the ids of the whole gym). One
 * statement, so the order never shows a gap or a duplicate.
 */
export async function renumber(tx: DbExecutor, table: 'sectors' | 'gym_difficulties', gymId: number, orderedIds: number[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const target = table === 'sectors' ? sql`sectors` : sql`gym_difficulties`;
  await tx.execute(
    sql`update ${target} t set position = o.n
        from unnest(${sql.param(orderedIds)}::int[]) with ordinality as o(id, n)
        where t.id = o.id and t.gym_id = ${gymId} and t.position is distinct from o.n`,
  );
}

export async function sectorIdsInOrder(db: DbExecutor, gymId: number): Promise<number[]> {
  const rows = await db.select({ id: sectors.id }).from(sectors).where(eq(sectors.gymId, gymId)).orderBy(asc(sectors.position), asc(sectors.id));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- circuits

export interface SetupCircuitRow extends CircuitLook {
  position: number;
  boulders: number;
}

/** The gym's circuits in their order (or only `circuitId`), with the boulders ever set on each. */
export function setupCircuits(db: DbExecutor, gymId: number, circuitId?: number): Promise<SetupCircuitRow[]> {
  return sqlRows<SetupCircuitRow>(
    db,
    sql`select d.id, d.name, d.svg, d.corresponding_difficulty as grade, d.color_1 as "color1", d.color_2 as "color2", d.position,
          (select count(*)::int from boulders b where b.gym_difficulty_id = d.id) as boulders
        from gym_difficulties d where d.gym_id = ${gymId} ${circuitId === undefined ? sql`` : sql`and d.id = ${circuitId}`} order by d.position, d.id`,
  );
}

const circuitColumns = {
  id: gymDifficulties.id,
  name: gymDifficulties.name,
  svg: gymDifficulties.svg,
  grade: gymDifficulties.correspondingDifficulty,
  color1: gymDifficulties.color1,
  color2: gymDifficulties.color2,
  position: gymDifficulties.position,
};
export type CircuitRecord = Omit<SetupCircuitRow, 'boulders'>;

export async function lockCircuit(tx: DbExecutor, gymId: number, circuitId: number, mode: 'update' | 'no key update'): Promise<CircuitRecord | undefined> {
  const [row] = await tx
    .select(circuitColumns)
    .from(gymDifficulties)
    .where(and(eq(gymDifficulties.id, circuitId), eq(gymDifficulties.gymId, gymId)))
    .for(mode);
  return row;
}

export async function circuitNameTaken(db: DbExecutor, gymId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(gymDifficulties)
    .where(
      and(eq(gymDifficulties.gymId, gymId), sql`lower(${gymDifficulties.name}) = lower(${name})`, exceptId ? ne(gymDifficulties.id, exceptId) : undefined),
    );
  return (row?.n ?? 0) > 0;
}

export async function insertCircuit(
  tx: DbExecutor,
  gymId: number,
  fields: { name: string; svg: string; grade: number; color1: string; color2: string | null },
): Promise<CircuitRecord> {
  const [next] = await sqlRows<{ position: number }>(
    tx,
    sql`select coalesce(max(position), 0)::int + 1 as position from gym_difficulties where gym_id = ${gymId}`,
  );
  const [row] = await tx
    .insert(gymDifficulties)
    .values({
      gymId,
      name: fields.name,
      svg: fields.svg,
      correspondingDifficulty: fields.grade,
      color1: fields.color1,
      color2: fields.color2,
      position: next!.position,
    })
    .returning(circuitColumns);
  return row!;
}

export async function updateCircuit(
  tx: DbExecutor,
  circuitId: number,
  fields: { name: string; svg: string; grade: number; color1: string; color2: string | null },
): Promise<void> {
  await tx
    .update(gymDifficulties)
    .set({ name: fields.name, svg: fields.svg, correspondingDifficulty: fields.grade, color1: fields.color1, color2: fields.color2 })
    .where(eq(gymDifficulties.id, circuitId));
}

export async function circuitBoulderCount(db: DbExecutor, circuitId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boulders).where(eq(boulders.gymDifficultyId, circuitId));
  return row?.n ?? 0;
}

export async function deleteCircuit(tx: DbExecutor, circuitId: number): Promise<void> {
  await tx.delete(gymDifficulties).where(eq(gymDifficulties.id, circuitId));
}

export async function circuitIdsInOrder(db: DbExecutor, gymId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gymDifficulties.id })
    .from(gymDifficulties)
    .where(eq(gymDifficulties.gymId, gymId))
    .orderBy(asc(gymDifficulties.position), asc(gymDifficulties.id));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------- tags

export interface SetupTagRow {
  id: number;
  kind: 'steepness' | 'grips' | 'style';
  name: string;
  boulders: number;
}

/** The gym's tags in their order (or only `tagId`), with the boulders (of that gym) that carry each. */
export function setupTags(db: DbExecutor, gymId: number, tagId?: number): Promise<SetupTagRow[]> {
  return sqlRows<SetupTagRow>(
    db,
    sql`select t.id, t.kind, t.name,
          (select count(*)::int from boulders b
            where b.gym_id = t.gym_id and (b.tag_steepness_id = t.id or b.tag_grips_id = t.id or b.tag_style_id = t.id)) as boulders
        from ${tags} t where t.gym_id = ${gymId} ${tagId === undefined ? sql`` : sql`and t.id = ${tagId}`} order by t.id`,
  );
}

export interface TagRecord {
  id: number;
  kind: 'steepness' | 'grips' | 'style';
  name: string;
}

export async function lockTag(tx: DbExecutor, gymId: number, tagId: number): Promise<TagRecord | undefined> {
  const [row] = await tx
    .select({ id: tags.id, kind: tags.kind, name: tags.name })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.gymId, gymId)))
    .for('no key update');
  return row;
}

export async function tagNameTaken(db: DbExecutor, gymId: number, kind: TagRecord['kind'], name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(tags)
    .where(and(eq(tags.gymId, gymId), eq(tags.kind, kind), sql`lower(${tags.name}) = lower(${name})`, exceptId ? ne(tags.id, exceptId) : undefined));
  return (row?.n ?? 0) > 0;
}

export async function insertTag(tx: DbExecutor, gymId: number, kind: TagRecord['kind'], name: string): Promise<number> {
  const [row] = await tx.insert(tags).values({ gymId, kind, name }).returning({ id: tags.id });
  return row!.id;
}

export async function renameTag(tx: DbExecutor, tagId: number, name: string): Promise<void> {
  await tx.update(tags).set({ name }).where(eq(tags.id, tagId));
}
