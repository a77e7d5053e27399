/**
 * `npm run lighthouse`: Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown) in Debian's
 * Chromium against the built app, on `/`, `/login-pro`, `/homepagebo` (after a real login through
 * the form, as admin@demo.fr), the climbers' app `/app/salles/1` (signed in through the app's form, as
 * grimpeur@demo.fr) and the demo's live contest, and prints the scores issues 9 and 35 ask for. Not run
 * in CI (about a minute per page on two cores).
 *
 * Needs `npm run build`. The server runs on a demo database kept in data/lighthouse (seeded once).
 * Options: `-- --runs N` (median of N runs per page, default 1), `--page /path` (repeatable; default the three
 * pages), `--details` (print the LCP element, layout shifts and request chains), `CHROMIUM_PATH` (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../src/server/seed';
import { ROOT_DIR } from '../src/server/paths';
import { freePort } from './bench/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const DATA_DIR = 'data/lighthouse';
const PAGES = ['/', '/login-pro', '/homepagebo', '/app/salles/1', '/contests/defi-novembre'] as const;
const log = (message: string) => console.error(message);
let showDetails = false;

interface Scores {
  performance: number;
  accessibility: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
}

async function startApp(port: number) {
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'dist/server/main.js')], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start within 3 minutes');
}

/** Logs in through the form, as a person would; the session and the stored user stay in the browser. */
async function logIn(page: Page, base: string) {
  await page.goto(`${base}/login-pro`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"], input[name="username"], input[autocomplete="username"]').fill('admin@demo.fr');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  if (!page.url().endsWith('/homepagebo')) await page.waitForFunction(() => location.pathname === '/homepagebo', { timeout: 30_000 });
}

/** Signs in through the climbers' app form, as grimpeur@demo.fr. */
async function logInClimber(page: Page, base: string) {
  await page.goto(`${base}/app`, { waitUntil: 'networkidle0' });
  await page.locator('input[type="email"]').fill('grimpeur@demo.fr');
  await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname.startsWith('/app/salles'), { timeout: 30_000 });
}

async function audit(page: Page, url: string, keepStorage: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance', 'accessibility'], disableStorageReset: keepStorage, logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  if (showDetails) {
    for (const id of ['largest-contentful-paint-element', 'layout-shifts', 'render-blocking-resources', 'critical-request-chains']) {
      log(`--- ${url} ${id}\n${JSON.stringify(audits[id]?.details, null, 1).slice(0, 4000)}`);
    }
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, page: { type: 'string', multiple: true }, details: { type: 'boolean', default: false } },
  });
  const pages = values.page?.length ? values.page : PAGES;
  showDetails = values.details;
  const runs = Math.max(1, Number(values.runs) || 1);
  if (!existsSync(path.join(ROOT_DIR, 'dist/web/index.html')) || !existsSync(path.join(ROOT_DIR, 'dist/server/main.js'))) {
    throw new Error('No build: run `npm run build` first.');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`Starting the built server on ${base} (data in ${DATA_DIR}; the first start seeds the demo)`);
  const server = await startApp(port);
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const rows: string[] = [];
  try {
    for (const pagePath of pages) {
      const all: Scores[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        const needsLogin = pagePath === '/homepagebo' || pagePath.startsWith('/app/');
        if (pagePath === '/homepagebo') await logIn(page, base);
        if (pagePath.startsWith('/app/')) await logInClimber(page, base);
        all.push(await audit(page, `${base}${pagePath}`, needsLogin));
        await context.close();
        log(`${pagePath}: run ${run + 1}/${runs} done`);
      }
      const pick = (key: keyof Scores) => median(all.map((s) => s[key]));
      rows.push(
        `| ${pagePath} | ${pick('performance')} | ${(pick('lcp') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbt'))} ` +
          `ms | ${(pick('fcp') / 1000).toFixed(2)} s | ${pick('accessibility')} |`,
      );
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
  console.log(
    `\nLighthouse 12, mobile defaults (simulated slow 4G, 4× CPU), ${path.basename(CHROMIUM_PATH)}; median of ${runs} run(s)\n` +
      `Targets: performance ≥ 95, LCP ≤ 2.5 s, CLS ≤ 0.1, accessibility 100\n\n` +
      '| page | performance | LCP | CLS | TBT | FCP | accessibility |\n|---|---|---|---|---|---|---|\n' +
      rows.join('\n'),
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
