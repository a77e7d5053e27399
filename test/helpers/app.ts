import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { createDatabase } from '../../src/server/db/client';
import type { Mailer } from '../../src/server/mail/mailer';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  serveWebApp?: boolean;
  database?: TestDatabase;
  onRoute?: AppDependencies['onRoute'];
  logger?: AppDependencies['logger'];
};

/**
 * The file's app: built before its tests (before the file's own beforeAll fixtures, which run after
 * this hook) and closed after them. Its fields are there once the tests run.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await buildTestApp(options));
  });
  afterAll(async () => {
    await holder.close?.();
  });
  return holder;
}

/** The real app on a fresh database of its own; `env` overrides configuration variables. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Given a database, the app is a second server process on it: closing the app leaves the database.
  const database = options.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    LOG_LEVEL: 'silent',
    // Off unless a test asks: it would compute the day's climber levels before the test's fixtures.
    // Fixtures run the jobs' functions themselves (refreshClimberLevels); test/api/jobs.test.ts runs the worker.
    JOBS_ENABLED: 'false',
    // Figures exact right after a drain; test/api/gym-read-cache.test.ts covers serving them stale.
    STATS_MAX_STALE_MS: '0',
    // No drain in the background: a test sees climbers' writes when it drains (as the fixtures do),
    // never at a moment of the timer's choosing. dashboard.test.ts and two-processes.test.ts run the real loop.
    STATS_DRAIN_INTERVAL_MS: '0',
    ...options.env,
  });
  // A second process has a pool of its own.
  const db = options.database ? createDatabase(options.database.url, 5) : database.db;
  const app = await buildApp({
    config,
    db,
    mailer: options.mailer,
    serveWebApp: options.serveWebApp ?? false,
    onRoute: options.onRoute,
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      if (options.database) await db.$client.end();
      else await database.drop();
    },
  };
}
