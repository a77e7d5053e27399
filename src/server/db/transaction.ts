/**
 * The executors a repository function runs its SQL on. Repositories take a DbExecutor; services
 * decide where a transaction starts, with Drizzle's db.transaction. Only the demo seed's bulk
 * loader works on a raw pooled connection (withTransaction).
 */
import type pg from 'pg';
import type { Database } from './client';

/** Drizzle's transaction handle (db.transaction). */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a Drizzle transaction. */
export type DbExecutor = Database | DbTransaction;

/** For the seed's bulk loader: runs `work` in a transaction on one raw pooled connection, committed when it returns, rolled back when it throws. */
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
