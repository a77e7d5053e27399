/**
 * The servers the end-to-end tests run against (playwright.config.ts starts them): one demo server per
 * Playwright worker, and one server without demo data (go-live.spec.ts). A worker runs one spec file at a
 * time, so no two files ever write to the same demo at once, and the workers' files run side by side.
 */
import path from 'node:path';

const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * One by default. E2E_WORKERS=2 halves the run on two cores (17.5 min instead of 38) but, measured on CI's
 * 2-core machines, slows some specs into their timeouts; E2E_DATABASE_URL names a single database, so one.
 */
export const E2E_WORKERS = process.env.E2E_DATABASE_URL ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

/** The server without demo data keeps the port after the first demo's, as before workers had demos of their own. */
export const EMPTY_PORT = FIRST_PORT + 1;

/** The demo server of worker `parallelIndex` (0 … E2E_WORKERS − 1): 3100, then 3102, 3103… */
export const demoPort = (parallelIndex: number): number => (parallelIndex === 0 ? FIRST_PORT : FIRST_PORT + 1 + parallelIndex);

/** The data folder (database, outbox) of the server on `port`, relative to the repository. */
export const dataDirOf = (port: number, seeded = true): string => `data/e2e-${seeded ? '' : 'empty-'}${port}`;

/**
 * The demo server of the worker running this code. Playwright numbers its running workers 0 … workers − 1
 * in TEST_PARALLEL_INDEX, and a worker started again after a failure keeps its number.
 */
export function workerDemo(): { baseURL: string; dataDir: string } {
  const port = demoPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
  return { baseURL: `http://localhost:${port}`, dataDir: path.join(import.meta.dirname, '..', dataDirOf(port)) };
}
