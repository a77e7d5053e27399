/**
 * src/server/db/sql/ is the one place a gaston_* function or a trigger is written (docs/ARCHITECTURE.md,
 * the `src/server/db/` row). After migrating, the database holds exactly those files' text, and no other function
 * or trigger; a body changed in the database alone (or a file changed without migrating) is found and
 * put back by the next migration, only what differs is replaced, and what no file holds is dropped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyCurrentSql, liveSqlFiles, readSqlFiles, TRIGGERS_FILE } from '../../src/server/db/current-sql';
import { runMigrations } from '../../src/server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('the current SQL in src/server/db/sql', () => {
  it('is what a migrated database holds: every gaston_* function and every trigger, and no other', async () => {
    const [files, live] = await Promise.all([readSqlFiles(), liveSqlFiles(database.db.$client)]);
    expect(files.size).toBeGreaterThan(20);
    expect([...live.keys()].sort()).toEqual([...files.keys()].sort());
    for (const [file, text] of files) expect(live.get(file), file).toBe(text);
    expect(files.get(TRIGGERS_FILE)!.split('CREATE TRIGGER').length - 1).toBeGreaterThan(10);
  });

  it('is applied again where the database differs, drops what no file holds, and replaces nothing where it does not differ', async () => {
    const client = database.db.$client;
    expect(await applyCurrentSql(client)).toEqual([]);
    await client.query(`create or replace function gaston_new_boulder_code() returns text language sql as $$ select 'AAAAAA' $$`);
    await client.query('drop trigger ascents_queue_insert on ascents');
    await client.query('drop function gaston_queue_ascents() cascade');
    // A function and a trigger no file holds, as a release that removed them would leave them.
    await client.query(`create function gaston_forgotten() returns trigger language plpgsql as $$ begin return null; end $$`);
    await client.query('create trigger tags_forgotten after insert on tags for each statement execute function gaston_forgotten()');
    expect(await applyCurrentSql(client)).toEqual([
      'gaston_new_boulder_code.sql',
      'gaston_queue_ascents.sql',
      'triggers.sql',
      'drop trigger tags_forgotten on public.tags',
      'drop function gaston_forgotten',
    ]);
    await client.query(`create or replace function gaston_new_boulder_code() returns text language sql as $$ select 'AAAAAA' $$`);
    await runMigrations(database.db);
    expect((await liveSqlFiles(client)).get('gaston_new_boulder_code.sql')).toBe((await readSqlFiles()).get('gaston_new_boulder_code.sql'));
    expect(await liveSqlFiles(client)).toEqual(await readSqlFiles());
    expect(await applyCurrentSql(client)).toEqual([]);
  });

  it('is applied once when two processes start at once', async () => {
    const client = database.db.$client;
    const forged = `create or replace function gaston_new_boulder_code() returns text language sql as $$ select 'AAAAAA' $$`;
    await client.query(forged);
    await Promise.all([runMigrations(database.db), runMigrations(database.db)]);
    expect(await liveSqlFiles(client)).toEqual(await readSqlFiles());
  });

  it('is left alone by code older than the database, which must not put its older functions back', async () => {
    const client = database.db.$client;
    const forged = `create or replace function gaston_new_boulder_code() returns text language sql as $$ select 'AAAAAA' $$`;
    await client.query(forged);
    // A migration this code does not know: a newer release migrated the database.
    const { rows } = await client.query<{ id: number }>(
      `insert into drizzle.__drizzle_migrations (hash, created_at) select 'newer', max(created_at) + 1 from drizzle.__drizzle_migrations returning id`,
    );
    try {
      await runMigrations(database.db);
      expect((await liveSqlFiles(client)).get('gaston_new_boulder_code.sql')).toContain(`select 'AAAAAA'`);
    } finally {
      await client.query('delete from drizzle.__drizzle_migrations where id = $1', [rows[0]!.id]);
    }
    await runMigrations(database.db);
    expect(await liveSqlFiles(client)).toEqual(await readSqlFiles());
  });
});
