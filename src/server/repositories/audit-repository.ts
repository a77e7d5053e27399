/**
 * Who changed what and when (audit_log). Every back-office write runs in one transaction that also
 * records its audit rows, so a change is never saved without its trace, nor the trace without it.
 * The same rows are the history of boulders, sectors and gyms (docs/product.md › Route setting: screens 'Historique').
 */
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { HistoryKind } from '../../shared/contract/boulder-writes';
import { auditLog, users } from '../db/schema';
import type { DbExecutor } from '../db/transaction';

export interface AuditEntry {
  userId: number;
  gymId: number | null;
  /** What was done, e.g. 'update_planned_dismantling'. */
  action: string;
  /** The kind of thing changed: 'boulder', 'sector', 'gym_staff'. */
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
  /** How the history files it; none for changes outside the setting history (staff rights). */
  kind?: HistoryKind;
  boulderId?: number | null;
  sectorId?: number | null;
}

export async function recordAudit(tx: DbExecutor, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await tx.insert(auditLog).values(
    list.map((e) => ({
      userId: e.userId,
      gymId: e.gymId,
      action: e.action,
      entity: e.entity,
      entityId: String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
      kind: e.kind ?? null,
      boulderId: e.boulderId ?? null,
      sectorId: e.sectorId ?? null,
    })),
  );
}

export interface AuditRow {
  id: number;
  at: Date;
  kind: HistoryKind;
  action: string;
  boulderId: number | null;
  sectorId: number | null;
  before: unknown;
  after: unknown;
  /** The boulder's name, or the name of the person whose rights changed. */
  boulderName: string | null;
  personName: string | null;
  user: { uuid: string; firstName: string; lastName: string } | null;
}

const historyColumns = {
  id: auditLog.id,
  at: auditLog.createdAt,
  kind: sql<HistoryKind>`${auditLog.kind}`,
  action: auditLog.action,
  boulderId: auditLog.boulderId,
  sectorId: auditLog.sectorId,
  before: auditLog.before,
  after: auditLog.after,
  boulderName: sql<string | null>`(select b.name from boulders b where b.id = ${auditLog.boulderId})`,
  personName: sql<string | null>`(select concat_ws(' ', p.first_name, p.last_name) from users p
    where ${auditLog.entity} = 'gym_staff' and p.uuid::text = ${auditLog.entityId})`,
  uuid: users.uuid,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function historyRows(db: DbExecutor, where: SQL | undefined, limit: number, offset = 0): Promise<AuditRow[]> {
  const rows = await db
    .select(historyColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(sql`${auditLog.kind} is not null`, where))
    .orderBy(desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ uuid, firstName, lastName, ...row }) => ({
    ...row,
    user: uuid === null ? null : { uuid, firstName: firstName ?? '', lastName: lastName ?? '' },
  }));
}

/** A boulder's history, newest first: its own changes and the sector-wide ones that listed it. */
export const boulderHistory = (db: DbExecutor, boulderId: number, limit = 500) =>
  historyRows(
    db,
    or(
      eq(auditLog.boulderId, boulderId),
      sql`(${auditLog.boulderId} is null and ${auditLog.sectorId} = (select sector_id from boulders where id = ${boulderId})
           and ${auditLog.after} -> 'boulders' @> jsonb_build_array(jsonb_build_object('id', ${boulderId}::int)))`,
    ),
    limit,
  );

/** A sector's history (its own changes and its boulders'), newest first. */
export const sectorHistory = (db: DbExecutor, sectorId: number, limit = 500) => historyRows(db, eq(auditLog.sectorId, sectorId), limit);

export interface JournalFilter {
  gymId: number;
  userId?: number;
  kind?: HistoryKind;
}

const journalWhere = (filter: JournalFilter) =>
  and(
    eq(auditLog.gymId, filter.gymId),
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.kind === undefined ? undefined : eq(auditLog.kind, filter.kind),
  );

/** A page of the gym's journal, newest first, and how many entries match. */
export async function gymJournal(db: DbExecutor, filter: JournalFilter, page: { limit: number; offset: number }): Promise<{ count: number; rows: AuditRow[] }> {
  const [rows, [total]] = await Promise.all([
    historyRows(db, journalWhere(filter), page.limit, page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(sql`${auditLog.kind} is not null`, journalWhere(filter))),
  ]);
  return { count: total?.count ?? 0, rows };
}
