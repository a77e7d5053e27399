/**
 * Who changed what and when (audit_log). Every back-office write runs in one transaction that also
 * records its audit rows, so a change is never saved without its trace, nor the trace without it.
 */
import { auditLog } from '../db/schema';
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
    })),
  );
}
