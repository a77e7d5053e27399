import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import { createDatabase, withDatabaseName, type Database } from './client';
import { runningEmbeddedUrl, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { runMigrations } from './migrate';
import type { DbExecutor } from './transaction';

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface Connection {
  db: Database;
  url: string;
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'gaston';

/**
 * Opens the configured database (or starts the embedded one) and applies the migrations. With
 * `attach`, an embedded server the running app started on this data folder is used as it is.
 */
export async function connectDatabase(config: Config, log: Logger, options: { attach?: boolean; migrate?: boolean } = {}): Promise<Connection> {
  let url = config.DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  const running = !url && options.attach ? await runningEmbeddedUrl(path.join(config.dataDir, 'postgres')) : undefined;
  if (running) url = withDatabaseName(running, EMBEDDED_DATABASE);
  if (!url) {
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), log, walArchiveDir: config.WAL_ARCHIVE_DIR });
    url = withDatabaseName(embedded.url, EMBEDDED_DATABASE);
    await ensureDatabase(embedded.url, EMBEDDED_DATABASE);
  }
  const db = createDatabase(url, config.DATABASE_POOL_SIZE);
  try {
    if (options.migrate !== false) await runMigrations(db);
  } catch (error) {
    await db.$client.end();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    url,
    embedded,
    async close() {
      await db.$client.end();
      await embedded?.stop();
    },
  };
}

export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** Throws when the database does not answer (the health check). */
export async function pingDatabase(db: DbExecutor): Promise<void> {
  await db.execute(sql`select 1`);
}
