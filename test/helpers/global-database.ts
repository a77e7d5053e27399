/**
 * Starts one PostgreSQL for the whole API test run (embedded, or TEST_DATABASE_URL when set) and
 * prepares a migrated template database; each test file then clones it in a few milliseconds.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase, withDatabaseName } from '../../src/server/db/client';
import { startEmbeddedPostgres } from '../../src/server/db/embedded-postgres';
import { runMigrations } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { serverUrl: string; template: string };
  }
}

export const TEST_DATABASE_PREFIX = 'gaston_test_';

async function dropLeftovers(serverUrl: string, pattern: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [pattern]);
    for (const { datname } of rows) await client.query(`drop database if exists ${client.escapeIdentifier(datname)} with (force)`);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const log = { info: () => undefined, warn: (m: string) => console.warn(m) };
  const external = process.env.TEST_DATABASE_URL;
  const embedded = external
    ? undefined
    : await startEmbeddedPostgres({ dir: path.join(await mkdtemp(path.join(os.tmpdir(), 'gaston-test-')), 'pg'), log, ephemeral: true });
  const serverUrl = external ?? embedded!.url;

  // A previous run killed half-way may have left its databases on a shared server.
  await dropLeftovers(serverUrl, `${TEST_DATABASE_PREFIX}%`);
  const template = `${TEST_DATABASE_PREFIX}template`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  await admin.end();
  const db = createDatabase(withDatabaseName(serverUrl, template), 2);
  await runMigrations(db);
  await db.$client.end();

  project.provide('testDatabase', { serverUrl, template });
  return async () => {
    await dropLeftovers(serverUrl, `${TEST_DATABASE_PREFIX}%`).catch((error) => console.warn(error));
    await embedded?.stop();
  };
}
