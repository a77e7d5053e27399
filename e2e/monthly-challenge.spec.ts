import { expect, test, type Page } from './fixtures';
import { screenshot } from './helpers';

/** /monthly-challenge (docs/product.md › Public pages: screens; Public pages: states) on the demo data of the current month. */

async function countCalls(page: Page, api: string) {
  const counter = { calls: 0 };
  await page.route(`**${api}`, async (route) => {
    counter.calls += 1;
    await route.continue();
  });
  return counter;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('/monthly-challenge', () => {
  test('shows the Gaston Index by gender and the openings, each fetched once', async ({ page }) => {
    const climbers = await countCalls(page, '/api/leaderboard/monthly/');
    const setters = await countCalls(page, '/api/routesetters-boulders-leaderboard/');
    await page.goto('/monthly-challenge');
    await expect(page).toHaveTitle('Les défis de Gaston · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Les défis de Gaston' })).toBeVisible();
    await expect(tab(page, 'Gaston Index')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Mixte')).toHaveAttribute('aria-selected', 'true');

    const answer = (await (await page.request.get('/api/leaderboard/monthly/')).json()) as {
      mixed: { firstName: string; lastName: string; gymName: string | null; points: number; rank: number }[];
      female: unknown[];
      male: unknown[];
    };
    const mixed = page.getByRole('list', { name: 'Gaston Index, Mixte' });
    if (answer.mixed.length === 0) {
      await expect(page.getByText('Aucun grimpeur pour le moment.')).toBeVisible();
    } else {
      const rows = mixed.getByRole('listitem');
      await expect(rows).toHaveCount(answer.mixed.length);
      const leader = answer.mixed[0]!;
      // The last name's initial only.
      await expect(rows.first()).toContainText(`${leader.firstName} ${leader.lastName[0]!.toUpperCase()}.`);
      // docs/product.md › Climbers: accounts and privacy: the public answer itself carries only the initial.
      expect(leader.lastName).toMatch(/^\p{Lu}\.$/u);
      await expect(rows.first()).toContainText(String(leader.points));
      await expect(rows.first()).toHaveAttribute('data-medal', 'gold');
      await expect(rows.first().locator('svg').first()).toBeVisible();
    }
    await screenshot(page, 'monthly-challenge-index');
    await page.screenshot({ path: 'e2e/screenshots/monthly-challenge-index-first-screen.png' });

    await tab(page, 'Femmes').click();
    await expect(page.getByRole('tabpanel', { name: 'Femmes' })).toBeVisible();
    await tab(page, 'Hommes').click();
    await expect(page.getByRole('tabpanel', { name: 'Hommes' })).toBeVisible();
    expect(climbers.calls).toBe(1);
    expect(setters.calls).toBe(0);

    await tab(page, 'Ouverture').click();
    await expect(tab(page, 'Mixte')).toHaveCount(0);
    const openings = page.getByRole('list', { name: 'Ouverture' }).or(page.getByText('Aucun bloc ouvert pour le moment.'));
    await expect(openings).toBeVisible();
    await screenshot(page, 'monthly-challenge-openings');
    await page.screenshot({ path: 'e2e/screenshots/monthly-challenge-openings-first-screen.png' });
    await tab(page, 'Gaston Index').click();
    await tab(page, 'Ouverture').click();
    await expect(openings).toBeVisible();
    expect(climbers.calls).toBe(1);
    expect(setters.calls).toBe(1);
  });

  test('shows 18 skeleton rows while loading', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/leaderboard/monthly/', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/monthly-challenge');
    const skeleton = page.getByRole('status', { name: 'Chargement du classement' });
    await expect(skeleton).toBeVisible();
    await expect(skeleton.locator('li')).toHaveCount(18);
    await screenshot(page, 'monthly-challenge-loading');
    release();
    await expect(skeleton).toHaveCount(0);
  });

  test('shows the server’s error message, or Une erreur est survenue.', async ({ page }) => {
    await page.route('**/api/leaderboard/monthly/', (route) =>
      route.fulfill({ status: 503, json: { error: 'Le classement est en cours de calcul.', code: 'unavailable' } }),
    );
    await page.route('**/api/routesetters-boulders-leaderboard/', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.goto('/monthly-challenge');
    await expect(page.getByRole('alert')).toContainText('Le classement est en cours de calcul.');
    await screenshot(page, 'monthly-challenge-error');
    await tab(page, 'Ouverture').click();
    await expect(page.getByRole('alert')).toContainText('Une erreur est survenue.');
  });

  test('shows the empty texts', async ({ page }) => {
    await page.route('**/api/leaderboard/monthly/', (route) => route.fulfill({ json: { mixed: [], female: [], male: [] } }));
    await page.route('**/api/routesetters-boulders-leaderboard/', (route) => route.fulfill({ json: [] }));
    await page.goto('/monthly-challenge');
    await expect(page.getByText('Aucun grimpeur pour le moment.')).toBeVisible();
    await tab(page, 'Ouverture').click();
    await expect(page.getByText('Aucun bloc ouvert pour le moment.')).toBeVisible();
  });

  test('shortens large values with K and M', async ({ page }) => {
    const setter = (rank: number, count: number) => ({
      userId: `00000000-0000-4000-8000-00000000000${rank}`,
      firstName: 'Paul',
      lastName: 'Ouvreur',
      profilePicture: null,
      gymName: 'Gaston Bloc Lyon',
      count,
      rank,
    });
    await page.route('**/api/routesetters-boulders-leaderboard/', (route) =>
      route.fulfill({ json: [setter(1, 2_500_000), setter(2, 15_400), setter(3, 999)] }),
    );
    await page.goto('/monthly-challenge');
    await tab(page, 'Ouverture').click();
    const rows = page.getByRole('list', { name: 'Ouverture' }).getByRole('listitem');
    await expect(rows.nth(0)).toContainText('2,5M');
    await expect(rows.nth(1)).toContainText('15,4K');
    await expect(rows.nth(2)).toContainText('999');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/monthly-challenge');
    await expect(page.getByRole('status', { name: 'Chargement du classement' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'e2e/screenshots/monthly-challenge-phone-first-screen.png' });
    await screenshot(page, 'monthly-challenge-phone');
  });
});
