/**
 * Gym set-up (docs/product.md › Route setting: screens 'Gym set-up'): chief route setters and admins create, rename,
 * reorder and delete sectors, draw their outline on the gym plan, set the plan and wall pictures,
 * manage circuits, tags and the reset cycle. Each change is one transaction that also writes its
 * 'setup' history row; all of a gym's set-up writes take turns on its gym row.
 */
import type {
  CreateCircuitBody,
  CreateSectorBody,
  CreateTagBody,
  EditSectorBody,
  GymSetup,
  OutlineBody,
  SetupSector,
  SetupTag,
  UpdateCircuitBody,
} from '../../shared/contract/gym-setup';
import { labelPoint, outlinePath, outlinePoints, roundTenth } from '../../shared/domain/sector-outline';
import { SETUP_ERRORS, TAG_GROUP_LABELS } from '../../shared/contract/gym-setup';
import { cleanName } from '../../shared/domain/boulder-rules';
import { difficultyIcon, iconShapeOf } from '../../shared/domain/circuit-icon';
import { gradeIndex, gradeLabel } from '../../shared/domain/grades';
import type { SectorOutline } from '../db/schema';
import type { DbTransaction } from '../db/transaction';
import { conflict, invalidFields, notFound } from '../errors';
import { recordAudit, type AuditEntry } from '../repositories/audit-repository';
import {
  circuitBoulderCount,
  circuitIdsInOrder,
  circuitNameTaken,
  deleteCircuit,
  deleteSector,
  gymForSetup,
  insertCircuit,
  insertSector,
  insertTag,
  lockTag,
  renameTag,
  tagNameTaken,
  lockCircuit,
  lockGymForSetup,
  lockSetupSector,
  renumber,
  sectorBoulderCount,
  sectorDraftCount,
  sectorIdsInOrder,
  sectorNameTaken,
  setupCircuits,
  setupSectors,
  setupTags,
  updateCircuit,
  updateGym,
  updateSector,
  type CircuitRecord,
  type GymForSetup,
  type SetupCircuitRow,
} from '../repositories/gym-setup-repository';
import { mediaContentType, mediaUrl } from '../repositories/media-repository';
import { authorize, NOT_IN_GYM, NOT_YOURS } from './authorize';
import type { ServiceContext } from './context';

const E = SETUP_ERRORS;

interface SetupActor {
  userId: number;
  gymId: number;
}

async function authorizeSetup(ctx: ServiceContext, gymId: number): Promise<SetupActor> {
  const { staff } = await authorize(ctx, 'setUpGym', { gymId });
  return { userId: staff.actor.userId, gymId };
}

/** Runs a set-up change with the gym row locked and read (it exists: authorize has just seen it). */
function withGymLocked<T>(ctx: ServiceContext, gymId: number, work: (tx: DbTransaction, gym: GymForSetup) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const gym = await lockGymForSetup(tx, gymId);
    if (!gym) throw notFound(NOT_YOURS.gym);
    return work(tx, gym);
  });
}

const setupEntry = (who: SetupActor, action: string, entity: string, entityId: number, before: object, after: object, sectorId?: number): AuditEntry => ({
  userId: who.userId,
  gymId: who.gymId,
  action,
  entity,
  entityId,
  before,
  after,
  kind: 'setup',
  sectorId: sectorId ?? null,
});

// ---------------------------------------------------------------- outlines

function presentOutline(outline: SectorOutline | null): SetupSector['outline'] {
  const path = outline?.paths[0];
  if (!outline || !path) return null;
  return { width: outline.width, height: outline.height, points: outlinePoints(path) };
}

// ---------------------------------------------------------------- read

function presentCircuit(c: SetupCircuitRow | (CircuitRecord & { boulders: number })) {
  return {
    id: c.id,
    name: c.name,
    svg: c.svg,
    corresponding_difficulty: gradeLabel(c.grade),
    color_1: c.color1,
    color_2: c.color2,
    position: c.position,
    boulders: c.boulders,
  };
}

/** GET /api/gyms/{gymId}/setup/ (chief setters and admins: the others have nothing to set up). */
export async function gymSetup(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<GymSetup> {
  await authorizeSetup(ctx, gymId);
  const [gym, sectors, circuits, tags] = await Promise.all([
    gymForSetup(ctx.db, gymId),
    setupSectors(ctx.db, gymId),
    setupCircuits(ctx.db, gymId),
    setupTags(ctx.db, gymId),
  ]);
  if (!gym) throw notFound(NOT_YOURS.gym);
  const group = (kind: string) => tags.filter((t) => t.kind === kind);
  return {
    gymId,
    name: gym.name,
    resetCycleDays: gym.resetCycleDays,
    plan: gym.plan,
    sectors: sectors.map((s) => ({ ...s, outline: presentOutline(s.outline) })),
    difficulties: circuits.map(presentCircuit),
    tags: { steepness: group('steepness'), grips: group('grips'), style: group('style') },
  };
}

// ---------------------------------------------------------------- sectors

async function sectorAnswer(tx: DbTransaction, gymId: number, sectorId: number): Promise<SetupSector> {
  const [row] = await setupSectors(tx, gymId, sectorId);
  if (!row) throw notFound(NOT_IN_GYM.sector);
  return { ...row, outline: presentOutline(row.outline) };
}

/** Moves `id` to `position` (1-based, clamped) in `ids`. */
function moved(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(Math.max(position, 1), rest.length + 1) - 1, 0, id);
  return rest;
}

/** Moves a sector or circuit to `position` and renumbers them all; answers the order before and after, by name, or nothing when unchanged. */
async function reorder(
  tx: DbTransaction,
  table: 'sectors' | 'gym_difficulties',
  gymId: number,
  id: number,
  position: number,
): Promise<[string, string] | undefined> {
  const ids = table === 'sectors' ? await sectorIdsInOrder(tx, gymId) : await circuitIdsInOrder(tx, gymId);
  const order = moved(ids, id, position);
  if (order.join() === ids.join()) return undefined;
  await renumber(tx, table, gymId, order);
  const rows = table === 'sectors' ? await setupSectors(tx, gymId) : await setupCircuits(tx, gymId);
  const names = new Map(rows.map((r) => [r.id, r.name]));
  return [ids.map((x) => names.get(x)).join(', '), order.map((x) => names.get(x)).join(', ')];
}

/** POST /api/gyms/{gymId}/sectors/ → 201, placed last. */
export async function createSector(ctx: ServiceContext, { gymId, body }: { gymId: number; body: CreateSectorBody }): Promise<SetupSector> {
  const who = await authorizeSetup(ctx, gymId);
  const name = cleanName(body.name, 60);
  if (!name) throw invalidFields({ name: [E.sectorName] });
  return withGymLocked(ctx, gymId, async (tx) => {
    if (await sectorNameTaken(tx, gymId, name)) throw invalidFields({ name: [E.sectorNameTaken] });
    const sector = await insertSector(tx, gymId, name);
    await recordAudit(tx, setupEntry(who, 'create_sector', 'sector', sector.id, {}, { sector: name }, sector.id));
    return sectorAnswer(tx, gymId, sector.id);
  });
}

async function pictureUrl(tx: DbTransaction, mediaId: string | null, field: string): Promise<string | null> {
  if (mediaId === null) return null;
  const type = await mediaContentType(tx, mediaId);
  if (!type) throw invalidFields({ [field]: [E.mediaId] });
  return mediaUrl({ id: mediaId, contentType: type });
}

const describeOutline = (outline: SectorOutline | null) => (outline?.paths[0] ? `${outlinePoints(outline.paths[0]).length} points` : null);

/** PATCH /api/gyms/{gymId}/sectors/{sectorId}/: rename, move, outline, wall picture; only what is sent changes. */
export async function editSector(
  ctx: ServiceContext,
  { gymId, sectorId, body }: { gymId: number; sectorId: number; body: EditSectorBody },
): Promise<SetupSector> {
  const who = await authorizeSetup(ctx, gymId);
  const name = body.name === undefined ? undefined : (cleanName(body.name, 60) ?? undefined);
  if (body.name !== undefined && !name) throw invalidFields({ name: [E.sectorName] });
  return withGymLocked(ctx, gymId, async (tx) => {
    const sector = await lockSetupSector(tx, gymId, sectorId, 'no key update');
    if (!sector) throw notFound(NOT_IN_GYM.sector);
    if (name !== undefined && name !== sector.name && (await sectorNameTaken(tx, gymId, name, sectorId))) throw invalidFields({ name: [E.sectorNameTaken] });
    const fields: Parameters<typeof updateSector>[2] = {};
    const before: Record<string, string | null> = {};
    const after: Record<string, string | null> = {};
    if (name !== undefined && name !== sector.name) {
      fields.name = name;
      [before.sector, after.sector] = [sector.name, name];
    }
    if (body.outline !== undefined) {
      fields.outline = body.outline === null ? null : toOutline(body.outline);
      if (body.outline) [fields.labelX, fields.labelY] = labelPoint(body.outline.points).map(roundTenth) as [number, number];
      [before.outline, after.outline] = [describeOutline(sector.outline), describeOutline(fields.outline)];
    }
    if (body.mediaId !== undefined) {
      fields.picture = await pictureUrl(tx, body.mediaId, 'mediaId');
      if (fields.picture !== sector.picture)
        [before.wallPicture, after.wallPicture] = [sector.picture ? 'une photo' : null, fields.picture ? 'une nouvelle photo' : null];
    }
    await updateSector(tx, sectorId, fields);
    if (body.position !== undefined) {
      const change = await reorder(tx, 'sectors', gymId, sectorId, body.position);
      if (change) [before.sectorOrder, after.sectorOrder] = change;
    }
    if (Object.keys(after).length > 0)
      await recordAudit(
        tx,
        setupEntry(who, 'update_sector', 'sector', sectorId, { sector: sector.name, ...before }, { sector: sector.name, ...after }, sectorId),
      );
    return sectorAnswer(tx, gymId, sectorId);
  });
}

const toOutline = (o: OutlineBody): SectorOutline => ({ width: o.width, height: o.height, paths: [outlinePath(o.points)] });

/** DELETE /api/gyms/{gymId}/sectors/{sectorId}/ → 204; a sector that ever had a boulder (or holds a draft) answers 409. */
export async function removeSector(ctx: ServiceContext, { gymId, sectorId }: { gymId: number; sectorId: number }): Promise<void> {
  const who = await authorizeSetup(ctx, gymId);
  await withGymLocked(ctx, gymId, async (tx) => {
    // FOR UPDATE waits for a boulder being created in it (which holds the row FOR NO KEY UPDATE), then sees it.
    const sector = await lockSetupSector(tx, gymId, sectorId, 'update');
    if (!sector) throw notFound(NOT_IN_GYM.sector);
    if ((await sectorBoulderCount(tx, sectorId)) > 0) throw conflict(E.sectorHasHistory);
    if ((await sectorDraftCount(tx, sectorId)) > 0) throw conflict(E.sectorHasDraft);
    await deleteSector(tx, sectorId);
    await renumber(tx, 'sectors', gymId, await sectorIdsInOrder(tx, gymId));
    await recordAudit(tx, setupEntry(who, 'delete_sector', 'sector', sectorId, { sector: sector.name }, { sector: null }));
  });
}

/** PUT /api/gyms/{gymId}/plan/: the gym plan picture (null removes it); outlines keep their own coordinates. */
export async function setGymPlan(ctx: ServiceContext, { gymId, mediaId }: { gymId: number; mediaId: string | null }): Promise<{ plan: string | null }> {
  const who = await authorizeSetup(ctx, gymId);
  return withGymLocked(ctx, gymId, async (tx, gym) => {
    const plan = await pictureUrl(tx, mediaId, 'mediaId');
    if (plan !== gym.plan) {
      await updateGym(tx, gymId, { sectorsPicture: plan });
      await recordAudit(tx, setupEntry(who, 'update_plan', 'gym', gymId, { plan: gym.plan ? 'un plan' : null }, { plan: plan ? 'un nouveau plan' : null }));
    }
    return { plan };
  });
}

/** PUT /api/gyms/{gymId}/cycle/: days from an opening to its planned dismantling, by default. */
export async function setResetCycle(
  ctx: ServiceContext,
  { gymId, resetCycleDays }: { gymId: number; resetCycleDays: number },
): Promise<{ resetCycleDays: number }> {
  const who = await authorizeSetup(ctx, gymId);
  return withGymLocked(ctx, gymId, async (tx, gym) => {
    if (gym.resetCycleDays !== resetCycleDays) {
      await updateGym(tx, gymId, { resetCycleDays });
      const days = (n: number) => `${n} jours`;
      await recordAudit(
        tx,
        setupEntry(who, 'update_reset_cycle', 'gym', gymId, { resetCycleDays: days(gym.resetCycleDays) }, { resetCycleDays: days(resetCycleDays) }),
      );
    }
    return { resetCycleDays };
  });
}

// ---------------------------------------------------------------- circuits

const colorsText = (name: string, c1: string, c2: string | null) => `${name} : ${c1.toUpperCase()}${c2 ? ` et ${c2.toUpperCase()}` : ''}`;

function checkCircuitFields(body: UpdateCircuitBody): { name?: string; grade?: number } {
  const errors: Record<string, string[]> = {};
  const name = body.name === undefined ? undefined : (cleanName(body.name, 40) ?? undefined);
  if (body.name !== undefined && !name) errors.name = [E.circuitName];
  const grade = body.grade === undefined ? undefined : gradeIndex(body.grade.trim());
  if (body.grade !== undefined && grade === undefined) errors.grade = [E.grade];
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return { name, grade };
}

async function circuitAnswer(tx: DbTransaction, gymId: number, circuitId: number) {
  const [row] = await setupCircuits(tx, gymId, circuitId);
  if (!row) throw notFound(NOT_IN_GYM.circuit);
  return presentCircuit(row);
}

/** POST /api/gyms/{gymId}/difficulties/ → 201. */
export async function createCircuit(ctx: ServiceContext, { gymId, body }: { gymId: number; body: CreateCircuitBody }) {
  const who = await authorizeSetup(ctx, gymId);
  const { name, grade } = checkCircuitFields(body) as { name: string; grade: number };
  const color1 = body.color1.toUpperCase();
  const color2 = body.color2?.toUpperCase() ?? null;
  return withGymLocked(ctx, gymId, async (tx) => {
    if (await circuitNameTaken(tx, gymId, name)) throw invalidFields({ name: [E.circuitNameTaken] });
    const circuit = await insertCircuit(tx, gymId, { name, grade, color1, color2, svg: difficultyIcon('circle', color1, color2, name) });
    if (body.position !== undefined) await reorder(tx, 'gym_difficulties', gymId, circuit.id, body.position);
    await recordAudit(
      tx,
      setupEntry(
        who,
        'create_circuit',
        'gym_difficulty',
        circuit.id,
        {},
        { difficulty: name, circuitColors: colorsText(name, color1, color2), circuitGrade: `${name} : ${gradeLabel(grade)}` },
      ),
    );
    return circuitAnswer(tx, gymId, circuit.id);
  });
}

/** PATCH /api/gyms/{gymId}/difficulties/{id}/: rename, recolour, change the grade or the position (a circuit in use included). */
export async function editCircuit(ctx: ServiceContext, { gymId, circuitId, body }: { gymId: number; circuitId: number; body: UpdateCircuitBody }) {
  const who = await authorizeSetup(ctx, gymId);
  const checked = checkCircuitFields(body);
  return withGymLocked(ctx, gymId, async (tx) => {
    const circuit = await lockCircuit(tx, gymId, circuitId, 'no key update');
    if (!circuit) throw notFound(NOT_IN_GYM.circuit);
    const name = checked.name ?? circuit.name;
    if (name !== circuit.name && (await circuitNameTaken(tx, gymId, name, circuitId))) throw invalidFields({ name: [E.circuitNameTaken] });
    const color1 = body.color1?.toUpperCase() ?? circuit.color1;
    const color2 = body.color2 === undefined ? circuit.color2 : (body.color2?.toUpperCase() ?? null);
    const grade = checked.grade ?? circuit.grade;
    const svg = difficultyIcon(iconShapeOf(circuit.svg), color1, color2, name);
    await updateCircuit(tx, circuitId, { name, grade, color1, color2, svg });
    const before: Record<string, string | null> = {
      difficulty: circuit.name,
      circuitColors: colorsText(name, circuit.color1, circuit.color2),
      circuitGrade: `${name} : ${gradeLabel(circuit.grade)}`,
    };
    const after: Record<string, string | null> = {
      difficulty: name,
      circuitColors: colorsText(name, color1, color2),
      circuitGrade: `${name} : ${gradeLabel(grade)}`,
    };
    if (body.position !== undefined) {
      const change = await reorder(tx, 'gym_difficulties', gymId, circuitId, body.position);
      if (change) [before.circuitOrder, after.circuitOrder] = change;
    }
    if (Object.keys(after).some((k) => after[k] !== before[k]))
      await recordAudit(tx, setupEntry(who, 'update_circuit', 'gym_difficulty', circuitId, before, after));
    return circuitAnswer(tx, gymId, circuitId);
  });
}

/** DELETE /api/gyms/{gymId}/difficulties/{id}/ → 204; a circuit any boulder ever used answers 409 (rename or recolour it instead). */
export async function removeCircuit(ctx: ServiceContext, { gymId, circuitId }: { gymId: number; circuitId: number }): Promise<void> {
  const who = await authorizeSetup(ctx, gymId);
  await withGymLocked(ctx, gymId, async (tx) => {
    const circuit = await lockCircuit(tx, gymId, circuitId, 'update');
    if (!circuit) throw notFound(NOT_IN_GYM.circuit);
    if ((await circuitBoulderCount(tx, circuitId)) > 0) throw conflict(E.circuitInUse);
    const ids = await circuitIdsInOrder(tx, gymId);
    if (ids.length <= 1) throw conflict(E.lastCircuit);
    await deleteCircuit(tx, circuitId);
    await renumber(
      tx,
      'gym_difficulties',
      gymId,
      ids.filter((id) => id !== circuitId),
    );
    await recordAudit(tx, setupEntry(who, 'delete_circuit', 'gym_difficulty', circuitId, { difficulty: circuit.name }, { difficulty: null }));
  });
}

// ---------------------------------------------------------------- tags

async function tagAnswer(tx: DbTransaction, gymId: number, tagId: number): Promise<SetupTag> {
  const [row] = await setupTags(tx, gymId, tagId);
  if (!row) throw notFound(NOT_IN_GYM.tag);
  const { id, kind, name, boulders } = row;
  return { id, kind, name, boulders };
}

/** POST /api/gyms/{gymId}/tags/ → 201: a new tag in one of the three groups. */
export async function createTag(ctx: ServiceContext, { gymId, body }: { gymId: number; body: CreateTagBody }): Promise<SetupTag> {
  const who = await authorizeSetup(ctx, gymId);
  const name = cleanName(body.name, 40);
  if (!name) throw invalidFields({ name: [E.tagName] });
  return withGymLocked(ctx, gymId, async (tx) => {
    if (await tagNameTaken(tx, gymId, body.kind, name)) throw invalidFields({ name: [E.tagNameTaken] });
    const id = await insertTag(tx, gymId, body.kind, name);
    await recordAudit(tx, setupEntry(who, 'create_tag', 'tag', id, {}, { tag: `${TAG_GROUP_LABELS[body.kind]} : ${name}` }));
    return tagAnswer(tx, gymId, id);
  });
}

/** PATCH /api/gyms/{gymId}/tags/{tagId}/: renames a tag; the boulders that carry it show the new name. */
export async function editTag(ctx: ServiceContext, { gymId, tagId, name: raw }: { gymId: number; tagId: number; name: string }): Promise<SetupTag> {
  const who = await authorizeSetup(ctx, gymId);
  const name = cleanName(raw, 40);
  if (!name) throw invalidFields({ name: [E.tagName] });
  return withGymLocked(ctx, gymId, async (tx) => {
    const tag = await lockTag(tx, gymId, tagId);
    if (!tag) throw notFound(NOT_IN_GYM.tag);
    if (name !== tag.name) {
      if (await tagNameTaken(tx, gymId, tag.kind, name, tagId)) throw invalidFields({ name: [E.tagNameTaken] });
      await renameTag(tx, tagId, name);
      const group = TAG_GROUP_LABELS[tag.kind];
      await recordAudit(tx, setupEntry(who, 'rename_tag', 'tag', tagId, { tag: `${group} : ${tag.name}` }, { tag: `${group} : ${name}` }));
    }
    return tagAnswer(tx, gymId, tagId);
  });
}
