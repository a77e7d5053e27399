import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Mailer } from '../../src/server/mail/mailer';
import { createTestDatabase, type TestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database of its own; `env` overrides configuration variables. */
export async function buildTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; serveWebApp?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gaston-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, mailer: options.mailer, serveWebApp: options.serveWebApp ?? false });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
