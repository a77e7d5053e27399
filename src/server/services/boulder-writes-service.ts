/**
 * Boulders written by staff (route-setting.md §2, §4): create, edit with a version, strip one, a
 * selection or a sector, undo a strip within 7 days, and read a boulder's history. Each write is
 * one transaction that locks its sector, then the sector's openings, then boulders by id, and
 * records its history rows with the values before and after in French words.
 */
import type { BoulderDetail, CreateBoulderBody, HistoryEntry, StripBody, UpdateBoulderBody } from '../../shared/contract/boulder-writes';
import { BOULDER_FIELD_ERRORS, STRIP_ERRORS } from '../../shared/contract/boulder-writes';
import {
  BOULDER_RULE_MESSAGES as RULES,
  DEFAULT_HEIGHT_M,
  UNDO_STRIP_DAYS,
  boulderName,
  diffRecords,
  gradeFitsCircuit,
  historyText,
  latestOpeningDay,
  latestStripDay,
  type HistoryChange,
} from '../../shared/domain/boulder-rules';
import { addCalendarDays, formatInputDate, parisDay, parisWallTime, parseInputDate, refusedDateMessage } from '../../shared/domain/dates';
import { gradeIndex, gradeLabel } from '../../shared/domain/grades';
import { levelIdToValue, levelNumber, type LevelId } from '../../shared/domain/levels';
import { isAccessType, ROLE_LABELS_FR, type AccessType } from '../../shared/domain/roles';
import { readAll, type DbExecutor, type DbTransaction } from '../db/transaction';
import { conflict, invalidFields, notFound } from '../errors';
import { boulderHistory, gymJournal, recordAudit, sectorHistory, type AuditEntry, type AuditRow } from '../repositories/audit-repository';
import {
  activeNameTaken,
  boulderRecords,
  findCircuit,
  findTags,
  gymSettings,
  holdColorExists,
  insertBoulder,
  lockActiveBoulders,
  lockBoulders,
  lockSector,
  lockSectors,
  readBoulderState,
  reopenBoulder,
  replaceSetters,
  sectorsOfBoulders,
  settersOfBoulders,
  staffOfGymByUuids,
  stripBoulders as writeStrips,
  updateBoulder as writeBoulder,
  type BoulderState,
  type BoulderValues,
  type GymSettings,
} from '../repositories/boulder-writes-repository';
import { lockSectorOpenings, moveBoulderOpenings } from '../repositories/boulders-repository';
import { mediaContentType, mediaUrl } from '../repositories/media-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { closeOpening, reopenOpening } from '../repositories/sectors-repository';
import { NOT_IN_GYM, NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

type FieldErrors = Record<string, string[]>;
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
}

export type CheckedBoulder = Omit<BoulderValues, 'gymId' | 'sectorId' | 'sectorOpeningId' | 'createdAt' | 'plannedDismantling'> & { setterIds: number[] };

const TAG_FIELDS = [
  ['tagSteepnessId', 'steepness'],
  ['tagGripsId', 'grips'],
  ['tagStyleId', 'style'],
] as const;

/**
 * Checks a boulder's fields against its gym (route-setting.md §4) and answers what to store, or the
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
    },
  };
}

/** A typed day (DD/MM/YYYY) as ISO, or a message on the field. */
function readDay(errors: FieldErrors, field: string, text: string | null | undefined): string | null | undefined {
  if (text === undefined || text === null) return text;
  const day = parseInputDate(text);
  if (day === null) addError(errors, field, refusedDateMessage(text));
  return day ?? undefined;
}

/** The instant stored as a boulder's opening: now when it opens today, else 9:00 in Paris that day. */
export const openingInstant = (day: string, now: Date) => (day === parisDay(now) ? now : parisWallTime(day, 9));

/** The instant stored as a strip: now when it is today, else noon in Paris that day. */
export const stripInstant = (day: string, now: Date) => (day === parisDay(now) ? now : parisWallTime(day, 12));

// ---------------------------------------------------------------- reads

/** GET /api/boulders/{id}/: the Route with setters, code, version, height. */
export async function getBoulder(ctx: ServiceContext, { boulderId }: { boulderId: number }): Promise<BoulderDetail> {
  await authorize(ctx, 'read', { boulderId });
  return boulderDetail(ctx.db, boulderId, new Date());
}

export async function boulderDetail(db: DbExecutor, boulderId: number, now: Date): Promise<BoulderDetail> {
  const [[route], state, setters] = await readAll(db, [
    () => loadRoutes(db, [boulderId], now),
    () => readBoulderState(db, boulderId),
    () => settersOfBoulders(db, [boulderId]),
  ]);
  if (!route || !state) throw notFound(NOT_YOURS.boulder);
  return {
    ...route,
    setters: (setters.get(boulderId) ?? []).map(({ uuid, firstName, lastName }) => ({ uuid, firstName, lastName })),
    code: state.code,
    version: state.version,
    height: state.heightM,
    mediaId: state.mediaId,
    strippedAt: state.strippedAt?.toISOString() ?? null,
  };
}

/** GET /api/boulders/{id}/history/: newest first. */
export async function getBoulderHistory(ctx: ServiceContext, { boulderId }: { boulderId: number }): Promise<HistoryEntry[]> {
  await authorize(ctx, 'read', { boulderId });
  return (await boulderHistory(ctx.db, boulderId)).map(historyEntry);
}

/** The date writes of back-office.md recorded their values under snake_case names. */
const LEGACY_FIELDS: Record<string, string> = { planned_dismantling: 'plannedDismantling', planned_closing: 'plannedDismantling', opened_at: 'openingDate' };

function displayRecord(value: unknown): Record<string, string | null> {
  const record: Record<string, string | null> = {};
  if (!value || typeof value !== 'object') return record;
  for (const [key, raw] of Object.entries(value)) {
    if (raw !== null && typeof raw !== 'string') continue;
    record[LEGACY_FIELDS[key] ?? key] = key === 'opened_at' || key === 'created_at' ? (raw?.slice(0, 10) ?? null) : raw;
  }
  return record;
}

/** A staff row's rights as the history shows them: 'Chef-ouvreur, Ouvreur, Admin'; null without a row. */
function rightsDisplay(value: unknown): Record<string, string | null> {
  if (!value || typeof value !== 'object') return { rights: null };
  const { access_types: types, is_admin: admin } = value as { access_types?: unknown; is_admin?: unknown };
  const labels = (Array.isArray(types) ? types : []).filter((t): t is AccessType => typeof t === 'string' && isAccessType(t)).map((t) => ROLE_LABELS_FR[t]);
  if (admin === true) labels.push('Admin');
  return { rights: labels.length > 0 ? labels.join(', ') : 'Aucun rôle' };
}

export function historyEntry(row: AuditRow): HistoryEntry {
  if (row.kind === 'import') {
    // A catalogue import is one line, written when it happened: 'Import de 120 blocs (catalogue.csv)'.
    const summary = (row.after as { summary?: unknown } | null)?.summary;
    return {
      id: row.id,
      at: row.at.toISOString(),
      user: row.user,
      kind: row.kind,
      boulderId: null,
      sectorId: null,
      subject: null,
      changes: [],
      text: typeof summary === 'string' ? summary : '',
    };
  }
  const rights = row.kind === 'rights';
  const display = rights ? rightsDisplay : displayRecord;
  const changes: HistoryChange[] = diffRecords(display(row.before), display(row.after));
  return {
    id: row.id,
    at: row.at.toISOString(),
    user: row.user,
    kind: row.kind,
    boulderId: row.boulderId,
    sectorId: row.sectorId,
    subject: rights ? row.personName : row.boulderName === null ? null : `Bloc « ${row.boulderName} »`,
    changes,
    text: historyText(changes, row.kind),
  };
}

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
    const boulderId = await insertBoulder(tx, {
      ...columns,
      gymId,
      sectorId: sector.id,
      sectorOpeningId: dates.openingId,
      createdAt: openingInstant(dates.openingDay, now),
      plannedDismantling: dates.plannedDismantling,
    });
    await replaceSetters(tx, boulderId, setterIds);
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

// ---------------------------------------------------------------- strip and undo

/** The history rows of boulders stripped on `day` (one per boulder). */
export const stripEntries = (userId: number, boulders: Pick<BoulderState, 'id' | 'gymId' | 'sectorId'>[], day: string): AuditEntry[] =>
  boulders.map((b) => ({
    userId,
    gymId: b.gymId,
    action: 'strip_boulder',
    entity: 'boulder',
    entityId: b.id,
    before: { status: 'Actif', closedAt: null },
    after: { status: 'Fermé', closedAt: day },
    kind: 'strip',
    boulderId: b.id,
    sectorId: b.sectorId,
  }));

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

/** POST /api/boulders/strip/: the chosen boulders, or a whole sector with its current opening; answers how many were stripped. */
export async function stripBoulders(ctx: ServiceContext, body: StripBody): Promise<{ stripped: number }> {
  if ((body.ids === undefined) === (body.sectorId === undefined)) throw invalidFields({ ids: [STRIP_ERRORS.oneScope] });
  const ids = body.ids ? [...new Set(body.ids)] : [];
  let placed: { id: number; gymId: number; sectorId: number }[] = [];
  let userId: number;
  if (body.sectorId !== undefined) {
    const { staff, gymId } = await authorize(ctx, 'setBoulders', { sectorId: body.sectorId });
    userId = staff.actor.userId;
    placed = [{ id: 0, gymId, sectorId: body.sectorId }];
  } else {
    placed = await sectorsOfBoulders(ctx.db, ids);
    if (placed.length !== ids.length) throw notFound(NOT_YOURS.boulder);
    let actor = 0;
    for (const gymId of new Set(placed.map((p) => p.gymId))) actor = (await authorize(ctx, 'setBoulders', { gymId })).staff.actor.userId;
    userId = actor;
  }
  const errors: FieldErrors = {};
  const day = readDay(errors, 'date', body.date);
  if (!day) throw invalidFields(errors);
  const now = new Date();
  if (day > latestStripDay(parisDay(now))) throw invalidFields({ date: [RULES.stripTooFar] });
  const closedAt = stripInstant(day, now);

  return ctx.db.transaction(async (tx) => {
    const sectorIds = [...new Set(placed.map((p) => p.sectorId))].sort((a, b) => a - b);
    const sectors = await lockSectors(tx, sectorIds);
    let opening: Awaited<ReturnType<typeof lockSectorOpenings>>['current'];
    let boulders: BoulderState[];
    if (body.sectorId !== undefined) {
      opening = (await lockSectorOpenings(tx, body.sectorId)).current;
      boulders = await lockActiveBoulders(tx, body.sectorId);
      if (boulders.length === 0 && (!opening || opening.closedAt)) throw invalidFields({ sectorId: ["Ce secteur n'a aucun bloc actif à démonter."] });
      if (opening && !opening.closedAt && day < opening.openedAt) throw invalidFields({ date: [RULES.stripBeforeOpening(formatInputDate(opening.openedAt))] });
    } else {
      boulders = (await lockBoulders(tx, ids)).filter((b) => b.closedAt === null);
      if (boulders.some((b) => sectors.find((s) => s.id === b.sectorId) === undefined)) throw conflict(RULES.stale);
    }
    const tooEarly = boulders.find((b) => day < b.openedOn);
    if (tooEarly) throw invalidFields({ date: [`${RULES.stripBeforeOpening(formatInputDate(tooEarly.openedOn))} (« ${tooEarly.name} »)`] });

    await writeStrips(
      tx,
      boulders.map((b) => b.id),
      closedAt,
    );
    const gymOfSector = new Map(sectors.map((s) => [s.id, s.gymId]));
    await recordAudit(tx, stripEntries(userId, boulders, day));
    if (body.sectorId !== undefined && opening && !opening.closedAt) {
      await closeOpening(tx, opening.id, day);
      await recordAudit(tx, {
        userId,
        gymId: gymOfSector.get(body.sectorId) ?? null,
        action: 'strip_sector',
        entity: 'sector',
        entityId: body.sectorId,
        before: { status: 'Ouvert', closedAt: null, boulders: null },
        after: { status: 'Démonté', closedAt: day, boulders: String(boulders.length) },
        kind: 'strip',
        sectorId: body.sectorId,
      });
    }
    return { stripped: boulders.length };
  });
}

/** POST /api/boulders/{id}/unstrip/: reopens a boulder stripped less than 7 days ago (409 otherwise). */
export async function unstripBoulder(ctx: ServiceContext, { boulderId }: { boulderId: number }): Promise<BoulderDetail> {
  const { gymId, staff } = await authorize(ctx, 'setBoulders', { boulderId });
  const now = new Date();
  return ctx.db.transaction(async (tx) => {
    const placed = (await sectorsOfBoulders(tx, [boulderId]))[0];
    if (!placed || placed.gymId !== gymId) throw notFound(NOT_YOURS.boulder);
    await lockSectors(tx, [placed.sectorId]);
    const { current } = await lockSectorOpenings(tx, placed.sectorId);
    const [state] = await lockBoulders(tx, [boulderId]);
    if (!state) throw notFound(NOT_YOURS.boulder);
    if (state.closedAt === null) throw conflict(RULES.notStripped);
    if (!state.strippedAt || now.getTime() - state.strippedAt.getTime() > UNDO_STRIP_DAYS * 86_400_000) throw conflict(RULES.undoTooLate);
    if (await activeNameTaken(tx, state.sectorId, state.name, boulderId)) throw conflict(RULES.nameTaken);
    await reopenBoulder(tx, boulderId);
    // Undoing a sector strip reopens the opening it closed.
    if (current && current.closedAt && current.id === state.sectorOpeningId) await reopenOpening(tx, current.id);
    await recordAudit(tx, {
      userId: staff.actor.userId,
      gymId,
      action: 'unstrip_boulder',
      entity: 'boulder',
      entityId: boulderId,
      before: { status: 'Fermé', closedAt: parisDay(state.closedAt) },
      after: { status: 'Actif', closedAt: null },
      kind: 'unstrip',
      boulderId,
      sectorId: state.sectorId,
    });
    return boulderDetail(tx, boulderId, now);
  });
}

/** GET /api/gyms/{gymId}/history/?page=&pageSize=&user=&kind=: the gym's journal, newest first. */
export async function getGymJournal(
  ctx: ServiceContext,
  { gymId, page, pageSize, user, kind }: { gymId: number; page: number; pageSize: number; user?: string; kind?: HistoryEntry['kind'] },
): Promise<{ count: number; results: HistoryEntry[] }> {
  await authorize(ctx, 'read', { gymId });
  let userId: number | undefined;
  if (user !== undefined) {
    const [person] = await staffOfGymByUuids(ctx.db, gymId, [user.toLowerCase()]);
    if (!person) return { count: 0, results: [] };
    userId = person.id;
  }
  const { count, rows } = await gymJournal(ctx.db, { gymId, userId, kind }, { limit: pageSize, offset: (page - 1) * pageSize });
  return { count, results: rows.map(historyEntry) };
}

/** GET /api/sectors/{sectorId}/history/: the sector's own changes and its boulders', newest first. */
export async function getSectorHistory(ctx: ServiceContext, { sectorId }: { sectorId: number }): Promise<HistoryEntry[]> {
  await authorize(ctx, 'read', { sectorId });
  return (await sectorHistory(ctx.db, sectorId)).map(historyEntry);
}
