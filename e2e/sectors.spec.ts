import { expect, test, type Locator, type Page } from './fixtures';
import { MESSAGES } from '../src/shared/messages';
import { loginAs, screenshot } from './helpers';

interface SectorChoice {
  id: number;
  name: string;
  newest_sector: boolean;
  oldest_sector: boolean;
}

/** The favourite gym is the admin's first gym: the page follows it. */
async function openSectors(page: Page, account: Parameters<typeof loginAs>[1] = 'admin') {
  await loginAs(page, account);
  await page.evaluate(() => window.localStorage.setItem('favoriteGymInfo', JSON.stringify({ id: 1, name: 'Gaston Bloc Lyon' })));
  const answer = page.waitForResponse((response) => /\/api\/sector-details\/1\/?$/.test(response.url()) && response.ok());
  const gymInfo = page.waitForResponse((response) => response.url().includes('/api/routesettergymonlyinfosspecific/') && response.ok());
  await page.goto('/sectors-details');
  const body = (await (await answer).json()) as { sectorBasisChoices: SectorChoice[] };
  // The edit controls depend on the gym info: once it is in, the page shows its final controls.
  const [info] = (await (await gymInfo).json()) as { can_edit: boolean }[];
  await expect(page.getByRole('heading', { level: 1, name: 'Vue secteurs' })).toBeVisible();
  return Object.assign(body.sectorBasisChoices, { canEdit: info?.can_edit });
}

const sectorButton = (page: Page, name: string) => page.getByRole('group', { name: 'Secteurs' }).getByRole('button', { name, exact: true });
const selectedName = (page: Page) => page.getByTestId('selected-sector-name');
const boulderRows = (page: Page) => page.getByTestId('sector-boulder-row');

/** 'DD/MM/YYYY' shown in the page → Date at noon UTC (safe from time zones). */
function parseShown(text: string): Date {
  const [dd, mm, yyyy] = text.trim().split('/').map(Number) as [number, number, number];
  return new Date(Date.UTC(yyyy, mm - 1, dd, 12));
}
const shown = (date: Date) => `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Today in Paris, at noon UTC. */
function parisToday(): Date {
  const [yyyy, mm, dd] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(yyyy, mm - 1, dd, 12));
}

async function fillDateModal(page: Page, title: string, value: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox');
  await field.fill(value);
  return dialog;
}

async function expectSelected(page: Page, choice: SectorChoice, button: Locator) {
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`sector-outline-${choice.id}`)).toHaveAttribute('data-selected', 'true');
  await expect(selectedName(page)).toHaveText(choice.name);
}

test.describe('/sectors-details', () => {
  // Each test logs in and reads the demo gym's statistics: slower than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('shows the newest sector first, with its outline colours, statistics, histogram, boulders and comments', async ({ page }) => {
    const choices = await openSectors(page);
    const newest = choices.find((choice) => choice.newest_sector)!;
    const next = choices.find((choice) => choice.oldest_sector)!;
    expect(newest, 'the demo gym has a newest sector').toBeTruthy();

    await expectSelected(page, newest, sectorButton(page, newest.name));
    await expect(page.getByTestId(`sector-outline-${newest.id}`)).toHaveAttribute('data-tone', 'newest');
    await expect(page.getByTestId(`sector-outline-${next.id}`)).toHaveAttribute('data-tone', 'next');
    await expect(page.getByText('Tous les tableaux de cette page suivent le secteur sélectionné', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Choisis le secteur à analyser' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Statistiques' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informations générales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Derniers commentaires' })).toBeVisible();

    // '{n} blocs à parcourir' matches the rows, and the histogram gives 20 px to each of them.
    const count = await boulderRows(page).count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: `${count} blocs à parcourir` })).toBeVisible();
    const heights = await page.getByTestId('histogram-bar-body').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(heights.reduce((sum, height) => sum + height, 0)).toBeCloseTo(count * 20, 0);
    await expect(page.getByRole('button', { name: "Modifier la date d'ouverture du secteur" })).toBeVisible();
    await screenshot(page, 'sectors-newest');
  });

  test('a sector is chosen by its button or by its outline, and a sector already seen is not fetched again', async ({ page }) => {
    const choices = await openSectors(page);
    const others = choices.filter((choice) => !choice.newest_sector);
    const [byButton, byOutline] = [others[0]!, others[1]!];

    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sector-details-by-id/')) fetched.push(request.url());
    });

    await sectorButton(page, byButton.name).click();
    await expectSelected(page, byButton, sectorButton(page, byButton.name));
    await expect(boulderRows(page).first()).toBeVisible();

    await page.getByTestId(`sector-outline-${byOutline.id}`).click();
    await expectSelected(page, byOutline, sectorButton(page, byOutline.name));
    await expect(sectorButton(page, byButton.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(boulderRows(page).first()).toBeVisible();
    expect(fetched.filter((url) => url.includes(`/${byButton.id}/`))).toHaveLength(1);
    expect(fetched.filter((url) => url.includes(`/${byOutline.id}/`))).toHaveLength(1);
    await screenshot(page, 'sectors-selected-by-outline');

    // Back to the first one: shown from the cache, no second call.
    await sectorButton(page, byButton.name).click();
    await expectSelected(page, byButton, sectorButton(page, byButton.name));
    expect(fetched.filter((url) => url.includes(`/${byButton.id}/`))).toHaveLength(1);
  });

  test('a boulder row opens the Détail bloc modal, its pencil the dismantling modal', async ({ page }) => {
    await openSectors(page);
    const first = boulderRows(page).first();
    const name = (await first.locator('td').first().textContent())!.trim();
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Détail bloc' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(name).first()).toBeVisible();
    await expect(dialog.getByText('Statistiques du bloc')).toBeVisible();
    await screenshot(page, 'sectors-boulder-detail');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();

    // The pencil of a row opens the boulder's dismantling modal, whole sector by default.
    await page.getByRole('button', { name: `Modifier la date de démontage du bloc ${name}` }).click();
    const dateDialog = page.getByRole('dialog', { name: 'Modification date de démontage' });
    await expect(dateDialog).toBeVisible();
    await expect(dateDialog.getByRole('checkbox', { name: 'Modifier tout le secteur' })).toBeChecked();
    await expect(dateDialog.getByRole('checkbox', { name: 'Modifier seulement ce bloc' })).not.toBeChecked();
    await dateDialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dateDialog).toBeHidden();
  });

  test('changing the opening and the dismantling date of a sector, seen again after a reload', async ({ page }) => {
    const choices = await openSectors(page);
    // A sector that is neither the newest nor the next to dismantle: its dates can move without changing those marks.
    const sector =
      choices.find((choice) => !choice.newest_sector && !choice.oldest_sector && choice.name === 'Le Pilier') ??
      choices.find((c) => !c.newest_sector && !c.oldest_sector)!;
    await sectorButton(page, sector.name).click();
    await expect(selectedName(page)).toHaveText(sector.name);

    const openingText = (await page.getByTestId('sector-opening-date').textContent())!;
    const opening = parseShown(openingText);
    // One day earlier or later, in turn on each run, so that the date really changes and stays after the previous opening.
    const newOpening = addDays(opening, opening.getUTCDate() % 2 === 0 ? -1 : 1);

    await page.getByRole('button', { name: "Modifier la date d'ouverture du secteur" }).click();
    const openingDialog = await fillDateModal(page, "Modification date d'ouverture", '32/13/2026');
    await expect(openingDialog.getByText(MESSAGES.dateDoesNotExist)).toBeVisible();
    await expect(openingDialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
    await openingDialog.getByRole('textbox').fill(shown(newOpening));
    await expect(openingDialog.getByText('Format : JJ/MM/AAAA')).toBeVisible();
    await screenshot(page, 'sectors-opening-modal');
    const openingWrite = page.waitForResponse((response) => response.url().includes(`/api/update-sector-opening/${sector.id}/`));
    await openingDialog.getByRole('button', { name: 'Confirmer' }).click();
    expect((await openingWrite).status()).toBe(200);
    await expect(openingDialog).toBeHidden();
    await expect(page.getByTestId('sector-opening-date')).toHaveText(shown(newOpening));

    // Dismantling in 3 or 4 days (whichever differs from now): after the opening, and close enough for the orange warning.
    const closingText = (await page.getByTestId('sector-closing-date').textContent())!;
    const today = parisToday();
    const newClosing = shown(addDays(today, 3)) === closingText.trim() ? addDays(today, 4) : addDays(today, 3);
    await page.getByRole('button', { name: 'Modifier la date de démontage du secteur' }).click();
    const closingDialog = await fillDateModal(page, 'Modification date de démontage', shown(newClosing));
    const closingWrite = page.waitForResponse((response) => response.url().includes(`/api/update-sector/${sector.id}/`));
    await closingDialog.getByRole('button', { name: 'Confirmer' }).click();
    expect((await closingWrite).status()).toBe(200);
    await expect(closingDialog).toBeHidden();
    await expect(page.getByTestId('sector-closing-date')).toHaveText(shown(newClosing));
    await expect(page.getByTestId('dismantling-warning')).toHaveAttribute('data-level', 'orange');

    await page.reload();
    await sectorButton(page, sector.name).click();
    await expect(selectedName(page)).toHaveText(sector.name);
    await expect(page.getByTestId('sector-opening-date')).toHaveText(shown(newOpening));
    await expect(page.getByTestId('sector-closing-date')).toHaveText(shown(newClosing));
    await expect(page.getByTestId('dismantling-warning')).toHaveAttribute('data-level', 'orange');
    // The active boulders follow the sector's dismantling date.
    const dismantlingCells = await boulderRows(page).locator('td:nth-child(6)').allTextContents();
    const short = `${shown(newClosing).slice(0, 6)}${shown(newClosing).slice(8)}`;
    expect(dismantlingCells.length).toBeGreaterThan(0);
    expect(dismantlingCells.every((cell) => cell.trim() === short)).toBe(true);
    await screenshot(page, 'sectors-dates-changed');
  });

  test('the sector next to dismantle shows the red warning when its date is past', async ({ page }) => {
    const choices = await openSectors(page);
    const next = choices.find((choice) => choice.oldest_sector)!;
    await sectorButton(page, next.name).click();
    await expect(selectedName(page)).toHaveText(next.name);
    const closing = parseShown((await page.getByTestId('sector-closing-date').textContent())!);
    const days = Math.round((closing.getTime() - parisToday().getTime()) / 86_400_000);
    const warning = page.getByTestId('dismantling-warning');
    if (days < 0) await expect(warning).toHaveAttribute('data-level', 'red');
    else if (days <= 5) await expect(warning).toHaveAttribute('data-level', 'orange');
    else await expect(warning).toHaveCount(0);
    await screenshot(page, 'sectors-next-to-dismantle');
  });

  test('marketing staff see the sector without any edit control', async ({ page }) => {
    const { canEdit } = await openSectors(page, 'media');
    expect(canEdit).toBe(false);
    await expect(boulderRows(page).first()).toBeVisible();
    await expect(page.getByTestId('sector-opening-date')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Modifier la date/ })).toHaveCount(0);
    await screenshot(page, 'sectors-media-read-only');
  });

  test('at 768 px wide the page stays usable', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    await openSectors(page);
    await expect(boulderRows(page).first()).toBeVisible();
    await screenshot(page, 'sectors-768');
  });
});
