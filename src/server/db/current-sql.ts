/**
 * src/server/db/sql/ is the one place a gaston_* function (a file each) or a trigger (triggers.sql) is
 * written, as PostgreSQL prints it. Migrations make tables and move data; after them, runMigrations
 * brings the database to these files, replacing only what differs and dropping what no file holds: a
 * process starting beside a running one changes nothing and takes no table lock (docs/ARCHITECTURE.md, the `src/server/db/` row). This is
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

const triggerOf = (statement: string) => {
  const [, trigger, table] = /^CREATE TRIGGER (\S+) .*? ON (\S+) /.exec(statement) ?? [];
  if (!trigger || !table) throw new Error(`${TRIGGERS_FILE}: not a CREATE TRIGGER statement: ${statement.slice(0, 80)}`);
  return `${trigger} on ${table}`;
};

/**
 * Brings the database to the files, in one transaction: replaces every function and trigger whose text
 * differs, creates the missing ones, and drops the gaston_* functions and the triggers no file holds
 * (after the triggers that used them are gone). Returns what it changed: file names, then `drop …`.
 */
export async function applyCurrentSql(client: Queryable): Promise<string[]> {
  const [files, live] = await Promise.all([readSqlFiles(), liveSqlFiles(client)]);
  const changed = [...files].filter(([name, text]) => live.get(name) !== text);
  const gone = [...live.keys()].filter((name) => !files.has(name));
  if (changed.length === 0 && gone.length === 0) return [];
  const done = changed.map(([name]) => name);
  await client.query('begin');
  try {
    // As pg_dump does: a SQL-language body may name a function created later in this loop; the tests run them all.
    await client.query('set local check_function_bodies = off');
    for (const [name, text] of changed) if (name !== TRIGGERS_FILE) await client.query(text);
    const wanted = triggerStatements(files.get(TRIGGERS_FILE) ?? '');
    const present = triggerStatements(live.get(TRIGGERS_FILE) ?? '');
    for (const statement of present.filter((one) => !wanted.includes(one))) {
      await client.query(`drop trigger ${triggerOf(statement)}`);
      if (!wanted.some((one) => triggerOf(one) === triggerOf(statement))) done.push(`drop trigger ${triggerOf(statement)}`);
    }
    for (const statement of wanted.filter((one) => !present.includes(one))) await client.query(statement);
    for (const name of gone) {
      const signatures = await client.query<{ signature: string }>(
        `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname = 'public' and p.proname = $1`,
        [name.replace(/\.sql$/, '')],
      );
      // No CASCADE: a function something still depends on stops the migration instead of taking that with it.
      for (const { signature } of signatures.rows) await client.query(`drop function ${signature}`);
      done.push(`drop function ${name.replace(/\.sql$/, '')}`);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return done;
}
