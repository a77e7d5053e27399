/**
 * Who changed what and when (audit_log). Every back-office write runs in one transaction that also
 * records its audit rows, so a change is never saved without its trace, nor the trace without it.
 */
import type pg from 'pg';
import type { Database } from '../db/client';

export type SqlClient = Pick<pg.PoolClient, 'query'>;

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

/** Runs `work` in a transaction on one pooled connection: committed when it returns, rolled back when it throws. */
export async function withTransaction<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
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
