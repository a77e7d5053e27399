/**
 * The date writes (docs/product.md › Back office: calls, docs/permissions.md): planned dismantling of a boulder or a
 * whole sector, and a sector's opening date. Each call is one transaction that locks the rows it
 * changes and records an audit row with the values before and after.
 *
 * - A sector's planned dismantling is its current opening's planned_closing (the opening with the
 *   latest opening date) and the planned_dismantling of every active boulder of the sector.
 * - Moving a sector's opening moves its current opening's date and the opening of every active
 *   boulder of the sector to that day, each keeping its Paris wall-clock time.
 */
import { DATE_WRITE_MESSAGES, ONE_SCOPE_REQUIRED, type DateWriteResponse, type UpdateRouteBody } from '../../shared/contract/dates';
import { formatInputDate, parseInputDate, refusedDateMessage } from '../../shared/domain/dates';
import { badRequest, notFound } from '../errors';
import { recordAudit } from '../repositories/audit-repository';
import type { DbTransaction } from '../db/transaction';
import {
  lockActiveBouldersOfSector,
  readBoulder,
  lockSectorOpenings,
  moveBoulderOpenings,
  setBoulderPlannedDismantling,
  setOpeningDate,
  setOpeningPlannedClosing,
} from '../repositories/boulders-repository';
import { NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

/** The ISO day of a typed date, or a 400 with the spec's message naming the field. */
function readDate(text: string, field: string): string {
  const day = parseInputDate(text);
  if (day === null) throw badRequest(refusedDateMessage(text), { field });
  return day;
}

const latest = (days: (string | null | undefined)[]) =>
  days
    .filter((d): d is string => !!d)
    .sort()
    .at(-1);
const earliest = (days: (string | null | undefined)[]) => days.filter((d): d is string => !!d).sort()[0];

/** POST /api/update-route/{routeId}/: this boulder only (modifyBlock) or its whole sector (modifySector). */
export async function updateRouteDismantling(ctx: ServiceContext, { routeId, body }: { routeId: number; body: UpdateRouteBody }): Promise<DateWriteResponse> {
  const { gymId, staff } = await authorize(ctx, 'editDates', { boulderId: routeId });
  if (body.modifyBlock === body.modifySector) throw badRequest(ONE_SCOPE_REQUIRED, { field: 'modifySector' });
  const day = readDate(body.date, 'date');
  const userId = staff.actor.userId;

  return ctx.db.transaction(async (tx) => {
    const boulder = await readBoulder(tx, routeId, body.modifyBlock);
    if (!boulder || boulder.gymId !== gymId) throw notFound(NOT_YOURS.boulder);
    if (body.modifySector) {
      await setSectorDismantling(tx, boulder.sectorId, gymId, day, userId);
      return { message: DATE_WRITE_MESSAGES.sectorUpdated };
    }
    if (!boulder.active) throw badRequest('Ce bloc est déjà démonté : sa date de démontage ne peut plus être modifiée.', { field: 'modifyBlock' });
    if (day < boulder.openedOn) {
      throw badRequest(`La date de démontage ne peut pas être antérieure à la date d'ouverture du bloc (${formatInputDate(boulder.openedOn)}).`, {
        field: 'date',
      });
    }
    await setBoulderPlannedDismantling(tx, [boulder.id], day);
    await recordAudit(tx, {
      userId,
      gymId,
      action: 'update_planned_dismantling',
      entity: 'boulder',
      entityId: boulder.id,
      before: { planned_dismantling: boulder.plannedDismantling },
      after: { planned_dismantling: day },
      kind: 'edit',
      boulderId: boulder.id,
      sectorId: boulder.sectorId,
    });
    return { message: DATE_WRITE_MESSAGES.boulderUpdated };
  });
}

/** POST /api/update-sector/{sectorId}/: planned dismantling of the sector and its active boulders. */
export async function updateSectorDismantling(ctx: ServiceContext, { sectorId, date }: { sectorId: number; date: string }): Promise<DateWriteResponse> {
  const { gymId, staff } = await authorize(ctx, 'editDates', { sectorId });
  const day = readDate(date, 'date');
  await ctx.db.transaction((tx) => setSectorDismantling(tx, sectorId, gymId, day, staff.actor.userId));
  return { message: DATE_WRITE_MESSAGES.sectorUpdated };
}

async function setSectorDismantling(tx: DbTransaction, sectorId: number, gymId: number, day: string, userId: number): Promise<void> {
  const { current } = await lockSectorOpenings(tx, sectorId);
  const boulders = await lockActiveBouldersOfSector(tx, sectorId);
  if (!current && boulders.length === 0) {
    throw badRequest("Ce secteur n'a ni ouverture ni bloc actif : il n'y a pas de date de démontage à modifier.");
  }
  const boulderOpening = latest(boulders.map((b) => b.openedOn));
  if (current && day < current.openedAt) {
    throw badRequest(`La date de démontage ne peut pas être antérieure à la date d'ouverture du secteur (${formatInputDate(current.openedAt)}).`, {
      field: 'date',
    });
  }
  if (boulderOpening && day < boulderOpening) {
    throw badRequest(
      `La date de démontage ne peut pas être antérieure à la date d'ouverture d'un bloc actif du secteur (${formatInputDate(boulderOpening)}).`,
      { field: 'date' },
    );
  }
  await setBoulderPlannedDismantling(
    tx,
    boulders.map((b) => b.id),
    day,
  );
  if (current) await setOpeningPlannedClosing(tx, current.id, day);
  await recordAudit(tx, {
    userId,
    gymId,
    action: 'update_planned_dismantling',
    entity: 'sector',
    entityId: sectorId,
    before: {
      opening_id: current?.id ?? null,
      planned_closing: current?.plannedClosing ?? null,
      boulders: boulders.map((b) => ({ id: b.id, planned_dismantling: b.plannedDismantling })),
    },
    after: {
      opening_id: current?.id ?? null,
      planned_closing: current ? day : null,
      boulders: boulders.map((b) => ({ id: b.id, planned_dismantling: day })),
    },
    kind: 'edit',
    sectorId,
  });
}

/** POST /api/update-sector-opening/{sectorId}/: opening date of the sector's current opening. */
export async function updateSectorOpening(ctx: ServiceContext, { sectorId, date }: { sectorId: number; date: string }): Promise<DateWriteResponse> {
  const { gymId, staff } = await authorize(ctx, 'editDates', { sectorId });
  const day = readDate(date, 'dateOpeningSelectedSector');
  const field = 'dateOpeningSelectedSector';

  await ctx.db.transaction(async (tx) => {
    const { current, previous } = await lockSectorOpenings(tx, sectorId);
    if (!current) throw badRequest("Ce secteur n'a pas encore d'ouverture : sa date d'ouverture ne peut pas être modifiée.", { field });
    const boulders = await lockActiveBouldersOfSector(tx, sectorId);
    const closing = earliest([current.plannedClosing, current.closedAt, ...boulders.map((b) => b.plannedDismantling)]);
    if (closing && day > closing) {
      throw badRequest(`La date d'ouverture ne peut pas être postérieure à la date de démontage prévue (${formatInputDate(closing)}).`, { field });
    }
    if (previous) {
      // The previous opening must stay the previous one (and its wall be free again by then).
      const notBefore = previous.closedAt ?? previous.openedAt;
      const tooEarly = previous.closedAt ? day < previous.closedAt : day <= previous.openedAt;
      if (tooEarly) {
        throw badRequest(`La date d'ouverture doit être postérieure à l'ouverture précédente du secteur (${formatInputDate(notBefore)}).`, { field });
      }
    }
    await setOpeningDate(tx, current.id, day);
    const moved = await moveBoulderOpenings(
      tx,
      boulders.map((b) => b.id),
      day,
    );
    await recordAudit(tx, {
      userId: staff.actor.userId,
      gymId,
      action: 'update_sector_opening',
      entity: 'sector',
      entityId: sectorId,
      before: { opening_id: current.id, opened_at: current.openedAt, boulders: boulders.map((b) => ({ id: b.id, created_at: b.createdAt })) },
      after: { opening_id: current.id, opened_at: day, boulders: boulders.map((b) => ({ id: b.id, created_at: moved.get(b.id) ?? b.createdAt })) },
      kind: 'edit',
      sectorId,
    });
  });
  return { message: DATE_WRITE_MESSAGES.openingUpdated };
}
