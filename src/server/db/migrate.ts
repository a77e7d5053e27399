import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';
import type { DbExecutor } from './transaction';
import { sqlRows } from './sql-rows';

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 731_482_901;

/** Applies the committed migrations; several processes starting at once take turns. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export interface MigrationState {
  /** Migrations recorded in the database. */
  applied: number;
  /** Migrations this code ships (drizzle/meta/_journal.json). */
  expected: number;
  lastTag: string | null;
}

let journal: Promise<{ entries: { tag: string }[] }> | undefined;

/** How far the database is migrated, against this code's journal: `gaston check` and /readyz. */
export async function migrationState(db: DbExecutor): Promise<MigrationState> {
  journal ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then((text) => JSON.parse(text) as { entries: { tag: string }[] });
  const { entries } = await journal;
  // A database never migrated has no drizzle schema: the count query would fail, so ask first.
  const [table] = await sqlRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  const [applied] = table?.exists ? await sqlRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`) : [];
  return { applied: applied?.n ?? 0, expected: entries.length, lastTag: entries.at(-1)?.tag ?? null };
}
