/**
 * Boulders written by staff (docs/product.md › Route setting: screens; Route setting: validation): create and edit with a version (stripping is
 * boulder-strip-service.ts, the history boulder-history-service.ts). Each write is
 * one transaction that locks its sector, then the sector's openings, then boulders by id, and
 * records its history rows with the values before and after in French words.
 */
import { announceNewBoulders } from './announcements-service';
import type { BoulderDetail, CreateBoulderBody, PlanPosition, UpdateBoulderBody } from '../../shared/contract/boulder-writes';
import { boulderDetail } from './boulder-history-service';
import { BOULDER_FIELD_ERRORS } from '../../shared/contract/boulder-writes';
import {
  BOULDER_RULE_MESSAGES as RULES,
  DEFAULT_HEIGHT_M,
  boulderName,
  diffRecords,
  gradeFitsCircuit,
  latestOpeningDay,
} from '../../shared/domain/boulder-rules';
import { addCalendarDays, parisDay, parisWallTime, parseInputDate, refusedDateMessage } from '../../shared/domain/dates';
import { gradeIndex, gradeLabel } from '../../shared/domain/grades';
import { levelIdToValue, levelNumber, type LevelId } from '../../shared/domain/levels';
import { type DbExecutor, type DbTransaction } from '../db/transaction';
import { conflict, invalidFields, notFound } from '../errors';
import { recordAudit, type AuditEntry } from '../repositories/audit-repository';
import {
  activeNameTaken,
  boulderRecords,
  findCircuit,
  findTags,
  gymSettings,
  holdColorExists,
  insertBoulder,
  lockBoulders,
  lockSector,
  lockSectors,
  replaceSetters,
  sectorsOfBoulders,
  settersOfBoulders,
  staffOfGymByUuids,
  updateBoulder as writeBoulder,
  type BoulderState,
  type BoulderValues,
  type GymSettings,
} from '../repositories/boulder-writes-repository';
import { lockSectorOpenings, moveBoulderOpenings } from '../repositories/boulders-repository';
import { mediaContentType, mediaUrl } from '../repositories/media-repository';
import { NOT_IN_GYM, NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

export type FieldErrors = Record<string, string[]>;
const addError = (errors: FieldErrors, field: string, message: string) => (errors[field] ??= []).push(message);

/** The fields of one boulder as a form or a setting-day row sends them, dates aside. */
export interface BoulderInput {
  name?: string;
  difficultyId?: number;
  grade?: string;
  level?: LevelId | null;
  colorId?: number | null;
  tagSteepnessId?: number | null;
  tagGripsId?: number | null;
  tagStyleId?: number | null;
  setterUuids?: string[];
  height?: number;
  mediaId?: string | null;
  planPosition?: PlanPosition | null;
}

export type CheckedBoulder = Omit<BoulderValues, 'gymId' | 'sectorId' | 'sectorOpeningId' | 'createdAt' | 'plannedDismantling'> & { setterIds: number[] };

const TAG_FIELDS = [
  ['tagSteepnessId', 'steepness'],
  ['tagGripsId', 'grips'],
  ['tagStyleId', 'style'],
] as const;

/**
 * Checks a boulder's fields against its gym (docs/product.md › Route setting: validation) and answers what to store, or the
 * French messages by field. A circuit or a setter of another gym answers 404, as any object that
 * is not the actor's. `defaultSetter` stands in for missing setters.
 */
export async function checkBoulderInput(
  db: DbExecutor,
  gym: GymSettings,
  input: BoulderInput,
  defaultSetter: number,
): Promise<{ values?: CheckedBoulder; errors: FieldErrors }> {
  const errors: FieldErrors = {};
  const name = input.name === undefined ? null : boulderName(input.name);
  if (name === null) addError(errors, 'name', input.name === undefined ? BOULDER_FIELD_ERRORS.name : RULES.name);

  let circuit: Awaited<ReturnType<typeof findCircuit>>;
  if (input.difficultyId === undefined) addError(errors, 'difficultyId', BOULDER_FIELD_ERRORS.difficultyId);
  else {
    circuit = await findCircuit(db, input.difficultyId);
    if (!circuit || circuit.gymId !== gym.id) throw notFound(NOT_IN_GYM.circuit);
  }
  const grade = input.grade === undefined ? undefined : gradeIndex(input.grade.trim().toUpperCase());
  if (input.grade === undefined) addError(errors, 'grade', BOULDER_FIELD_ERRORS.grade);
  else if (grade === undefined) addError(errors, 'grade', RULES.gradeUnknown);
  else if (circuit && !gradeFitsCircuit(grade, circuit.grade)) addError(errors, 'grade', RULES.gradeFar(gradeLabel(circuit.grade)));

  if (input.level != null && !gym.hasLevels) addError(errors, 'level', RULES.noLevels);
  if (input.colorId != null) {
    if (!gym.customColors) addError(errors, 'colorId', RULES.noCustomColors);
    else if (!(await holdColorExists(db, input.colorId))) addError(errors, 'colorId', BOULDER_FIELD_ERRORS.colorId);
  }
  const tagIds = TAG_FIELDS.map(([field]) => input[field]).filter((id): id is number => id != null);
  const tagsFound = new Map((await findTags(db, tagIds)).map((t) => [t.id, t]));
  if ([...tagsFound.values()].some((t) => t.gymId !== gym.id)) throw notFound(NOT_IN_GYM.tag);
  for (const [field, kind] of TAG_FIELDS) {
    const id = input[field];
    if (id != null && tagsFound.get(id)?.kind !== kind) addError(errors, field, BOULDER_FIELD_ERRORS.tag);
  }
  let setterIds = [defaultSetter];
  if (input.setterUuids !== undefined) {
    const uuids = [...new Set(input.setterUuids.map((u) => u.toLowerCase()))];
    const staff = await staffOfGymByUuids(db, gym.id, uuids);
    if (staff.length !== uuids.length) throw notFound("Cet ouvreur n'existe pas ou ne fait pas partie de l'équipe de cette salle.");
    const byUuid = new Map(staff.map((p) => [p.uuid.toLowerCase(), p.id]));
    setterIds = uuids.map((u) => byUuid.get(u)!);
  }
  const photoType = input.mediaId == null ? undefined : await mediaContentType(db, input.mediaId);
  if (input.mediaId != null && !photoType) addError(errors, 'mediaId', BOULDER_FIELD_ERRORS.mediaId);

  if (Object.keys(errors).length > 0 || name === null || !circuit || grade === undefined) return { errors };
  return {
    errors,
    values: {
      name,
      gymDifficultyId: circuit.id,
      difficulty: grade,
      level: gym.hasLevels && input.level != null ? levelIdToValue(input.level) : 0,
      holdColorId: gym.customColors ? (input.colorId ?? null) : null,
      tagSteepnessId: input.tagSteepnessId ?? null,
      tagGripsId: input.tagGripsId ?? null,
      tagStyleId: input.tagStyleId ?? null,
      routeSetterId: setterIds[0]!,
      setterIds,
      heightM: input.height ?? DEFAULT_HEIGHT_M,
      mediaId: input.mediaId ?? null,
      picture: input.mediaId && photoType ? mediaUrl({ id: input.mediaId, contentType: photoType }) : null,
      planX: input.planPosition?.x ?? null,
      planY: input.planPosition?.y ?? null,
    },
  };
}

/** A typed day (DD/MM/YYYY) as ISO, or a message on the field. */
export function readDay(errors: FieldErrors, field: string, text: string | null | undefined): string | null | undefined {
  if (text === undefined || text === null) return text;
  const day = parseInputDate(text);
  if (day === null) addError(errors, field, refusedDateMessage(text));
  return day ?? undefined;
}

/** The instant stored as a boulder's opening: now when it opens today, else 9:00 in Paris that day. */
export const openingInstant = (day: string, now: Date) => (day === parisDay(now) ? now : parisWallTime(day, 9));

// ---------------------------------------------------------------- create and edit

interface OpeningDates {
  openingDay: string;
  plannedDismantling: string | null;
}

/** The opening and planned dismantling days, with their defaults and rules (§4); errors on the fields. */
async function checkDates(
  tx: DbTransaction,
  errors: FieldErrors,
  typed: { openingDate?: string; plannedDismantling?: string | null },
  fallback: { openingDay: string; plannedDismantling?: string | null; sectorId: number; cycleDays: number },
  today: string,
): Promise<OpeningDates & { openingId: number | null }> {
  const openingDay = readDay(errors, 'openingDate', typed.openingDate) ?? fallback.openingDay;
  if (typed.openingDate !== undefined && openingDay > latestOpeningDay(today)) addError(errors, 'openingDate', RULES.openingTooFar);
  const { current } = await lockSectorOpenings(tx, fallback.sectorId);
  const sectorPlanned = current && !current.closedAt && current.plannedClosing && current.plannedClosing > openingDay ? current.plannedClosing : null;
  const typedPlanned = readDay(errors, 'plannedDismantling', typed.plannedDismantling);
  const plannedDismantling =
    typedPlanned !== undefined
      ? typedPlanned
      : fallback.plannedDismantling !== undefined
        ? fallback.plannedDismantling
        : (sectorPlanned ?? addCalendarDays(openingDay, fallback.cycleDays));
  if (plannedDismantling !== null && plannedDismantling <= openingDay && (typed.plannedDismantling !== undefined || typed.openingDate !== undefined)) {
    addError(errors, 'plannedDismantling', RULES.dismantlingBeforeOpening);
  }
  const openingId = current && !current.closedAt && current.openedAt <= openingDay ? current.id : null;
  return { openingDay, plannedDismantling, openingId };
}

async function gymOf(db: DbExecutor, gymId: number): Promise<GymSettings> {
  const gym = await gymSettings(db, gymId);
  if (!gym) throw notFound(NOT_YOURS.gym);
  return gym;
}

/** POST /api/boulders/: 201 with the boulder. */
export async function createBoulder(ctx: ServiceContext, body: CreateBoulderBody): Promise<BoulderDetail> {
  const { gymId, staff } = await authorize(ctx, 'setBoulders', { sectorId: body.sectorId });
  const userId = staff.actor.userId;
  const now = new Date();
  const today = parisDay(now);
  return ctx.db.transaction(async (tx) => {
    const sector = await lockSector(tx, body.sectorId);
    if (!sector || sector.gymId !== gymId) throw notFound(NOT_YOURS.sector);
    const gym = await gymOf(tx, gymId);
    const { values, errors } = await checkBoulderInput(tx, gym, body, userId);
    const dates = await checkDates(tx, errors, body, { openingDay: today, sectorId: sector.id, cycleDays: gym.resetCycleDays }, today);
    if (values && (await activeNameTaken(tx, sector.id, values.name))) addError(errors, 'name', RULES.nameTaken);
    if (!values || Object.keys(errors).length > 0) throw invalidFields(errors);
    const { setterIds, ...columns } = values;
    const openedAt = openingInstant(dates.openingDay, now);
    const boulderId = await insertBoulder(tx, {
      ...columns,
      gymId,
      sectorId: sector.id,
      sectorOpeningId: dates.openingId,
      createdAt: openedAt,
      plannedDismantling: dates.plannedDismantling,
    });
    await replaceSetters(tx, boulderId, setterIds);
    await announceNewBoulders(tx, { gymId, boulderIds: [boulderId], openedAt, now });
    const after = (await boulderRecords(tx, [boulderId])).get(boulderId)!;
    await recordAudit(tx, creationEntry(userId, gymId, sector.id, boulderId, after));
    return boulderDetail(tx, boulderId, now);
  });
}

/** The boulder's current fields as a form would send them. */
async function inputOf(db: DbExecutor, gym: GymSettings, state: BoulderState): Promise<BoulderInput> {
  const setters = (await settersOfBoulders(db, [state.id])).get(state.id) ?? [];
  return {
    name: state.name,
    difficultyId: state.gymDifficultyId,
    grade: gradeLabel(state.difficulty),
    level: gym.hasLevels ? levelNumber(state.level) : null,
    colorId: state.holdColorId,
    tagSteepnessId: state.tagSteepnessId,
    tagGripsId: state.tagGripsId,
    tagStyleId: state.tagStyleId,
    setterUuids: setters.map((s) => s.uuid),
    height: state.heightM,
    mediaId: state.mediaId,
    planPosition: state.planX !== null && state.planY !== null ? { x: state.planX, y: state.planY } : null,
  };
}

/** PATCH /api/boulders/{id}/: the fields sent, if nobody saved since `version` (else 409 with the current boulder). */
export async function updateBoulder(ctx: ServiceContext, { boulderId, body }: { boulderId: number; body: UpdateBoulderBody }): Promise<BoulderDetail> {
  const { gymId, staff } = await authorize(ctx, 'setBoulders', { boulderId });
  if (body.sectorId !== undefined) await authorize(ctx, 'setBoulders', { sectorId: body.sectorId });
  const userId = staff.actor.userId;
  const now = new Date();
  const today = parisDay(now);
  const { version, openingDate, plannedDismantling, sectorId: newSectorId, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    // Sectors first (the boulder's and the one it moves to), then the boulder: the shared lock order.
    const placed = (await sectorsOfBoulders(tx, [boulderId]))[0];
    if (!placed || placed.gymId !== gymId) throw notFound(NOT_YOURS.boulder);
    const sectors = await lockSectors(tx, [...new Set([placed.sectorId, newSectorId ?? placed.sectorId])]);
    if (newSectorId !== undefined && sectors.find((s) => s.id === newSectorId)?.gymId !== gymId) throw notFound(NOT_YOURS.sector);
    const [state] = await lockBoulders(tx, [boulderId]);
    if (!state) throw notFound(NOT_YOURS.boulder);
    if (state.version !== version || state.sectorId !== placed.sectorId) {
      throw conflict(RULES.stale, { current: await boulderDetail(tx, boulderId, now) });
    }
    const gym = await gymOf(tx, gymId);
    const sectorId = newSectorId ?? state.sectorId;
    const merged: BoulderInput = { ...(await inputOf(tx, gym, state)), ...stripUndefined(fields) };
    const { values, errors } = await checkBoulderInput(tx, gym, merged, userId);
    const dates = await checkDates(
      tx,
      errors,
      { openingDate, plannedDismantling },
      { openingDay: state.openedOn, plannedDismantling: state.plannedDismantling, sectorId, cycleDays: gym.resetCycleDays },
      today,
    );
    const active = state.closedAt === null;
    if (values && active && (await activeNameTaken(tx, sectorId, values.name, boulderId))) addError(errors, 'name', RULES.nameTaken);
    if (!values || Object.keys(errors).length > 0) throw invalidFields(errors);

    const before = (await boulderRecords(tx, [boulderId])).get(boulderId)!;
    const { setterIds, ...columns } = values;
    const moved = sectorId !== state.sectorId || dates.openingDay !== state.openedOn;
    await writeBoulder(tx, boulderId, {
      ...columns,
      sectorId,
      plannedDismantling: dates.plannedDismantling,
      ...(moved ? { sectorOpeningId: dates.openingId } : {}),
      // A new photo replaces the picture; keeping the photo keeps a seeded picture too.
      ...(fields.mediaId === undefined ? { picture: undefined, mediaId: undefined } : {}),
    });
    // A new opening day keeps the boulder's Paris wall-clock time, as the date writes do.
    if (dates.openingDay !== state.openedOn) await moveBoulderOpenings(tx, [boulderId], dates.openingDay);
    await replaceSetters(tx, boulderId, setterIds);
    const after = (await boulderRecords(tx, [boulderId])).get(boulderId)!;
    if (diffRecords(before, after).length > 0) {
      await recordAudit(tx, {
        userId,
        gymId,
        action: 'update_boulder',
        entity: 'boulder',
        entityId: boulderId,
        before,
        after,
        kind: 'edit',
        boulderId,
        sectorId,
      });
    }
    return boulderDetail(tx, boulderId, now);
  });
}

const stripUndefined = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The history row of a boulder just created, from its display record. */
export const creationEntry = (userId: number, gymId: number, sectorId: number, boulderId: number, after: unknown): AuditEntry => ({
  userId,
  gymId,
  action: 'create_boulder',
  entity: 'boulder',
  entityId: boulderId,
  before: null,
  after,
  kind: 'creation',
  boulderId,
  sectorId,
});
