import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// DATE columns come back as 'YYYY-MM-DD' strings instead of JS Dates at local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// COUNT(*) and SUM(bigint) fit in a JS number for our volumes.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export function createDatabase(url: string, poolSize = 10): Database {
  // Every commit waits for its WAL on the disk, whatever the server's default: a write the app answered
  // 2xx must survive a crash of PostgreSQL or of the machine (docs/operations.md, "Durabilité").
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000, options: '-c synchronous_commit=on' });
  // A client losing its server connection (idle in the pool, or checked out by a long-lived user such
  // as the job worker's LISTEN) must not crash the process; the next query on it fails instead.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return drizzle(pool, { schema, casing: 'snake_case' }) as Database;
}

/** A connection string for another database on the same server. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
