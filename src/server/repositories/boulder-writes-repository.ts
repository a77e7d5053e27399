/**
 * The rows staff writes change when they create, edit, strip and reopen boulders (docs/product.md › Route setting).
 * Lock order, shared with every sector-wide write so that two writers never deadlock: the sector
 * row, then its openings, then boulders by id.
 */
import { gradeLabel } from '../../shared/domain/grades';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { boulderSetters, boulders, gymDifficulties, gymStaff, gyms, holdColors, sectors, tags, users } from '../db/schema';
import { intArray, sqlRows } from '../db/sql-rows';
import type { DbExecutor } from '../db/transaction';

export interface SectorForWrite {
  id: number;
  gymId: number;
  name: string;
}

/** The sector, locked against other writers of its boulders until the transaction ends (undefined when unknown). */
export async function lockSector(tx: DbExecutor, sectorId: number): Promise<SectorForWrite | undefined> {
  const [row] = await tx
    .select({ id: sectors.id, gymId: sectors.gymId, name: sectors.name })
    .from(sectors)
    .where(eq(sectors.id, sectorId))
    .for('no key update');
  return row;
}

/** Locks several sectors in id order. */
export async function lockSectors(tx: DbExecutor, sectorIds: number[]): Promise<SectorForWrite[]> {
  if (sectorIds.length === 0) return [];
  return tx
    .select({ id: sectors.id, gymId: sectors.gymId, name: sectors.name })
    .from(sectors)
    .where(inArray(sectors.id, sectorIds))
    .orderBy(asc(sectors.id))
    .for('no key update');
}

export interface GymSettings {
  id: number;
  hasLevels: boolean;
  customColors: boolean;
  resetCycleDays: number;
}

export async function gymSettings(db: DbExecutor, gymId: number): Promise<GymSettings | undefined> {
  const [row] = await db
    .select({
      id: gyms.id,
      hasLevels: gyms.hasAdditionalDifficultyGrading,
      customColors: gyms.isCustomDifficultySystemColor,
      resetCycleDays: gyms.resetCycleDays,
    })
    .from(gyms)
    .where(eq(gyms.id, gymId));
  return row;
}

export interface CircuitRow {
  id: number;
  gymId: number;
  name: string;
  grade: number;
}

export async function findCircuit(db: DbExecutor, difficultyId: number): Promise<CircuitRow | undefined> {
  const [row] = await db
    .select({ id: gymDifficulties.id, gymId: gymDifficulties.gymId, name: gymDifficulties.name, grade: gymDifficulties.correspondingDifficulty })
    .from(gymDifficulties)
    .where(eq(gymDifficulties.id, difficultyId));
  return row;
}

export async function findTags(db: DbExecutor, tagIds: number[]): Promise<{ id: number; gymId: number; kind: string; name: string }[]> {
  if (tagIds.length === 0) return [];
  return db.select({ id: tags.id, gymId: tags.gymId, kind: tags.kind, name: tags.name }).from(tags).where(inArray(tags.id, tagIds));
}

export async function holdColorExists(db: DbExecutor, colorId: number): Promise<boolean> {
  const [row] = await db.select({ id: holdColors.id }).from(holdColors).where(eq(holdColors.id, colorId));
  return row !== undefined;
}

export interface StaffPerson {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
}

/** The gym's staff among these uuids (anyone else is left out). */
export async function staffOfGymByUuids(db: DbExecutor, gymId: number, uuids: string[]): Promise<StaffPerson[]> {
  if (uuids.length === 0) return [];
  return db
    .select({ id: users.id, uuid: users.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(gymStaff, and(eq(gymStaff.userId, users.id), eq(gymStaff.gymId, gymId)))
    .where(inArray(users.uuid, uuids));
}

export async function personById(db: DbExecutor, userId: number): Promise<StaffPerson | undefined> {
  const [row] = await db
    .select({ id: users.id, uuid: users.uuid, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** True when another active boulder of the sector has this name (ignoring case). */
export async function activeNameTaken(db: DbExecutor, sectorId: number, name: string, exceptBoulderId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: boulders.id })
    .from(boulders)
    .where(
      and(
        eq(boulders.sectorId, sectorId),
        isNull(boulders.closedAt),
        sql`lower(${boulders.name}) = lower(${name})`,
        exceptBoulderId === undefined ? undefined : sql`${boulders.id} <> ${exceptBoulderId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface BoulderValues {
  gymId: number;
  sectorId: number;
  sectorOpeningId: number | null;
  name: string;
  gymDifficultyId: number;
  difficulty: number;
  level: number;
  holdColorId: number | null;
  tagSteepnessId: number | null;
  tagGripsId: number | null;
  tagStyleId: number | null;
  routeSetterId: number;
  heightM: number;
  createdAt: Date;
  plannedDismantling: string | null;
  mediaId: string | null;
  picture: string | null;
  planX: number | null;
  planY: number | null;
}

export async function insertBoulder(tx: DbExecutor, values: BoulderValues): Promise<number> {
  const [row] = await tx.insert(boulders).values(values).returning({ id: boulders.id });
  return row!.id;
}

/** Writes the changed fields and moves the version on. */
export async function updateBoulder(tx: DbExecutor, boulderId: number, values: Partial<BoulderValues>): Promise<void> {
  await tx
    .update(boulders)
    .set({ ...values, version: sql`${boulders.version} + 1` })
    .where(eq(boulders.id, boulderId));
}

/** The setters of a boulder, in order (the first is also boulders.route_setter_id). */
export async function replaceSetters(tx: DbExecutor, boulderId: number, userIds: number[]): Promise<void> {
  await tx.delete(boulderSetters).where(eq(boulderSetters.boulderId, boulderId));
  if (userIds.length > 0) await tx.insert(boulderSetters).values(userIds.map((userId, position) => ({ boulderId, userId, position })));
}

export async function settersOfBoulders(db: DbExecutor, boulderIds: number[]): Promise<Map<number, StaffPerson[]>> {
  const rows =
    boulderIds.length === 0
      ? []
      : await db
          .select({ boulderId: boulderSetters.boulderId, id: users.id, uuid: users.uuid, firstName: users.firstName, lastName: users.lastName })
          .from(boulderSetters)
          .innerJoin(users, eq(users.id, boulderSetters.userId))
          .where(inArray(boulderSetters.boulderId, boulderIds))
          .orderBy(asc(boulderSetters.boulderId), asc(boulderSetters.position));
  const bySetter = new Map<number, StaffPerson[]>();
  for (const { boulderId, ...person } of rows) {
    if (!bySetter.has(boulderId)) bySetter.set(boulderId, []);
    bySetter.get(boulderId)!.push(person);
  }
  return bySetter;
}

/** What a write reads of a boulder before changing it: the columns of `boulderState`, and its Paris opening day. */
export type BoulderState = Pick<typeof boulders.$inferSelect, Exclude<keyof typeof boulderState, 'openedOn'>> & {
  /** Paris calendar day of the opening. */
  openedOn: string;
};

const boulderState = {
  id: boulders.id,
  gymId: boulders.gymId,
  sectorId: boulders.sectorId,
  sectorOpeningId: boulders.sectorOpeningId,
  name: boulders.name,
  gymDifficultyId: boulders.gymDifficultyId,
  difficulty: boulders.difficulty,
  level: boulders.level,
  holdColorId: boulders.holdColorId,
  tagSteepnessId: boulders.tagSteepnessId,
  tagGripsId: boulders.tagGripsId,
  tagStyleId: boulders.tagStyleId,
  heightM: boulders.heightM,
  createdAt: boulders.createdAt,
  openedOn: sql<string>`(${boulders.createdAt} at time zone 'Europe/Paris')::date::text`,
  plannedDismantling: boulders.plannedDismantling,
  closedAt: boulders.closedAt,
  strippedAt: boulders.strippedAt,
  mediaId: boulders.mediaId,
  planX: boulders.planX,
  planY: boulders.planY,
  version: boulders.version,
  code: boulders.code,
};

export async function readBoulderState(db: DbExecutor, boulderId: number): Promise<BoulderState | undefined> {
  const [row] = await db.select(boulderState).from(boulders).where(eq(boulders.id, boulderId));
  return row;
}

/** The boulders, locked in id order (unknown ids are left out). */
export async function lockBoulders(tx: DbExecutor, boulderIds: number[]): Promise<BoulderState[]> {
  if (boulderIds.length === 0) return [];
  return tx.select(boulderState).from(boulders).where(inArray(boulders.id, boulderIds)).orderBy(asc(boulders.id)).for('update');
}

/** The sector's active boulders, locked in id order. */
export async function lockActiveBoulders(tx: DbExecutor, sectorId: number): Promise<BoulderState[]> {
  return tx
    .select(boulderState)
    .from(boulders)
    .where(and(eq(boulders.sectorId, sectorId), isNull(boulders.closedAt)))
    .orderBy(asc(boulders.id))
    .for('update');
}

/** The sectors of these boulders (to lock them first). */
export async function sectorsOfBoulders(db: DbExecutor, boulderIds: number[]): Promise<{ id: number; gymId: number; sectorId: number }[]> {
  if (boulderIds.length === 0) return [];
  return db.select({ id: boulders.id, gymId: boulders.gymId, sectorId: boulders.sectorId }).from(boulders).where(inArray(boulders.id, boulderIds));
}

export async function stripBoulders(tx: DbExecutor, boulderIds: number[], closedAt: Date): Promise<void> {
  if (boulderIds.length === 0) return;
  await tx
    .update(boulders)
    .set({ closedAt, strippedAt: sql`now()`, version: sql`${boulders.version} + 1` })
    .where(inArray(boulders.id, boulderIds));
}

export async function reopenBoulder(tx: DbExecutor, boulderId: number): Promise<void> {
  await tx
    .update(boulders)
    .set({ closedAt: null, strippedAt: null, version: sql`${boulders.version} + 1` })
    .where(eq(boulders.id, boulderId));
}

/** What a person reads of a boulder in its history: names rather than ids, days as ISO dates. */
export type BoulderRecord = Record<string, string | null>;

export async function boulderRecords(db: DbExecutor, boulderIds: number[]): Promise<Map<number, BoulderRecord>> {
  if (boulderIds.length === 0) return new Map();
  const rows = await sqlRows<BoulderRecord & { id: number }>(
    db,
    sql`select b.id, b.name, s.name as sector, d.name as difficulty, b.difficulty::text as grade_index,
              case when g.has_additional_difficulty_grading then (b.level + 2)::text end as level,
              case when g.is_custom_difficulty_system_color then hc.name end as color,
              ts.name as "tagSteepness", tg.name as "tagGrips", ty.name as "tagStyle",
              (select string_agg(u.first_name || ' ' || u.last_name, ', ' order by bs.position)
                 from boulder_setters bs join users u on u.id = bs.user_id where bs.boulder_id = b.id) as setters,
              (b.created_at at time zone 'Europe/Paris')::date::text as "openingDate",
              b.planned_dismantling::text as "plannedDismantling",
              replace(b.height_m::text, '.', ',') || ' m' as height,
              case when b.media_id is not null or b.picture is not null then 'oui' end as photo,
              case when b.plan_x is not null then round(b.plan_x * 100) || ' % de la largeur, ' || round(b.plan_y * 100) || ' % de la hauteur' end as position
       from boulders b
       join gyms g on g.id = b.gym_id
       join sectors s on s.id = b.sector_id
       join gym_difficulties d on d.id = b.gym_difficulty_id
       left join hold_colors hc on hc.id = b.hold_color_id
       left join tags ts on ts.id = b.tag_steepness_id
       left join tags tg on tg.id = b.tag_grips_id
       left join tags ty on ty.id = b.tag_style_id
       where b.id = any(${intArray(boulderIds)})`,
  );
  return new Map(rows.map(({ id, grade_index, ...record }) => [id, { ...record, grade: gradeLabel(Number(grade_index)) }]));
}

/** The names of the gym's active boulders, lowercased. */
export async function activeNamesOfGym(db: DbExecutor, gymId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${boulders.name})` })
    .from(boulders)
    .where(and(eq(boulders.gymId, gymId), isNull(boulders.closedAt)));
  return new Set(rows.map((r) => r.name));
}

/** Kept boulders join the sector's new opening and its planned dismantling. */
export async function joinOpening(tx: DbExecutor, boulderIds: number[], openingId: number, plannedDismantling: string): Promise<void> {
  if (boulderIds.length === 0) return;
  await tx
    .update(boulders)
    .set({ sectorOpeningId: openingId, plannedDismantling, version: sql`${boulders.version} + 1` })
    .where(inArray(boulders.id, boulderIds));
}
