import { defineConfig, devices } from '@playwright/test';
import { dataDirOf, demoPort, E2E_WORKERS, EMPTY_PORT } from './e2e/e2e-servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * End-to-end tests against the BUILT app (`npm run build` first): real servers from port 3100 with
 * data folders of their own (e2e/e2e-servers.ts), so a developer's `npm start` on 3000 is left alone.
 * Debian's Chromium is used; Playwright never downloads a browser here.
 */
/**
 * The environment of the server on `port`. One data folder per port, so that several e2e runs (or a
 * developer's and CI's) never share a database. The metrics listener is tested by
 * test/api/metrics-and-logs.test.ts; the e2e servers would share its port.
 */
function serverEnv(port: number, seeded: boolean): Record<string, string> {
  const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDirOf(port, seeded), LOG_LEVEL: 'warn', METRICS_PORT: '0' };
  if (!seeded) env.SEED_DEMO = 'false';
  // E2E_DATABASE_URL names one database, so it comes with a single worker (e2e-servers.ts).
  if (seeded && process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  // Another build of the pages (`vite build --outDir …`) can be tested without touching dist/web.
  if (process.env.E2E_WEB_DIST_DIR) env.WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR;
  return env;
}
const urlOf = (port: number) => `http://localhost:${port}`;

/** The built server on `url`; SIGTERM lets it stop its embedded PostgreSQL instead of leaving it running. */
const builtServer = (port: number, seeded = true) => ({
  command: 'node dist/server/main.js',
  url: `${urlOf(port)}/healthz`,
  env: serverEnv(port, seeded),
  reuseExistingServer: !process.env.CI,
  timeout: 180_000,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

const CHROMIUM = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };
const ACCESSIBILITY_SPEC = 'accessibility.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  // Per port, so that parallel runs never delete each other's traces.
  outputDir: `test-results/e2e-${demoPort(0)}`,
  // A spec file runs in one worker, its tests in order; each worker has its demo server (e2e/fixtures.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    // e2e/fixtures.ts gives each worker its own demo server's address.
    baseURL: urlOf(demoPort(0)),
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
  projects: [
    { name: 'chromium', testIgnore: ACCESSIBILITY_SPEC, use: CHROMIUM },
    // axe keeps both cores busy: `npm run test:e2e` runs this project after the other, so that neither slows
    // the other into its timeouts. Its own output folder: the second run would empty the first's.
    { name: 'accessibility', testMatch: ACCESSIBILITY_SPEC, outputDir: `test-results/e2e-${demoPort(0)}-accessibility`, use: CHROMIUM },
  ],
  webServer: [
    // The demo servers, one per worker; the first start creates the database and seeds the demo.
    ...Array.from({ length: E2E_WORKERS }, (_, index) => builtServer(demoPort(index))),
    // go-live.md: a server as a fresh clone runs it with SEED_DEMO=false, no gym and no account (e2e/go-live.spec.ts).
    builtServer(EMPTY_PORT, false),
  ],
});
