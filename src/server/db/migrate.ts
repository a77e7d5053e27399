import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';
import type { DbExecutor } from './transaction';
import { sqlRows } from './sql-rows';
import { applyCurrentSql } from './current-sql';

// Any constant works; it only has to be the same for every process migrating this database.
const MIGRATION_LOCK = 731_482_901;

/** Applies the committed migrations, then the current functions and triggers; several processes starting at once take turns. */
export async function runMigrations(db: Database): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    // Code older than the database (a process of the previous release restarting during a rolling update)
    // must not put its older functions back: it leaves them, and /readyz says 503 'migrations'.
    if ((await migrationState(db)).unknown === 0) await applyCurrentSql(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

export interface MigrationState {
  /** This code's migrations the database has (all of them, once migrated). */
  applied: number;
  /** Migrations this code ships (meta/_journal.json). */
  expected: number;
  /** Migrations the database has that this code does not know: a newer version migrated it. */
  unknown: number;
  lastTag: string | null;
}

let journal: Promise<{ entries: { tag: string; when: number }[] }> | undefined;

/**
 * How far the database is migrated, against this code's journal: `gaston check` and /readyz. Counted by
 * timestamp, as Drizzle's migrator decides what to run: a database migrated before the baseline squash
 * holds 36 older rows and is as current as a new one holding the baseline's.
 */
export async function migrationState(db: DbExecutor): Promise<MigrationState> {
  journal ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then(
    (text) => JSON.parse(text) as { entries: { tag: string; when: number }[] },
  );
  const { entries } = await journal;
  const newest = entries.at(-1)?.when ?? 0;
  // A database never migrated has no drizzle schema: the query would fail, so ask first.
  const [table] = await sqlRows<{ exists: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  const [last] = table?.exists
    ? await sqlRows<{ at: string | null; unknown: number }>(
        db,
        sql`select max(created_at)::text as at, (count(*) filter (where created_at > ${newest}))::int as unknown from drizzle.__drizzle_migrations`,
      )
    : [];
  const lastAt = Number(last?.at ?? -1);
  return {
    applied: entries.filter((entry) => entry.when <= lastAt).length,
    expected: entries.length,
    unknown: last?.unknown ?? 0,
    lastTag: entries.at(-1)?.tag ?? null,
  };
}
