/**
 * Who changed what and when (audit_log). Every back-office write runs in one transaction that also
 * records its audit rows, so a change is never saved without its trace, nor the trace without it.
 */
import type { SqlClient } from '../db/transaction';

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

export async function recordAudit(client: SqlClient, entries: AuditEntry | AuditEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  await client.query(
    `insert into audit_log (user_id, gym_id, action, entity, entity_id, before, after)
     select * from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[])`,
    [
      list.map((e) => e.userId),
      list.map((e) => e.gymId),
      list.map((e) => e.action),
      list.map((e) => e.entity),
      list.map((e) => String(e.entityId)),
      list.map((e) => (e.before === undefined || e.before === null ? null : JSON.stringify(e.before))),
      list.map((e) => (e.after === undefined || e.after === null ? null : JSON.stringify(e.after))),
    ],
  );
}
