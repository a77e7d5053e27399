/**
 * src/server/db/sql/ holds the current SQL of every gaston_* function (one file per function) and of
 * every trigger (triggers.sql), as PostgreSQL prints them after all the migrations: a reader finds
 * the live body there instead of replaying the migrations in their head. A migration that changes one
 * copies it from there (docs/ARCHITECTURE.md, "SQL functions"); this test fails when either side
 * changes alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../src/server/db/sql-rows';
import { ROOT_DIR } from '../../src/server/paths';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const SQL_DIR = path.join(ROOT_DIR, 'src/server/db/sql');
const TRIGGERS_FILE = 'triggers.sql';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** What a file holds: the statements, each ended by ';', one blank line between them. */
const fileText = (statements: string[]) => `${statements.map((statement) => `${statement.trim()};`).join('\n\n')}\n`;

async function liveFunctions(): Promise<Map<string, string>> {
  const rows = await sqlRows<{ name: string; definition: string }>(
    database.db,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'gaston\\_%'
        order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.definition]);
  return new Map([...byName].map(([name, definitions]) => [`${name}.sql`, fileText(definitions)]));
}

async function liveTriggers(): Promise<string> {
  const rows = await sqlRows<{ definition: string }>(
    database.db,
    sql`select pg_get_triggerdef(t.oid) as definition
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and not t.tgisinternal
        order by c.relname, t.tgname`,
  );
  return fileText(rows.map((row) => row.definition));
}

describe('the current SQL in src/server/db/sql', () => {
  it('holds every gaston_* function as the migrations leave it, and no other', async () => {
    const live = await liveFunctions();
    expect(live.size).toBeGreaterThan(20);
    const files = readdirSync(SQL_DIR).filter((file) => file.endsWith('.sql') && file !== TRIGGERS_FILE);
    expect(files.sort()).toEqual([...live.keys()].sort());
    for (const [file, text] of live) expect(readFileSync(path.join(SQL_DIR, file), 'utf8'), file).toBe(text);
  });

  it('holds every trigger as the migrations leave it', async () => {
    const live = await liveTriggers();
    expect(live.split('CREATE').length - 1).toBeGreaterThan(10);
    expect(readFileSync(path.join(SQL_DIR, TRIGGERS_FILE), 'utf8')).toBe(live);
  });
});
