/**
 * Setting days (docs/product.md › Route setting: screens 'Séance d'ouverture'). A draft keeps the grid as typed and
 * changes nothing visible. Validation is one transaction: the session row is locked first (two
 * validations take turns, the second finds it validated: 409), then the sector, its openings and
 * its active boulders, in the lock order every boulder write follows. It strips what is not kept,
 * closes the current opening, opens the new one, creates the boulders, and writes the history.
 */
import { announceNewBoulders } from './announcements-service';
import type { BoulderInput } from './boulder-writes-service';
import {
  SESSION_ERRORS,
  type CreateSessionBody,
  type SettingRow,
  type SettingSession,
  type UpdateSessionBody,
  type ValidationAnswer,
} from '../../shared/contract/setting-sessions';
import { BOULDER_RULE_MESSAGES as RULES, MAX_SETTING_ROWS, latestOpeningDay } from '../../shared/domain/boulder-rules';
import { addCalendarDays, formatInputDate, parisDay, parseInputDate, refusedDateMessage } from '../../shared/domain/dates';
import { conflict, invalidFields, notFound } from '../errors';
import type { DbExecutor } from '../db/transaction';
import { recordAudit } from '../repositories/audit-repository';
import {
  boulderRecords,
  gymSettings,
  insertBoulder,
  joinOpening,
  lockActiveBoulders,
  lockSector,
  replaceSetters,
  staffOfGymByUuids,
  stripBoulders,
} from '../repositories/boulder-writes-repository';
import { lockSectorOpenings } from '../repositories/boulders-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { closeOpening, gymIdOfSector } from '../repositories/sectors-repository';
import {
  deleteSession,
  draftsOfGym,
  findSession,
  insertOpening,
  insertSession,
  lockSession,
  peopleByIds,
  updateSession,
  type SessionRow,
  type SessionValues,
} from '../repositories/setting-sessions-repository';
import { NOT_YOURS, authorize } from './authorize';
import { stripEntries, stripInstant } from './boulder-strip-service';
import { checkBoulderInput, creationEntry, openingInstant } from './boulder-writes-service';
import type { ServiceContext } from './context';

const NOT_A_SESSION = "Cette séance d'ouverture n'existe pas ou n'appartient pas à vos salles.";

/** A typed day as ISO (null stays null, undefined stays untouched), or a 400 on the field. */
function sessionDay(text: string | null | undefined, field: string): string | null | undefined {
  if (text === undefined || text === null || text.trim() === '') return text === undefined ? undefined : null;
  const day = parseInputDate(text);
  if (day === null) throw invalidFields({ [field]: [refusedDateMessage(text)] });
  return day;
}

/** The session's fields as stored; the sector and setters must be the gym's (404 otherwise). */
async function storedValues(db: DbExecutor, gymId: number, body: UpdateSessionBody): Promise<SessionValues> {
  const values: SessionValues = {};
  if (body.sectorId !== undefined) {
    if ((await gymIdOfSector(db, body.sectorId)) !== gymId) throw notFound(NOT_YOURS.sector);
    values.sectorId = body.sectorId;
  }
  const openingDate = sessionDay(body.openingDate, 'openingDate');
  if (openingDate !== undefined) values.openingDate = openingDate;
  const plannedDismantling = sessionDay(body.plannedDismantling, 'plannedDismantling');
  if (plannedDismantling !== undefined) values.plannedDismantling = plannedDismantling;
  if (body.keptBoulderIds !== undefined) values.keptBoulderIds = [...new Set(body.keptBoulderIds)];
  if (body.setterUuids !== undefined) {
    const uuids = [...new Set(body.setterUuids.map((u) => u.toLowerCase()))];
    const staff = await staffOfGymByUuids(db, gymId, uuids);
    if (staff.length !== uuids.length) throw notFound("Cet ouvreur n'existe pas ou ne fait pas partie de l'équipe de cette salle.");
    const byUuid = new Map(staff.map((p) => [p.uuid.toLowerCase(), p.id]));
    values.setterIds = uuids.map((u) => byUuid.get(u)!);
  }
  if (body.rows !== undefined) values.rows = body.rows;
  return values;
}

async function present(db: DbExecutor, session: SessionRow): Promise<SettingSession> {
  const people = await peopleByIds(db, [...session.setterIds, ...(session.createdBy ? [session.createdBy] : [])]);
  return {
    id: session.id,
    sectorId: session.sectorId,
    openingDate: session.openingDate,
    plannedDismantling: session.plannedDismantling,
    keptBoulderIds: session.keptBoulderIds,
    setterUuids: session.setterIds.map((id) => people.get(id)?.uuid).filter((u): u is string => !!u),
    rows: session.rows as SettingRow[],
    status: session.status,
    createdBy: session.createdBy ? (people.get(session.createdBy) ?? null) : null,
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** The session, when the actor may run setting days in its gym (404 otherwise). */
async function sessionOf(ctx: ServiceContext, gymId: number, id: number) {
  const { staff } = await authorize(ctx, 'setBoulders', { gymId });
  const session = await findSession(ctx.db, id);
  if (!session || session.gymId !== gymId) throw notFound(NOT_A_SESSION);
  return { session, userId: staff.actor.userId };
}

/** POST /api/gyms/{gymId}/setting-sessions/: a new draft. */
export async function createSettingSession(ctx: ServiceContext, { gymId, body }: { gymId: number; body: CreateSessionBody }): Promise<SettingSession> {
  const { staff } = await authorize(ctx, 'setBoulders', { gymId });
  return ctx.db.transaction(async (tx) => {
    const values = await storedValues(tx, gymId, body);
    const id = await insertSession(tx, { ...values, gymId, sectorId: body.sectorId, createdBy: staff.actor.userId });
    return present(tx, (await findSession(tx, id))!);
  });
}

/** PATCH …/{id}/: replaces the fields sent (`rows` as a whole); a validated session answers 409. */
export async function updateSettingSession(
  ctx: ServiceContext,
  { gymId, id, body }: { gymId: number; id: number; body: UpdateSessionBody },
): Promise<SettingSession> {
  await sessionOf(ctx, gymId, id);
  return ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (!session) throw notFound(NOT_A_SESSION);
    if (session.status !== 'draft') throw conflict(SESSION_ERRORS.validated);
    await updateSession(tx, id, await storedValues(tx, gymId, body));
    return present(tx, (await findSession(tx, id))!);
  });
}

export async function getSettingSession(ctx: ServiceContext, { gymId, id }: { gymId: number; id: number }): Promise<SettingSession> {
  const { session } = await sessionOf(ctx, gymId, id);
  return present(ctx.db, session);
}

/** GET …/setting-sessions/: the gym's drafts, newest first. */
export async function listSettingSessions(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<SettingSession[]> {
  await authorize(ctx, 'setBoulders', { gymId });
  const drafts = await draftsOfGym(ctx.db, gymId);
  return Promise.all(drafts.map((d) => present(ctx.db, d)));
}

/** DELETE …/{id}/: discards a draft (a validated session answers 409). */
export async function deleteSettingSession(ctx: ServiceContext, { gymId, id }: { gymId: number; id: number }): Promise<void> {
  await sessionOf(ctx, gymId, id);
  await ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (!session) return;
    if (session.status !== 'draft') throw conflict(SESSION_ERRORS.validated);
    await deleteSession(tx, id);
  });
}

const rowInput = (row: SettingRow): BoulderInput => ({
  name: row.name ?? undefined,
  difficultyId: row.difficultyId ?? undefined,
  grade: row.grade ?? undefined,
  level: row.level ?? null,
  colorId: row.colorId ?? null,
  tagSteepnessId: row.tagSteepnessId ?? null,
  tagGripsId: row.tagGripsId ?? null,
  tagStyleId: row.tagStyleId ?? null,
  setterUuids: row.setterUuids && row.setterUuids.length > 0 ? row.setterUuids : undefined,
  height: row.height ?? undefined,
  planPosition: row.planPosition ?? null,
});

/** POST …/{id}/validate/: everything in one transaction, or nothing. */
export async function validateSettingSession(ctx: ServiceContext, { gymId, id }: { gymId: number; id: number }): Promise<ValidationAnswer> {
  const { userId } = await sessionOf(ctx, gymId, id);
  const now = new Date();
  const today = parisDay(now);
  return ctx.db.transaction(async (tx) => {
    const session = await lockSession(tx, id);
    if (!session || session.gymId !== gymId) throw notFound(NOT_A_SESSION);
    if (session.status !== 'draft') throw conflict(SESSION_ERRORS.validated);
    const sector = await lockSector(tx, session.sectorId);
    if (!sector || sector.gymId !== gymId) throw notFound(NOT_YOURS.sector);
    const { current } = await lockSectorOpenings(tx, sector.id);
    const active = await lockActiveBoulders(tx, sector.id);
    const gym = (await gymSettings(tx, gymId))!;

    const openingDay = session.openingDate ?? today;
    const planned = session.plannedDismantling ?? addCalendarDays(openingDay, gym.resetCycleDays);
    const errors: Record<string, string[]> = {};
    if (openingDay > latestOpeningDay(today)) errors.openingDate = [RULES.openingTooFar];
    if (planned <= openingDay) errors.plannedDismantling = [RULES.dismantlingBeforeOpening];
    if (current && !current.closedAt && openingDay < current.openedAt) {
      errors.openingDate = [`La nouvelle ouverture ne peut pas précéder l'ouverture en cours du secteur (${formatInputDate(current.openedAt)}).`];
    }
    const activeIds = new Set(active.map((b) => b.id));
    const kept = session.keptBoulderIds.filter((boulderId) => activeIds.has(boulderId));
    if (kept.length !== session.keptBoulderIds.length) errors.keptBoulderIds = [SESSION_ERRORS.keptBoulderIds];
    const stripped = active.filter((b) => !kept.includes(b.id));
    const late = stripped.find((b) => b.openedOn > openingDay);
    if (late) errors.openingDate = [`${RULES.stripBeforeOpening(formatInputDate(late.openedOn))} (« ${late.name} »)`];

    const rows = session.rows as SettingRow[];
    if (rows.length === 0 || rows.length > MAX_SETTING_ROWS) errors.rows = [rows.length === 0 ? SESSION_ERRORS.noRows : SESSION_ERRORS.rows];
    const rowMessages: string[] = [];
    const checked = [];
    const names = new Set(active.filter((b) => kept.includes(b.id)).map((b) => b.name.toLowerCase()));
    const defaultSetter = session.setterIds[0] ?? userId;
    for (const [index, row] of rows.entries()) {
      const input = rowInput(row);
      const result = await checkBoulderInput(tx, gym, input, defaultSetter);
      const line = (message: string) => rowMessages.push(`Ligne ${index + 1} : ${message}`);
      for (const messages of Object.values(result.errors)) for (const message of messages) line(message);
      if (result.values) {
        const name = result.values.name.toLowerCase();
        if (names.has(name)) line(RULES.nameTaken);
        names.add(name);
        // Rows without their own setters take the session's.
        const setterIds = input.setterUuids ? result.values.setterIds : session.setterIds.length > 0 ? session.setterIds : [userId];
        checked.push({ ...result.values, setterIds, routeSetterId: setterIds[0]! });
      }
    }
    if (rowMessages.length > 0) errors.rows = rowMessages;
    if (Object.keys(errors).length > 0) throw invalidFields(errors);

    // Strip what is not kept, close the current opening, open the new one.
    await stripBoulders(
      tx,
      stripped.map((b) => b.id),
      stripInstant(openingDay, now),
    );
    if (current && !current.closedAt) await closeOpening(tx, current.id, openingDay);
    const openingId = await insertOpening(tx, { sectorId: sector.id, openedAt: openingDay, plannedClosing: planned });
    await joinOpening(tx, kept, openingId, planned);
    const createdAt = openingInstant(openingDay, now);
    const boulderIds: number[] = [];
    for (const { setterIds, ...columns } of checked) {
      const boulderId = await insertBoulder(tx, { ...columns, gymId, sectorId: sector.id, sectorOpeningId: openingId, createdAt, plannedDismantling: planned });
      await replaceSetters(tx, boulderId, setterIds);
      boulderIds.push(boulderId);
    }
    await announceNewBoulders(tx, { gymId, boulderIds, openedAt: createdAt, now });
    const records = await boulderRecords(tx, boulderIds);
    await recordAudit(tx, [
      {
        userId,
        gymId,
        action: 'setting_day',
        entity: 'sector',
        entityId: sector.id,
        before: { openingDate: current?.openedAt ?? null, plannedDismantling: current?.plannedClosing ?? null },
        after: {
          openingDate: openingDay,
          plannedDismantling: planned,
          boulders: `${boulderIds.length} nouveaux, ${kept.length} gardés, ${stripped.length} démontés`,
        },
        kind: 'setting_day',
        sectorId: sector.id,
      },
      ...stripEntries(userId, stripped, openingDay),
      ...boulderIds.map((boulderId) => creationEntry(userId, gymId, sector.id, boulderId, records.get(boulderId) ?? null)),
    ]);
    await updateSession(tx, id, { status: 'validated', openingId });
    return {
      id,
      status: 'validated' as const,
      opening: { sectorId: sector.id, openingDate: openingDay, plannedDismantling: planned },
      boulders: await loadRoutes(tx, boulderIds, now),
      stripped: stripped.length,
    };
  });
}
