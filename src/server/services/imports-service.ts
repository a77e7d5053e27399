/**
 * Importing a gym's catalogue (docs/product.md › Going live: catalogue import; chief setters and admins): 'Analyser' plans the file
 * and writes nothing; 'Importer' plans it again inside one transaction that holds the gym's set-up
 * lock (so two imports of one file at once create its boulders once) and writes all valid lines or
 * none; 'Annuler l'import' (24 h) removes the imported boulders nobody has used yet.
 */
import { IMPORT_LIMITS, IMPORT_MESSAGES as M, type ImportAnalysis, type ImportListItem } from '../../shared/contract/imports';
import { parisDay, parisDayStart } from '../../shared/domain/dates';
import { AppError, badRequest, conflict, notFound } from '../errors';
import { readCatalogueFile, UnreadableFileError, type CatalogueRows } from '../documents/catalogue-file';
import { planCatalogue, type CataloguePlan, type PlannedBoulder } from '../documents/catalogue-plan';
import type { TagKind } from '../db/schema';
import { recordAudit } from '../repositories/audit-repository';
import { insertSector, insertTag, lockGymForSetup } from '../repositories/gym-setup-repository';
import {
  currentOpenings,
  gymCatalogue,
  importsOfGym,
  insertImport,
  insertImportedBoulders,
  lockImport,
  markImportUndone,
  removeUnusedImportedBoulders,
  type NewImportedBoulder,
} from '../repositories/imports-repository';
import { authorize } from './authorize';
import type { ServiceContext } from './context';

type PlannedTag = NonNullable<PlannedBoulder['tags'][TagKind]>;

export interface UploadedCatalogue {
  file: Buffer;
  fileName: string;
  createSectors: boolean;
  createTags: boolean;
}

async function rowsOf(file: Buffer): Promise<CatalogueRows> {
  let read: CatalogueRows;
  try {
    read = await readCatalogueFile(file);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw badRequest(error.message, { file: [error.message] });
    throw error;
  }
  const dataLines = read.rows.slice(1).filter((row) => row.some((cell) => cell.trim() !== '')).length;
  if (dataLines > IMPORT_LIMITS.maxLines) throw badRequest(M.tooManyLines, { file: [M.tooManyLines] });
  return read;
}

function checkColumns(plan: CataloguePlan) {
  if (plan.missingColumns.length > 0) {
    const message = M.missingColumns(plan.missingColumns);
    throw badRequest(message, { file: [message], unknownColumns: plan.unknownColumns });
  }
}

const analysisOf = (fileName: string, format: 'csv' | 'xlsx', plan: CataloguePlan): ImportAnalysis => ({
  fileName,
  format,
  lines: plan.lines,
  valid: plan.boulders.length,
  duplicates: plan.duplicates,
  ignored: plan.ignored,
  errors: plan.errors,
  rows: plan.statuses,
  missingSectors: plan.missingSectors,
  missingTags: plan.missingTags,
  unknownColumns: plan.unknownColumns,
});

/** Imports are for the gym's chief setters and admins: checked before the file is even read. */
export async function authorizeImport(ctx: ServiceContext, { gymId }: { gymId: number }): Promise<void> {
  await authorize(ctx, 'setUpGym', { gymId });
}

/** POST /api/gyms/{gymId}/imports/?dryRun=true: every line with its status and errors; nothing written. */
export async function analyseCatalogue(
  ctx: ServiceContext,
  { gymId, upload, now = new Date() }: { gymId: number; upload: UploadedCatalogue; now?: Date },
): Promise<ImportAnalysis> {
  await authorize(ctx, 'setUpGym', { gymId });
  const read = await rowsOf(upload.file);
  const plan = planCatalogue(read.rows, await gymCatalogue(ctx.db, gymId), { createSectors: upload.createSectors, createTags: upload.createTags, today: now });
  checkColumns(plan);
  return analysisOf(upload.fileName, read.format, plan);
}

/** POST /api/gyms/{gymId}/imports/?dryRun=false: all valid lines in one transaction, or nothing when a line has an error. */
export async function importCatalogue(
  ctx: ServiceContext,
  { gymId, upload, now = new Date() }: { gymId: number; upload: UploadedCatalogue; now?: Date },
): Promise<{ importId: number | null; created: number; duplicates: number }> {
  const { staff } = await authorize(ctx, 'setUpGym', { gymId });
  const read = await rowsOf(upload.file);
  const fileName = upload.fileName.trim().slice(0, 200) || 'catalogue';
  return ctx.db.transaction(async (tx) => {
    // The gym row first, as every set-up write: a second import of the file waits here, then finds its boulders.
    await lockGymForSetup(tx, gymId);
    const plan = planCatalogue(read.rows, await gymCatalogue(tx, gymId), { createSectors: upload.createSectors, createTags: upload.createTags, today: now });
    checkColumns(plan);
    if (plan.errors.length > 0) throw badRequest(M.hasErrors, { errors: plan.errors.slice(0, 500) });
    if (plan.boulders.length === 0) return { importId: null, created: 0, duplicates: plan.duplicates };

    // The sectors and tags the valid lines name that the gym lacks (a missing one named only by a line in error is not made).
    const sectorIds = new Map<string, number>();
    const tagIds = new Map<string, number>();
    for (const b of plan.boulders) {
      if ('create' in b.sector && !sectorIds.has(b.sector.create)) sectorIds.set(b.sector.create, (await insertSector(tx, gymId, b.sector.create)).id);
      for (const [kind, tag] of Object.entries(b.tags) as [TagKind, PlannedTag][]) {
        if (!('create' in tag)) continue;
        const key = `${kind}|${tag.create}`;
        if (!tagIds.has(key)) tagIds.set(key, await insertTag(tx, gymId, kind, tag.create));
      }
    }
    const openings = await currentOpenings(tx, gymId);
    const importId = await insertImport(tx, {
      gymId,
      userId: staff.actor.userId,
      fileName,
      created: plan.boulders.length,
      duplicates: plan.duplicates,
      createdAt: now,
    });
    const tagId = (b: CataloguePlan['boulders'][number], kind: 'steepness' | 'grips' | 'style') => {
      const tag = b.tags[kind];
      return tag === undefined ? null : 'id' in tag ? tag.id : tagIds.get(`${kind}|${tag.create}`)!;
    };
    const rows: NewImportedBoulder[] = plan.boulders.map((b) => {
      const sectorId = 'id' in b.sector ? b.sector.id : sectorIds.get(b.sector.create)!;
      return {
        gymId,
        sectorId,
        sectorOpeningId: openings.get(sectorId) ?? null,
        name: b.name,
        gymDifficultyId: b.circuitId,
        difficulty: b.grade,
        level: b.level,
        holdColorId: b.holdColorId,
        tagSteepnessId: tagId(b, 'steepness'),
        tagGripsId: tagId(b, 'grips'),
        tagStyleId: tagId(b, 'style'),
        routeSetterId: b.setterIds[0] ?? null,
        // An opening today is now (climbers may log it at once); an earlier one, that day's start in Paris.
        createdAt: b.openedAt === parisDay(now) ? now : parisDayStart(b.openedAt),
        plannedDismantling: b.plannedDismantling,
        externalId: b.externalId,
        setterNames: b.setterNames,
        importId,
      };
    });
    await insertImportedBoulders(
      tx,
      rows,
      plan.boulders.map((b) => b.setterIds),
    );
    await recordAudit(tx, {
      userId: staff.actor.userId,
      gymId,
      action: 'import',
      entity: 'gym_import',
      entityId: importId,
      before: null,
      after: { summary: `Import de ${plan.boulders.length} bloc${plan.boulders.length > 1 ? 's' : ''} (${fileName})` },
      kind: 'import',
    });
    return { importId, created: plan.boulders.length, duplicates: plan.duplicates };
  });
}

const undoable = (createdAt: Date, undoneAt: Date | null, now: Date) =>
  undoneAt === null && now.getTime() - createdAt.getTime() < IMPORT_LIMITS.undoHours * 3_600_000;

/** GET /api/gyms/{gymId}/imports/: the gym's last imports, newest first. */
export async function importHistory(ctx: ServiceContext, { gymId, now = new Date() }: { gymId: number; now?: Date }): Promise<ImportListItem[]> {
  await authorize(ctx, 'setUpGym', { gymId });
  return (await importsOfGym(ctx.db, gymId)).map((r) => ({
    id: r.id,
    fileName: r.fileName,
    created: r.created,
    duplicates: r.duplicates,
    createdAt: r.createdAt.toISOString(),
    by: r.by,
    undoneAt: r.undoneAt?.toISOString() ?? null,
    removed: r.removed,
    kept: r.kept,
    undoable: undoable(r.createdAt, r.undoneAt, now),
  }));
}

/** DELETE /api/gyms/{gymId}/imports/{importId}/: removes the boulders nobody has used; says how many it kept. */
export async function undoImport(
  ctx: ServiceContext,
  { gymId, importId, now = new Date() }: { gymId: number; importId: number; now?: Date },
): Promise<{ removed: number; kept: number }> {
  const { staff } = await authorize(ctx, 'setUpGym', { gymId });
  return ctx.db.transaction(async (tx) => {
    await lockGymForSetup(tx, gymId);
    const row = await lockImport(tx, gymId, importId);
    if (!row) throw notFound(M.importNotFound);
    if (row.undoneAt) throw new AppError('conflict', M.alreadyUndone, { removed: row.removed, kept: row.kept });
    if (!undoable(row.createdAt, null, now)) throw conflict(M.undoTooLate);
    const counts = await removeUnusedImportedBoulders(tx, importId);
    await markImportUndone(tx, importId, now, counts);
    await recordAudit(tx, {
      userId: staff.actor.userId,
      gymId,
      action: 'undo_import',
      entity: 'gym_import',
      entityId: importId,
      before: null,
      after: {
        summary:
          `Import annulé (${row.fileName}) : ${counts.removed} bloc${counts.removed > 1 ? 's' : ''} ` +
          `retiré${counts.removed > 1 ? 's' : ''}` +
          (counts.kept > 0 ? `, ${counts.kept} gardé${counts.kept > 1 ? 's' : ''} (déjà utilisé${counts.kept > 1 ? 's' : ''} par des grimpeurs)` : ''),
      },
      kind: 'import',
    });
    return counts;
  });
}
