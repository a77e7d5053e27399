/**
 * src/server/db/sql/ is the one place a gaston_* function (a file each) or a trigger (triggers.sql) is
 * written, as PostgreSQL prints it. Migrations make tables and move data; after them, runMigrations
 * brings the database to these files, replacing only what differs: a process starting beside a running
 * one changes nothing and takes no table lock (docs/ARCHITECTURE.md, the `src/server/db/` row). This is
 * Flyway's "repeatable migration", which Drizzle's migrator does not have.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { SQL_DIR } from '../paths';

export const TRIGGERS_FILE = 'triggers.sql';

type Queryable = Pick<pg.ClientBase, 'query'>;

/** What a file holds: the statements, each ended by ';', one blank line between them. */
const fileText = (statements: string[]) => `${statements.map((statement) => `${statement.trim()};`).join('\n\n')}\n`;

/** The text each file would have if written from the database as it is now. */
export async function liveSqlFiles(client: Queryable): Promise<Map<string, string>> {
  const functions = await client.query<{ name: string; definition: string }>(
    `select p.proname as name, pg_get_functiondef(p.oid) as definition
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.proname like 'gaston\\_%'
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const triggers = await client.query<{ definition: string }>(
    `select pg_get_triggerdef(t.oid) as definition
       from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and not t.tgisinternal
      order by c.relname, t.tgname`,
  );
  const byName = new Map<string, string[]>();
  for (const row of functions.rows) byName.set(`${row.name}.sql`, [...(byName.get(`${row.name}.sql`) ?? []), row.definition]);
  const files = new Map([...byName].map(([file, definitions]) => [file, fileText(definitions)]));
  return files.set(TRIGGERS_FILE, fileText(triggers.rows.map((row) => row.definition)));
}

export async function readSqlFiles(): Promise<Map<string, string>> {
  const names = (await readdir(SQL_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(path.join(SQL_DIR, name), 'utf8')] as const)));
}

const triggerStatements = (text: string) =>
  text
    .split(';\n')
    .map((statement) => statement.trim())
    .filter(Boolean);

/** Replaces every function and trigger whose file differs from the database, in one transaction; returns the files applied. */
export async function applyCurrentSql(client: Queryable): Promise<string[]> {
  const [files, live] = await Promise.all([readSqlFiles(), liveSqlFiles(client)]);
  const changed = [...files].filter(([name, text]) => live.get(name) !== text);
  if (changed.length === 0) return [];
  await client.query('begin');
  try {
    // As pg_dump does: a SQL-language body may name a function created later in this loop; the tests run them all.
    await client.query('set local check_function_bodies = off');
    for (const [name, text] of changed) if (name !== TRIGGERS_FILE) await client.query(text);
    const liveTriggers = new Set(triggerStatements(live.get(TRIGGERS_FILE) ?? ''));
    for (const statement of triggerStatements(files.get(TRIGGERS_FILE) ?? '')) {
      if (liveTriggers.has(statement)) continue;
      const [, trigger, table] = /^CREATE TRIGGER (\S+) .*? ON (\S+) /.exec(statement) ?? [];
      if (!trigger || !table) throw new Error(`${TRIGGERS_FILE}: not a CREATE TRIGGER statement: ${statement.slice(0, 80)}`);
      await client.query(`drop trigger if exists ${trigger} on ${table}`);
      await client.query(statement);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return changed.map(([name]) => name);
}
