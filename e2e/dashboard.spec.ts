import { expect, test, type Page } from './fixtures';
import type { BoulderCard, GymGeneralStats, SectorOverview } from '../src/shared/contract/dashboard';
import { daysUntil, monthRangeLabel } from '../src/shared/domain/dates';
import { formatChange } from '../src/shared/domain/format';
import { chooseGym, DEMO_GYMS, gymDialog } from './choose-gym';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs, screenshot, sidebar, submitLogin } from './helpers';

const LYON = DEMO_GYMS.lyon;
const VILLEURBANNE = DEMO_GYMS.villeurbanne;

async function api<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answers 200`).toBe(true);
  return (await response.json()) as T;
}

const FIGURES = [
  ['connexionsTotal', 'Connexions'],
  ['sessionsTotal', 'Séances'],
  ['trysTotal', 'Essais'],
  ['distinctConnexions', 'Grimpeurs connectés'],
] as const;

/** The four usage figures on screen equal the API's answer for that gym. */
async function expectFigures(page: Page, stats: GymGeneralStats) {
  for (const [key, label] of FIGURES) {
    const card = page.getByTestId(`usage-${key}`);
    await expect(card.getByText(label, { exact: true })).toBeVisible();
    await expect(card.getByTestId('stat-value')).toHaveText(String(stats[key]));
    await expect(card.getByTestId('stat-delta')).toHaveText(formatChange(stats[key], stats[`${key}LastMonth`], { decimals: 0 }));
  }
}

test.describe('/homepagebo', () => {
  // Logs in and loads a whole screen of data per test: room for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test('without a favourite gym the gym modal opens by itself, with a spinner while the list loads', async ({ page }) => {
    // Slow the gym list down so the spinner can be seen.
    await page.route('**/api/routesettergyms/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    // The form itself rather than loginAs: nothing may pick a gym before the modal is checked.
    await page.goto('/login-pro');
    await submitLogin(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/homepagebo$/);
    expect(await page.evaluate(() => window.localStorage.getItem('favoriteGymInfo'))).toBeNull();
    const dialog = gymDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('status', { name: 'Chargement des salles' })).toBeVisible();
    await screenshot(page, 'dashboard-gym-modal-loading');
    await expect(dialog.getByRole('button', { name: LYON })).toBeVisible();
    await expect(dialog.getByRole('button', { name: VILLEURBANNE })).toBeVisible();
    // Nothing to go back to: the modal has no close button until a gym is chosen.
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
    await screenshot(page, 'dashboard-gym-modal');

    await chooseGym(page, LYON);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('favoriteGymInfo') ?? 'null') as { id: number; name: string });
    expect(stored).toMatchObject({ id: 1, name: LYON });
    await expect(page.getByTestId('dashboard-gym-name')).toHaveText(LYON);
    await expect(sidebar(page).getByTestId('sidebar-gym-name')).toHaveText(LYON);

    // Stored: a reload does not ask again.
    await page.reload();
    await expect(page.getByTestId('dashboard-gym-name')).toHaveText(LYON);
    await expect(gymDialog(page)).toHaveCount(0);
  });

  test('shows the usage figures against last month, the month range and the dashboard panels', async ({ page }) => {
    const userId = await loginAs(page, 'admin');
    await chooseGym(page, LYON);
    const stats = await api<GymGeneralStats>(page, `/api/gymgeneralstats/${userId}/1`);

    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page.getByTestId('month-range')).toContainText(monthRangeLabel());
    await expectFigures(page, stats);
    await expect(page.getByTestId('tips-box')).toBeVisible();

    // One column per difficulty, the largest drawn at 75 %.
    const columns = page.getByTestId('distribution-column');
    await expect(columns).toHaveCount(stats.difficulties.length);
    const heights = await columns.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-height'))));
    expect(Math.max(...heights)).toBe(75);
    const largest = Math.max(...stats.difficulties.map((d) => d.countBoulder));
    heights.forEach((height, index) => expect(height).toBeCloseTo((stats.difficulties[index]!.countBoulder / largest) * 75, 1));

    await expect(page.getByRole('heading', { name: 'Derniers commentaires' })).toBeVisible();
    await expect(page.getByTestId('comment').first()).toBeVisible();
    await expect(page.getByTestId('boulder-card')).toHaveCount(4);
    await screenshot(page, 'dashboard');

    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'dashboard-1280');
    await page.setViewportSize({ width: 768, height: 1000 });
    await expect(page.getByTestId('usage-trysTotal')).toBeVisible();
    await screenshot(page, 'dashboard-768');
  });

  test('the sector opening state: sorted by planned closing, latest opening, late and dismantled lists cut at 3', async ({ page }) => {
    const userId = await loginAs(page, 'admin');
    await chooseGym(page, LYON);
    const overview = await api<SectorOverview[]>(page, `/api/sectorsoverview/${userId}/1`);

    const sorted = [...overview].sort((a, b) => (a.plannedClosingDate ?? '9999').localeCompare(b.plannedClosingDate ?? '9999'));
    const rows = page.getByTestId('sectors-by-closing').getByTestId('sector-row');
    await expect(rows).toHaveCount(overview.length);
    const names = await rows.evaluateAll((nodes) => nodes.map((node) => node.querySelector('p')?.textContent));
    // Same planned date: any order; compare the dates of the rows instead of the names there.
    const dateOf = new Map(overview.map((s) => [s.name, s.plannedClosingDate ?? '9999']));
    expect(names.map((name) => dateOf.get(name ?? ''))).toEqual(sorted.map((s) => s.plannedClosingDate ?? '9999'));

    const latest = overview.filter((s) => s.openingDate).sort((a, b) => b.openingDate!.localeCompare(a.openingDate!))[0]!;
    await expect(page.getByTestId('latest-opening')).toContainText(latest.name);

    // A stripped sector is dismantled, not late.
    const late = overview.filter((s) => s.countBoulders > 0 && s.plannedClosingDate && daysUntil(s.plannedClosingDate) < 0);
    const lateList = page.getByTestId('late-openings');
    await expect(lateList.getByTestId('sector-row')).toHaveCount(Math.min(3, late.length));
    await expect(lateList.getByTestId('list-ellipsis')).toHaveCount(late.length > 3 ? 1 : 0);

    const dismantled = overview.filter((s) => s.countBoulders === 0);
    const dismantledList = page.getByTestId('dismantled-sectors');
    await expect(dismantledList.getByTestId('sector-row')).toHaveCount(Math.min(3, dismantled.length));
    await expect(dismantledList.getByTestId('list-ellipsis')).toHaveCount(dismantled.length > 3 ? 1 : 0);
    await page.getByTestId('sector-panel').screenshot({ path: 'e2e/screenshots/dashboard-sector-panel.png' });
  });

  test('clicking the distribution opens /circuits-overview; the sector panel and a sector row open /sectors-details', async ({ page }) => {
    await loginAs(page, 'chief');
    await chooseGym(page, LYON);

    await page.getByTestId('difficulty-distribution').click();
    await expect(page).toHaveURL(/\/circuits-overview$/);

    await sidebar(page).getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/homepagebo$/);
    // A click on the panel itself (its title), not on a row.
    await page.getByTestId('sector-panel').getByRole('heading', { name: 'État des ouvertures' }).click();
    await expect(page).toHaveURL(/\/sectors-details$/);
    const historyAfterPanel = await page.evaluate(() => window.history.length);

    await page.goBack();
    await expect(page).toHaveURL(/\/homepagebo$/);
    await page.getByTestId('sectors-by-closing').getByTestId('sector-row').first().click();
    await expect(page).toHaveURL(/\/sectors-details$/);
    // One navigation per click, not two (the row's link and the panel).
    expect(await page.evaluate(() => window.history.length)).toBe(historyAfterPanel);
  });

  test('4 top boulder cards with two-decimal tries per day, then a button shows the rest', async ({ page }) => {
    await loginAs(page, 'admin');
    await chooseGym(page, LYON);
    const boulders = await api<BoulderCard[]>(page, '/api/top-boulders/1/');
    expect(boulders.length).toBeGreaterThan(4);

    const cards = page.getByTestId('boulder-card');
    await expect(cards).toHaveCount(4);
    const first = boulders[0]!;
    await expect(cards.first()).toContainText(first.name);
    await expect(cards.first()).toContainText(first.sectorName);
    await expect(cards.first().getByTestId('tries-per-day')).toHaveText(first.triesPerDay.toFixed(2).replace('.', ','));
    await expect(cards.first().getByTestId('total-tries')).toHaveText(String(first.totalTries));

    const more = page.getByRole('button', { name: `Voir les ${boulders.length - 4} autres blocs` });
    await more.click();
    await expect(cards).toHaveCount(boulders.length);
    await page.getByRole('button', { name: 'Afficher moins' }).click();
    await expect(cards).toHaveCount(4);
  });

  test('“Changer salle” switches the gym: title, figures and lists change without a page reload', async ({ page }) => {
    const userId = await loginAs(page, 'admin');
    await chooseGym(page, LYON);
    await expectFigures(page, await api<GymGeneralStats>(page, `/api/gymgeneralstats/${userId}/1`));
    const lyonFirstComment = await page.getByTestId('comment').first().innerText();

    // Survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { gymSwitchMarker: 'still here' }));
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);

    const gymCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(gymgeneralstats|sectorsoverview|top-boulders|latest-gym-route-comments)\//.test(request.url())) gymCalls.push(request.url());
    });
    await sidebar(page).getByRole('button', { name: 'Changer salle' }).click();
    const dialog = gymDialog(page);
    await expect(dialog.getByRole('button', { name: LYON })).toHaveAttribute('aria-current', 'true');
    await screenshot(page, 'dashboard-change-gym-modal');
    await chooseGym(page, VILLEURBANNE);

    await expect(page.getByTestId('dashboard-gym-name')).toHaveText(VILLEURBANNE);
    await expect(sidebar(page).getByTestId('sidebar-gym-name')).toHaveText(VILLEURBANNE);
    await expectFigures(page, await api<GymGeneralStats>(page, `/api/gymgeneralstats/${userId}/2`));
    await expect(page.getByTestId('comment').first()).not.toHaveText(lyonFirstComment);
    expect(gymCalls.some((url) => url.includes('/gymgeneralstats/') && url.endsWith('/2'))).toBe(true);
    expect(gymCalls.some((url) => url.includes('/top-boulders/2/'))).toBe(true);
    expect(gymCalls.some((url) => url.includes('/latest-gym-route-comments/2/'))).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { gymSwitchMarker?: string }).gymSwitchMarker)).toBe('still here');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('favoriteGymInfo') ?? 'null') as { id: number })).toMatchObject({ id: 2 });
    await screenshot(page, 'dashboard-after-gym-switch');

    // Closing the modal without choosing keeps the gym.
    await sidebar(page).getByRole('button', { name: 'Changer salle' }).click();
    await gymDialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(gymDialog(page)).toBeHidden();
    await expect(page.getByTestId('dashboard-gym-name')).toHaveText(VILLEURBANNE);
  });
});
