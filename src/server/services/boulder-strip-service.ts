/**
 * Stripping boulders (docs/product.md › Route setting: validation): one, a selection or a whole sector, and undoing a strip within
 * 7 days. Each is one transaction that locks the sector, then its openings, then boulders by id, and
 * records the history rows.
 */
import type { BoulderDetail, StripBody } from '../../shared/contract/boulder-writes';
import { boulderDetail } from './boulder-history-service';
import { readDay, type FieldErrors } from './boulder-writes-service';
import { STRIP_ERRORS } from '../../shared/contract/boulder-writes';
import { BOULDER_RULE_MESSAGES as RULES, UNDO_STRIP_DAYS, latestStripDay } from '../../shared/domain/boulder-rules';
import { formatInputDate, parisDay, parisWallTime } from '../../shared/domain/dates';
import { conflict, invalidFields, notFound } from '../errors';
import { recordAudit, type AuditEntry } from '../repositories/audit-repository';
import {
  activeNameTaken,
  lockActiveBoulders,
  lockBoulders,
  lockSectors,
  reopenBoulder,
  sectorsOfBoulders,
  stripBoulders as writeStrips,
  type BoulderState,
} from '../repositories/boulder-writes-repository';
import { lockSectorOpenings } from '../repositories/boulders-repository';
import { closeOpening, reopenOpening } from '../repositories/sectors-repository';
import { NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

/** The instant stored as a strip: now when it is today, else noon in Paris that day. */
export const stripInstant = (day: string, now: Date) => (day === parisDay(now) ? now : parisWallTime(day, 12));

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
