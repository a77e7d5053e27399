import { expect, test, type Page } from './fixtures';
import { screenshot } from './helpers';

/**
 * The contest pages (docs/product.md › Public pages: screens) against the seeded contests, whose end times are the spec's
 * (2025): with today's clock they show 'C'est terminé'; a fake clock set before the end shows the
 * countdown tick, the polling, then the switch to 'C'est terminé' and the end of the polling.
 */

interface ContestPage {
  path: string;
  api: string;
  title: string;
  /** Paris wall time a few minutes before the seeded end. */
  before: string;
  columns: string[];
}

const PAGES: ContestPage[] = [
  {
    path: '/defi-gaston',
    api: '/api/Soir%C3%A9eSp%C3%A9cialeLancement/',
    title: 'Le défi de Gaston',
    before: '2025-01-30T20:27:30+01:00',
    columns: ['Dénivelé (m)'],
  },
  { path: '/contest', api: '/api/contestwebview/', title: 'Contest', before: '2025-05-17T20:58:00+02:00', columns: ['Points'] },
  { path: '/contestsametime', api: '/api/contestwebviewsametime/', title: 'Contest', before: '2025-05-17T17:58:00+02:00', columns: ['Points'] },
  { path: '/contest-junior', api: '/api/contestminorwebview/', title: 'Contest junior', before: '2025-05-17T17:58:00+02:00', columns: ['Points'] },
  { path: '/contest-finals', api: '/api/contestwebviewfinals/', title: 'Finales', before: '2025-05-17T22:28:00+02:00', columns: ['Tops', 'Zones', 'Essais'] },
];

/** Counts the page's calls to `api`. Routing also turns the HTTP cache off, so each poll reaches the server. */
async function countCalls(page: Page, api: string) {
  const counter = { calls: 0, finished: 0 };
  await page.route(`**${api}`, async (route) => {
    counter.calls += 1;
    await route.continue();
  });
  const isCall = (url: string) => decodeURI(new URL(url).pathname) === decodeURI(api);
  page.on('requestfinished', (request) => {
    if (isCall(request.url())) counter.finished += 1;
  });
  page.on('requestfailed', (request) => {
    if (isCall(request.url())) counter.finished += 1;
  });
  return counter;
}

/** The page skips a poll while the previous one is in flight: let it land before moving the clock. */
const settled = (counter: { calls: number; finished: number }) => expect.poll(() => counter.finished - counter.calls).toBe(0);

const timer = (page: Page) => page.getByRole('timer');

test.describe('contest pages', () => {
  for (const contest of PAGES) {
    test(`${contest.path} ranks men and women with the kind's columns and says C'est terminé after the end`, async ({ page }) => {
      await page.goto(contest.path);
      await expect(page.getByRole('heading', { level: 1, name: contest.title })).toBeVisible();
      await expect(timer(page)).toHaveText("C'est terminé");
      for (const category of ['Hommes', 'Femmes']) {
        const table = page.getByRole('table', { name: category });
        await expect(table.getByRole('columnheader')).toHaveText(['Rang', 'Nom', ...contest.columns]);
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
      }
      await screenshot(page, `contest${contest.path.replace(/\//g, '-')}`);
    });
  }

  test('/contestsametime counts down, polls every 15 s, then stops at the end time', async ({ page }) => {
    const counter = await countCalls(page, '/api/contestwebviewsametime/');
    // The fake clock keeps flowing: the times leave room for the seconds the page takes to load.
    await page.clock.install({ time: new Date('2025-05-17T17:57:50+02:00') });
    await page.goto('/contestsametime');
    await expect(timer(page)).toHaveText('2 minutes');
    await expect(page.getByText(/actualisé toutes les 15 s/)).toBeVisible();
    await expect(page.getByText('Fin le samedi 17 mai 2025 à 18:00')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hommes' }).getByRole('row').nth(1)).toBeVisible();
    await screenshot(page, 'contest-countdown-running');
    expect(counter.calls).toBe(1);

    await settled(counter);
    await page.clock.runFor(15_000);
    await expect(timer(page)).toHaveText('1 minute');
    await expect.poll(() => counter.calls).toBe(2);

    await settled(counter);
    await page.clock.runFor(15_000);
    await expect.poll(() => counter.calls).toBe(3);
    await expect(timer(page)).toHaveText('1 minute');

    // Past 18:00: the next tick ends the contest.
    await page.clock.runFor(120_000);
    await expect(timer(page)).toHaveText("C'est terminé");
    await expect(page.getByText(/actualisé/)).toHaveCount(0);
    await expect(page.getByText('Terminé le samedi 17 mai 2025 à 18:00')).toBeVisible();
    // runFor fires the overdue polls back to back, and a poll is skipped while one is in flight.
    const atTheEnd = counter.calls;
    expect(atTheEnd).toBeGreaterThan(3);

    await page.clock.runFor(5 * 60_000);
    await page.waitForTimeout(500);
    expect(counter.calls).toBe(atTheEnd);
    await expect(timer(page)).toHaveText("C'est terminé");
    await screenshot(page, 'contest-countdown-over');
  });

  test('/defi-gaston ticks every 60 s in days, hours and minutes', async ({ page }) => {
    const counter = await countCalls(page, '/api/Soir*eSp*cialeLancement/');
    await page.clock.install({ time: new Date('2025-01-28T18:27:15+01:00') });
    await page.goto('/defi-gaston');
    // 30 Jan 20:30 − 28 Jan 18:27:15 = 2 days, 2 hours, 2 minutes and 45 s.
    await expect(timer(page)).toHaveText('2 jours, 2 heures et 2 minutes');
    await expect(page.getByText('Fin le jeudi 30 janvier 2025 à 20:30')).toBeVisible();
    await expect(page.getByText(/actualisé toutes les 60 s/)).toBeVisible();

    await page.clock.runFor(30_000);
    await page.waitForTimeout(300);
    expect(counter.calls).toBe(1);
    await page.clock.runFor(30_000);
    await expect(timer(page)).toHaveText('2 jours, 2 heures et 1 minute');
    await expect.poll(() => counter.calls).toBe(2);

    await page.clock.setSystemTime(new Date('2025-01-30T20:29:20+01:00'));
    await page.clock.runFor(60_000);
    await expect(timer(page)).toHaveText("C'est terminé");
    const atTheEnd = counter.calls;
    await page.clock.runFor(10 * 60_000);
    await page.waitForTimeout(500);
    expect(counter.calls).toBe(atTheEnd);
  });

  test('/alea-sorting shows the 3 people drawn', async ({ page }) => {
    await page.goto('/alea-sorting');
    await expect(page.getByRole('heading', { level: 1, name: 'Tirage au sort' })).toBeVisible();
    await expect(timer(page)).toHaveText("C'est terminé");
    const winners = page.getByRole('region', { name: 'Les gagnants' }).getByRole('listitem');
    await expect(winners).toHaveCount(3);
    await expect(winners.first()).toContainText('1er tiré au sort');
    await screenshot(page, 'contest-alea-sorting');
  });

  test('/alea-sorting before the end: the countdown, every 60 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-05-17T20:59:30+02:00') });
    await page.goto('/alea-sorting');
    await expect(timer(page)).toHaveText('1 heure');
    await expect(page.getByText(/actualisé toutes les 60 s/)).toBeVisible();
    // The draw's end time is not shown (docs/product.md › Public pages: screens).
    await expect(page.getByText(/^Fin le/)).toHaveCount(0);
  });

  test('a failed fetch leaves the rankings empty', async ({ page }) => {
    await page.route('**/api/contestwebview/', (route) => route.fulfill({ status: 503, json: { error: 'Service indisponible.' } }));
    await page.goto('/contest');
    await expect(page.getByText('Classement indisponible pour le moment.')).toHaveCount(2);
    for (const category of ['Hommes', 'Femmes']) {
      await expect(page.getByRole('table', { name: category }).getByRole('row')).toHaveCount(2);
    }
    await screenshot(page, 'contest-fetch-failed');
  });

  test('on a phone, one category at a time', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install({ time: new Date('2025-05-17T20:11:30+02:00') });
    await page.goto('/contest');
    await expect(timer(page)).toHaveText('48 minutes');
    await expect(page.getByRole('table', { name: 'Hommes' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Femmes' })).toBeHidden();
    await page.getByRole('button', { name: 'Femmes' }).click();
    await expect(page.getByRole('table', { name: 'Femmes' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hommes' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/screenshots/contest-phone-first-screen.png' });
    await screenshot(page, 'contest-phone');
  });
});
