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

/**
 * Runs independent reads side by side on the pool, one after the other inside a transaction: a
 * transaction is one connection, on which overlapping queries are deprecated by pg (and removed in pg 9).
 */
export async function readAll<T extends readonly unknown[]>(db: DbExecutor, reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!('rollback' in db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/**
 * A query run on every request of its kind (the session or token lookup, a climber's log), as a
 * named prepared statement: PostgreSQL plans it once per connection instead of on every call
 * (planning the session lookup took 0.36 ms, running it 0.1 ms), and Drizzle builds its SQL once
 * per executor.
 */
export function preparedPerExecutor<Prepared>(build: (db: DbExecutor) => Prepared): (db: DbExecutor) => Prepared {
  const byExecutor = new WeakMap<DbExecutor, Prepared>();
  return (db) => {
    let prepared = byExecutor.get(db);
    if (!prepared) byExecutor.set(db, (prepared = build(db)));
    return prepared;
  };
}
