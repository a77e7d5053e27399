import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests against the BUILT app (`npm run build` first): the real server on port 3100 with
 * its own data folder, so a developer's `npm start` on 3000 is left alone. Debian's Chromium is
 * used; Playwright never downloads a browser here.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// One data folder per port, so that several e2e runs (or a developer's and CI's) never share a database.
const serverEnv: Record<string, string> = {
  PORT: String(port),
  DATA_DIR: `data/e2e-${port}`,
  LOG_LEVEL: 'warn',
  // The metrics listener is tested by test/api/metrics-and-logs.test.ts; two e2e servers would share its port.
  METRICS_PORT: '0',
};
if (process.env.E2E_DATABASE_URL) serverEnv.DATABASE_URL = process.env.E2E_DATABASE_URL;
// Another build of the pages (`vite build --outDir …`) can be tested without touching dist/web.
if (process.env.E2E_WEB_DIST_DIR) serverEnv.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;

/** The server without demo data: the next port, a data folder (and embedded database) of its own. */
export const EMPTY_PORT = port + 1;
const emptyBaseURL = `http://localhost:${EMPTY_PORT}`;
const emptyServerEnv: Record<string, string> = {
  PORT: String(EMPTY_PORT),
  DATA_DIR: `data/e2e-empty-${EMPTY_PORT}`,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  METRICS_PORT: '0',
};
if (process.env.E2E_WEB_DIST_DIR) emptyServerEnv.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;

/** The built server on `url`; SIGTERM lets it stop its embedded PostgreSQL instead of leaving it running. */
const builtServer = (url: string, env: Record<string, string>) => ({
  command: 'node dist/server/main.js',
  url: `${url}/healthz`,
  env,
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  // Per port, so that parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } }],
  webServer: [
    // The demo's server; the first start creates the database and seeds the demo.
    builtServer(baseURL, serverEnv),
    // go-live.md: a server as a fresh clone runs it with SEED_DEMO=false, no gym and no account (e2e/go-live.spec.ts).
    builtServer(emptyBaseURL, emptyServerEnv),
  ],
});
