import { expect, test, type Locator, type Page } from './fixtures';
import { boulderFilterPath, NO_CHOICE_FILTERS, PAGE_SIZE, type BoulderFilterInput, type RoutesAnswer } from '../src/shared/contract/boulders';
import type { GymInfo } from '../src/shared/contract/gyms';
import { MESSAGES } from '../src/shared/messages';
import { loginAs, screenshot, type DemoAccount } from './helpers';

/** Gym 1 of the demo: Lyon, with a custom colour system (docs/product.md › Demo data). */
const LYON = 1;

/** Logs in, makes `gymId` the favourite gym and opens /bomain; answers the user id. */
async function openBoulders(page: Page, account: DemoAccount = 'admin', gymId = LYON): Promise<string> {
  const userId = await loginAs(page, account);
  const info = await page.request.get(`/api/routesettergymonlyinfosspecific/${userId}/${gymId}`);
  const [gym] = (await info.json()) as GymInfo[];
  await page.evaluate((favorite) => window.localStorage.setItem('favoriteGymInfo', JSON.stringify(favorite)), { id: gym!.id, name: gym!.name });
  await page.goto('/bomain');
  await expect(page.getByRole('heading', { level: 1, name: 'Détail blocs' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  return userId;
}

const rows = (page: Page) => page.getByTestId('boulder-row');
const table = (page: Page) => page.getByTestId('boulders-table');
const chipGroup = (page: Page, title: string) => page.getByRole('group', { name: title, exact: true });
const chip = (group: Locator, label: string) => group.getByRole('checkbox', { name: label, exact: true });
const chipLabel = (group: Locator, label: string) => group.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
const detailDialog = (page: Page) => page.getByRole('dialog', { name: 'Détail bloc' });
const dateDialog = (page: Page) => page.getByRole('dialog', { name: 'Modification date de démontage' });
const namesOnScreen = (page: Page) => rows(page).locator('td[data-column="name"]').allInnerTexts();

function filterCall(userId: string, overrides: Partial<BoulderFilterInput> = {}): string {
  return boulderFilterPath({
    userId,
    gymId: LYON,
    offset: 0,
    end: PAGE_SIZE,
    status: { active: true, closed: false },
    ...NO_CHOICE_FILTERS,
    sort: { name: 0, sector: 0, difficulty: 0, level: 0, date: 2 },
    search: '',
    ...overrides,
  });
}

async function api(page: Page, path: string): Promise<RoutesAnswer> {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as RoutesAnswer;
}

/** A Paris calendar day `days` from today as DD/MM/YYYY and as the list shows it (dd/mm/yy). */
function dayFromToday(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(date).split('-') as [string, string, string];
  return { input: `${day}/${month}/${year}`, short: `${day}/${month}/${year.slice(2)}`, iso: `${year}-${month}-${day}` };
}

test.describe('/bomain Détail blocs', () => {
  // Each test logs in through the real form and the dashboard first; the load-more walk makes many calls.
  test.describe.configure({ timeout: 90_000 });

  test('shows the count, the hint, the filters and the first 25 boulders with every column', async ({ page }) => {
    const userId = await openBoulders(page);
    await expect(page).toHaveTitle('Back office · Gaston');
    const first = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);

    await expect(page.getByRole('heading', { level: 2, name: `${first.count} blocs à parcourir` })).toBeVisible();
    await expect(page.getByText('Clique sur un bloc pour accéder à ses statistiques')).toBeVisible();
    await expect(rows(page)).toHaveCount(PAGE_SIZE);
    expect(await namesOnScreen(page)).toEqual(first.routes.map((route) => route.name));

    for (const header of ['Nom', 'Secteur', 'Couleur', 'Difficulté', 'Niveau', 'Ouverture', 'Tags', 'Statut']) {
      await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    // Tags and Statut are not sortable; the five others are.
    await expect(table(page).getByRole('columnheader', { name: 'Tags' }).getByRole('button')).toHaveCount(0);
    await expect(table(page).getByRole('columnheader', { name: 'Statut' }).getByRole('button')).toHaveCount(0);
    await expect(table(page).locator('thead').getByRole('button')).toHaveCount(5);

    for (const title of ['Difficultés', 'Niveau', 'Secteurs', 'Tags : inclinaison', 'Tags : prises', 'Tags : style', 'Statuts']) {
      const group = chipGroup(page, title);
      await expect(group).toBeVisible();
      await expect(chip(group, 'Tout')).toBeAttached();
    }
    const status = chipGroup(page, 'Statuts');
    await expect(chip(status, 'Actif')).toBeChecked();
    await expect(chip(status, 'Fermé')).not.toBeChecked();
    await expect(rows(page).filter({ hasText: 'Fermé' })).toHaveCount(0);

    const firstRow = rows(page).first();
    const route = first.routes[0]!;
    await expect(firstRow.locator('td[data-column="sector"]')).toHaveText(route.sector.name);
    await expect(firstRow.getByTestId('hold-color-dot')).toBeVisible();
    await expect(firstRow.getByTestId('level-marks')).toBeVisible();
    await expect(firstRow.getByRole('button', { name: `Modifier la date de démontage du bloc ${route.name}` })).toBeVisible();

    await expect(page.getByRole('button', { name: `Charger ${PAGE_SIZE} blocs supplémentaires` })).toBeVisible();
    await screenshot(page, 'bomain');
  });

  test('a gym without a custom colour system has no Couleur column', async ({ page }) => {
    await openBoulders(page, 'admin', 2);
    await expect(table(page).getByRole('columnheader', { name: 'Difficulté' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: 'Couleur' })).toHaveCount(0);
  });

  test('filtering by chips refetches from the first page, with the chips disabled meanwhile', async ({ page }) => {
    const userId = await openBoulders(page);
    const gym = ((await (await page.request.get(`/api/routesettergymonlyinfosspecific/${userId}/${LYON}`)).json()) as GymInfo[])[0]!;
    const sector = gym.sectors[0]!;
    const sectors = chipGroup(page, 'Secteurs');

    // Hold the answer back to see the controls while the refetch runs.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/routesettergyminfos/**', async (route) => {
      await held;
      await route.continue();
    });
    await chipLabel(sectors, sector.name).click();
    await expect(page.getByTestId('filter-panel').locator('fieldset[aria-busy="true"]')).toBeVisible();
    await expect(chip(sectors, 'Tout')).toBeDisabled();
    await expect(chip(chipGroup(page, 'Statuts'), 'Fermé')).toBeDisabled();
    await screenshot(page, 'bomain-refetching');
    // The handler stays: once released it lets every later call through at once.
    release();

    const expected = await api(page, filterCall(userId, { sectors: [sector.id] }));
    await expect(page.getByRole('heading', { level: 2, name: `${expected.count} blocs à parcourir` })).toBeVisible();
    await expect(chip(sectors, sector.name)).toBeChecked();
    await expect(chip(sectors, 'Tout')).not.toBeChecked();
    await expect(chip(sectors, 'Tout')).toBeEnabled();
    await expect(rows(page)).toHaveCount(Math.min(PAGE_SIZE, expected.count));
    for (const name of await rows(page).locator('td[data-column="sector"]').allInnerTexts()) expect(name).toBe(sector.name);

    // A difficulty on top, then the closed boulders too.
    const difficulty = gym.difficultySystem[1]!;
    await chipLabel(chipGroup(page, 'Difficultés'), difficulty.name).click();
    // The chips are disabled while that refetch runs: a click on a label then changes nothing (seen on a loaded machine).
    await expect(chip(chipGroup(page, 'Statuts'), 'Fermé')).toBeEnabled();
    await chipLabel(chipGroup(page, 'Statuts'), 'Fermé').click();
    const both = await api(page, filterCall(userId, { sectors: [sector.id], difficulties: [difficulty.id], status: { active: true, closed: true } }));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${both.count} blocs? à parcourir$`) })).toBeVisible();
    // Actif and Fermé together are every status: 'Tout' is on again.
    await expect(chip(chipGroup(page, 'Statuts'), 'Tout')).toBeChecked();
    expect(await namesOnScreen(page)).toEqual(both.routes.map((route) => route.name));
    await screenshot(page, 'bomain-filtered');

    // 'Tout' of Secteurs: back to every sector.
    await chipLabel(sectors, 'Tout').click();
    await expect(chip(sectors, 'Tout')).toBeChecked();
    await expect(chip(sectors, sector.name)).not.toBeChecked();
    const allSectors = await api(page, filterCall(userId, { difficulties: [difficulty.id], status: { active: true, closed: true } }));
    await expect(page.getByRole('heading', { level: 2, name: `${allSectors.count} blocs à parcourir` })).toBeVisible();

    // 'Tout' clicked while on: nothing chosen, nothing matches.
    await chipLabel(sectors, 'Tout').click();
    await expect(page.getByText('Les filtres sélectionnés ne correspondent à aucun bloc')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '0 bloc à parcourir' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Charger/ })).toHaveCount(0);
    await screenshot(page, 'bomain-no-match');

    // The reset brings back the defaults.
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /blocs à parcourir/ })).not.toHaveText('0 bloc à parcourir');
    await expect(chip(chipGroup(page, 'Statuts'), 'Actif')).toBeChecked();
  });

  test('the name search narrows the list; the panel collapses', async ({ page }) => {
    const userId = await openBoulders(page);
    const first = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);
    const word = first.routes[0]!.name.split(' ').at(-1)!;
    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(word);
    const expected = await api(page, filterCall(userId, { search: word }));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${expected.count} blocs? à parcourir$`) })).toBeVisible();
    expect(await namesOnScreen(page)).toEqual(expected.routes.map((route) => route.name));

    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill('zzzz introuvable');
    await expect(page.getByText('Les filtres sélectionnés ne correspondent à aucun bloc')).toBeVisible();

    const toggle = page.getByRole('button', { name: /^Filtres/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(chipGroup(page, 'Secteurs')).toBeHidden();
    await toggle.click();
    await expect(chipGroup(page, 'Secteurs')).toBeVisible();
  });

  test('sorting cycles none, ascending, descending on a column', async ({ page }) => {
    const userId = await openBoulders(page);
    const nameHeader = table(page).getByRole('columnheader', { name: 'Nom' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await api(page, filterCall(userId, { sort: { name: 1, sector: 0, difficulty: 0, level: 0, date: 0 } }));
    await expect.poll(() => namesOnScreen(page)).toEqual(ascending.routes.map((route) => route.name));
    const sortedNames = ascending.routes.map((route) => route.name);
    expect(sortedNames).toEqual([...sortedNames].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));

    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    const descending = await api(page, filterCall(userId, { sort: { name: 2, sector: 0, difficulty: 0, level: 0, date: 0 } }));
    await expect.poll(() => namesOnScreen(page)).toEqual(descending.routes.map((route) => route.name));
    await screenshot(page, 'bomain-sorted-by-name-desc');

    // Another column takes over; the first one goes back to none.
    const sectorHeader = table(page).getByRole('columnheader', { name: 'Secteur' });
    await sectorHeader.getByRole('button').click();
    await expect(sectorHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    const bySector = await api(page, filterCall(userId, { sort: { name: 0, sector: 1, difficulty: 0, level: 0, date: 0 } }));
    await expect.poll(() => namesOnScreen(page)).toEqual(bySector.routes.map((route) => route.name));

    await sectorHeader.getByRole('button').click();
    await sectorHeader.getByRole('button').click();
    await expect(sectorHeader).toHaveAttribute('aria-sort', 'none');
    const initial = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);
    await expect.poll(() => namesOnScreen(page)).toEqual(initial.routes.map((route) => route.name));
  });

  test("'Charger N blocs supplémentaires' adds the next page until every boulder is shown", async ({ page }) => {
    const userId = await openBoulders(page);
    const { count } = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);
    expect(count).toBeGreaterThan(2 * PAGE_SIZE);
    await page.getByRole('button', { name: `Charger ${PAGE_SIZE} blocs supplémentaires` }).click();
    await expect(rows(page)).toHaveCount(2 * PAGE_SIZE);
    const second = await api(page, filterCall(userId, { offset: PAGE_SIZE, end: 2 * PAGE_SIZE }));
    expect((await namesOnScreen(page)).slice(PAGE_SIZE)).toEqual(second.routes.map((route) => route.name));

    let shown = 2 * PAGE_SIZE;
    while (count - shown > PAGE_SIZE) {
      await page.getByRole('button', { name: `Charger ${PAGE_SIZE} blocs supplémentaires` }).click();
      shown += PAGE_SIZE;
      await expect(rows(page)).toHaveCount(shown);
    }
    const rest = count - shown;
    await page.getByRole('button', { name: rest > 1 ? `Charger ${rest} blocs supplémentaires` : 'Charger 1 bloc supplémentaire' }).click();
    await expect(rows(page)).toHaveCount(count);
    await expect(page.getByRole('button', { name: /^Charger/ })).toHaveCount(0);
  });

  test("a row opens 'Détail bloc' with its details, statistics and comments", async ({ page }) => {
    const userId = await openBoulders(page);
    // A boulder with comments, looked for among the active ones.
    const all = await api(page, filterCall(userId, { end: 100 }));
    const commented = all.routes.find((route) => route.comments.length > 0) ?? all.routes[0]!;
    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(commented.name);
    const row = page.locator(`[data-route-id="${commented.id}"]`);
    await expect(row).toBeVisible();
    await row.click();

    const dialog = detailDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: commented.name })).toBeVisible();
    for (const label of ['Prises', 'Niveau', 'Sous-niveau', 'Ouverture', 'Démontage', 'Ouvreur']) {
      await expect(dialog.locator('dt', { hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(dialog.getByText(commented.difficulty_display)).toBeVisible();
    if (commented.route_setter) await expect(dialog.getByText(commented.route_setter)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Statistiques du bloc' })).toBeVisible();
    await expect(dialog.getByText('Taux de réussite', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Essais par jour', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Commentaires' })).toBeVisible();
    if (commented.comments.length > 0) {
      await expect(dialog.getByTestId('comment').first()).toContainText(commented.comments[0]!.comment.slice(0, 20));
    }
    await screenshot(page, 'bomain-boulder-detail');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    // A boulder nobody commented on.
    const silent = all.routes.find((route) => route.comments.length === 0);
    if (silent) {
      await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(silent.name);
      await page.locator(`[data-route-id="${silent.id}"]`).click();
      await expect(detailDialog(page).getByText('Pas encore de commentaire')).toBeVisible();
      await page.keyboard.press('Escape');
    }

    // The keyboard opens a row too.
    await page.locator('[data-testid="boulder-row"]').first().focus();
    await page.keyboard.press('Enter');
    await expect(detailDialog(page)).toBeVisible();
  });

  test('the date modal refuses wrong dates and says why', async ({ page }) => {
    await openBoulders(page);
    await rows(page)
      .first()
      .getByRole('button', { name: /^Modifier la date de démontage/ })
      .click();
    const dialog = dateDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Format : JJ/MM/AAAA')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: /Date de démontage/ });
    const confirm = dialog.getByRole('button', { name: 'Confirmer' });

    await field.fill('');
    await expect(confirm).toBeDisabled();
    await field.fill('31/02/2027');
    await field.blur();
    // The format is right, the day does not exist: the message says so.
    await expect(dialog.getByText(MESSAGES.dateDoesNotExist)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await field.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.confirmWithErrors);
    await screenshot(page, 'bomain-date-modal-error');

    await field.fill('28/02/2027');
    await expect(dialog.getByText(MESSAGES.dateFormat)).toHaveCount(0);
    await expect(confirm).toBeEnabled();
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog).toBeHidden();
  });

  test("changing ONE boulder's dismantling date shows after a reload, the rest of its sector keeps theirs", async ({ page }) => {
    const userId = await openBoulders(page);
    const first = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);
    const boulder = first.routes[1]!;
    const sectorBefore = await api(page, filterCall(userId, { sectors: [boulder.sector.id], end: 100 }));
    const neighbour = sectorBefore.routes.find((route) => route.id !== boulder.id)!;
    const day = dayFromToday(47);

    await page
      .locator(`[data-route-id="${boulder.id}"]`)
      .getByRole('button', { name: /^Modifier la date de démontage/ })
      .click();
    const dialog = dateDialog(page);
    await expect(dialog.getByText(boulder.name)).toBeVisible();
    const onlyThis = dialog.getByRole('checkbox', { name: 'Modifier seulement ce bloc' });
    const wholeSector = dialog.getByRole('checkbox', { name: 'Modifier tout le secteur' });
    await expect(wholeSector).toBeChecked();
    await expect(onlyThis).not.toBeChecked();
    await onlyThis.check();
    await expect(wholeSector).not.toBeChecked();
    await dialog.getByRole('textbox', { name: /Date de démontage/ }).fill(day.input);
    await screenshot(page, 'bomain-dismantling-one-boulder');

    const saved = page.waitForResponse((response) => response.url().includes(`/api/update-route/${boulder.id}/`));
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ date: day.input, modifyBlock: true, modifySector: false });
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.locator(`[data-route-id="${boulder.id}"]`).click();
    await expect(detailDialog(page).locator('dd').filter({ hasText: day.short })).toBeVisible();

    const sectorAfter = await api(page, filterCall(userId, { sectors: [boulder.sector.id], end: 100 }));
    expect(sectorAfter.routes.find((route) => route.id === boulder.id)!.planned_dismantling).toBe(day.iso);
    expect(sectorAfter.routes.find((route) => route.id === neighbour.id)!.planned_dismantling).toBe(neighbour.planned_dismantling);
  });

  test("changing the WHOLE sector's dismantling date through the pencil shows on another boulder of the sector", async ({ page }) => {
    const userId = await openBoulders(page);
    const first = await api(page, `/api/routesetterinitialgyminfos/${userId}/${LYON}`);
    const boulder = first.routes[3]!;
    const sector = await api(page, filterCall(userId, { sectors: [boulder.sector.id], end: 100 }));
    const other = sector.routes.find((route) => route.id !== boulder.id)!;
    const day = dayFromToday(61);

    await page
      .locator(`[data-route-id="${boulder.id}"]`)
      .getByRole('button', { name: /^Modifier la date de démontage/ })
      .click();
    const dialog = dateDialog(page);
    await expect(dialog.getByRole('checkbox', { name: 'Modifier tout le secteur' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /Date de démontage/ }).fill(day.input);
    const saved = page.waitForResponse((response) => response.url().includes(`/api/update-route/${boulder.id}/`));
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    expect((await saved).request().postDataJSON()).toEqual({ date: day.input, modifyBlock: false, modifySector: true });
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(other.name);
    await page.locator(`[data-route-id="${other.id}"]`).click();
    await expect(detailDialog(page).getByRole('heading', { name: other.name })).toBeVisible();
    await expect(detailDialog(page).locator('dd').filter({ hasText: day.short })).toBeVisible();
    await screenshot(page, 'bomain-sector-date-on-other-boulder');

    const after = await api(page, filterCall(userId, { sectors: [boulder.sector.id], end: 100 }));
    for (const route of after.routes) expect(route.planned_dismantling).toBe(day.iso);
  });

  test('marketing staff see the boulders but no pencil', async ({ page }) => {
    await openBoulders(page, 'media');
    await expect(rows(page)).toHaveCount(PAGE_SIZE);
    await expect(page.getByRole('button', { name: /^Modifier la date de démontage/ })).toHaveCount(0);
    await rows(page).first().click();
    await expect(detailDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await screenshot(page, 'bomain-media');
  });

  test('works at 1280 px and at 768 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openBoulders(page);
    // Every column fits at 1280 px: no sideways scrolling to reach the status or the pencil.
    await expect(table(page).getByRole('columnheader', { name: 'Statut' })).toBeInViewport({ ratio: 1 });
    await expect(
      rows(page)
        .first()
        .getByRole('button', { name: /^Modifier la date de démontage/ }),
    ).toBeInViewport({ ratio: 1 });
    await screenshot(page, 'bomain-1280');

    await page.setViewportSize({ width: 768, height: 1000 });
    await expect(page.getByRole('button', { name: `Charger ${PAGE_SIZE} blocs supplémentaires` })).toBeVisible();
    await screenshot(page, 'bomain-768');
    // The table scrolls sideways inside its card; the page itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
