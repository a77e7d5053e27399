/**
 * What staff read of a boulder's past (docs/product.md › Route setting: screens; Route setting: validation): a boulder with its version, its history,
 * a sector's history and the gym's journal, each history row in French words.
 */
import type { BoulderDetail, HistoryEntry } from '../../shared/contract/boulder-writes';
import { diffRecords, historyText, type HistoryChange } from '../../shared/domain/boulder-rules';
import { isAccessType, ROLE_LABELS_FR, type AccessType } from '../../shared/domain/roles';
import { readAll, type DbExecutor } from '../db/transaction';
import { notFound } from '../errors';
import { boulderHistory, gymJournal, sectorHistory, type AuditRow } from '../repositories/audit-repository';
import { readBoulderState, settersOfBoulders, staffOfGymByUuids } from '../repositories/boulder-writes-repository';
import { loadRoutes } from '../repositories/routes-repository';
import { NOT_YOURS, authorize } from './authorize';
import type { ServiceContext } from './context';

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
    planPosition: state.planX !== null && state.planY !== null ? { x: state.planX, y: state.planY } : null,
    strippedAt: state.strippedAt?.toISOString() ?? null,
  };
}

/** GET /api/boulders/{id}/history/: newest first. */
export async function getBoulderHistory(ctx: ServiceContext, { boulderId }: { boulderId: number }): Promise<HistoryEntry[]> {
  await authorize(ctx, 'read', { boulderId });
  return (await boulderHistory(ctx.db, boulderId)).map(historyEntry);
}

/** The date writes of docs/product.md › Back office recorded their values under snake_case names. */
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
