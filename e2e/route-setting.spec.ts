/**
 * Route setting in Chromium (docs/product.md › Route setting: screens): create three boulders with 'Enregistrer et ajouter
 * le suivant', strip one and undo it from 'Détail bloc', read its history, then strip the three as
 * a selection. The demo ends with as many active boulders as it started with.
 */
import { expect, test, type Page } from './fixtures';
import { loginAs, screenshot } from './helpers';

const SEARCH = 'Rechercher un bloc par son nom';
const stamp = Date.now().toString(36).slice(-4).toUpperCase();
const names = [`Essai ${stamp} un`, `Essai ${stamp} deux`, `Essai ${stamp} trois`];

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('route setting', () => {
  test('create three boulders with « ajouter le suivant », strip and undo one, read its history, strip the selection', async ({ page }) => {
    await loginAs(page, 'setter');
    await page.goto('/bomain');
    await page.getByRole('link', { name: 'Nouveau bloc' }).click();
    await expect(page).toHaveURL(/\/boulders\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nouveau bloc' })).toBeVisible();
    // A climbing name is suggested.
    await expect(page.getByRole('textbox', { name: 'Nom' })).not.toHaveValue('');

    await page.getByRole('textbox', { name: 'Nom' }).fill(names[0]!);
    await pick(page, 'Secteur', /.+/);
    await pick(page, 'Circuit', /.+/);
    const grade = await page.getByRole('combobox', { name: 'Sous-niveau', exact: true }).inputValue();
    expect(grade).toMatch(/^[3-9][ABC]\+?$/);
    await screenshot(page, 'route-setting-new-boulder');

    await page.getByRole('button', { name: 'Enregistrer et ajouter le suivant' }).click();
    await expect(page.getByText(`« ${names[0]} » est ouvert`)).toBeVisible();
    // Sector, circuit and setters stay; the name is cleared (a new suggestion comes), focus on Nom.
    await expect(page.getByRole('textbox', { name: 'Nom' })).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'Sous-niveau', exact: true })).toHaveValue(grade);
    await page.getByRole('textbox', { name: 'Nom' }).fill(names[1]!);
    await page.getByRole('button', { name: 'Enregistrer et ajouter le suivant' }).click();
    await expect(page.getByText(`« ${names[1]} » est ouvert`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Nom' }).fill(names[2]!);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/bomain$/);

    await page.getByRole('textbox', { name: SEARCH }).fill(`Essai ${stamp}`);
    await expect(page.getByRole('heading', { level: 2, name: '3 blocs à parcourir' })).toBeVisible();

    // One boulder: strip it from its detail, then undo.
    await page.getByTestId('boulder-row').filter({ hasText: names[0]! }).click();
    const detail = page.getByRole('dialog', { name: 'Détail bloc' });
    await detail.getByRole('button', { name: 'Démonter' }).click();
    const strip = page.getByRole('dialog', { name: 'Démonter' });
    await expect(strip.getByRole('textbox', { name: 'Date de démontage' })).not.toHaveValue('');
    await strip.getByRole('button', { name: 'Confirmer' }).click();
    await expect(detail.getByRole('button', { name: 'Annuler le démontage' })).toBeVisible();
    await detail.getByRole('button', { name: 'Annuler le démontage' }).click();
    await expect(detail.getByRole('button', { name: 'Démonter' })).toBeVisible();
    await detail.getByRole('button', { name: 'Historique' }).click();
    const history = detail.getByTestId('history-list');
    await expect(history.getByText('Démontage annulé')).toBeVisible();
    await expect(history.getByText('Statut : Actif → Fermé')).toBeVisible();
    await expect(history.getByText(`Nom : ${names[0]}`)).toBeVisible();
    await screenshot(page, 'route-setting-history');
    await detail.getByRole('button', { name: 'Fermer' }).click();

    // The three as a selection.
    for (const name of names) await page.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
    await page.getByRole('button', { name: 'Démonter la sélection (3)' }).click();
    await screenshot(page, 'route-setting-strip-selection');
    await page.getByRole('dialog', { name: 'Démonter' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByText('3 blocs démontés.')).toBeVisible();
    await expect(page.getByText('Les filtres sélectionnés ne correspondent à aucun bloc')).toBeVisible();
  });

  test('the form works at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'setter');
    await page.goto('/boulders/new');
    await expect(page.getByRole('button', { name: 'Enregistrer et ajouter le suivant' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A photo is uploaded as soon as it is chosen; its thumbnail shows.
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/^Photo du bloc \(JPEG/).setInputFiles({ name: 'mur.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Photo du bloc' })).toBeVisible();
    await screenshot(page, 'route-setting-new-boulder-390');
  });

  test('the setting day, the pyramid and the labels work at 390 px', async ({ page }) => {
    await loginAs(page, 'chief');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading, name] of [
      ['/setting', "Séance d'ouverture", 'route-setting-day-390'],
      ['/setting/pyramid', 'Pyramide', 'route-setting-pyramid-390'],
      ['/setting/labels', 'Étiquettes', 'route-setting-labels-390'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test('marketing staff see no setting control', async ({ page }) => {
    await loginAs(page, 'media');
    await page.goto('/bomain');
    await expect(page.getByTestId('boulder-row').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nouveau bloc' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /^Sélectionner/ })).toHaveCount(0);
    await page.getByTestId('boulder-row').first().click();
    const detail = page.getByRole('dialog', { name: 'Détail bloc' });
    await expect(detail.getByRole('button', { name: 'Historique' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Démonter' })).toHaveCount(0);
    await expect(detail.getByRole('link', { name: 'Modifier le bloc' })).toHaveCount(0);
  });
});

test.describe('setting day', () => {
  test('a setting day of 5 boulders entered with the keyboard only, validated in one go', async ({ page }) => {
    // A whole journey (a draft, a reload, the labels' PDF, the public page): beyond one page's 30 s on a loaded machine.
    test.setTimeout(90_000);
    await loginAs(page, 'setter', 'Gaston Bloc Villeurbanne');
    await page.getByRole('navigation', { name: 'Menu du back office' }).getByRole('link', { name: 'Ouverture' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Séance d'ouverture" })).toBeVisible();

    // A sector chosen with the arrow keys; every boulder on its wall is kept (Space on each), so that nothing is stripped.
    const sector = page.getByRole('combobox', { name: 'Secteur', exact: true });
    await sector.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(/^Sur le mur aujourd'hui/)).toBeVisible();
    await expect(page.getByTestId('setting-wall').or(page.getByText('Aucun bloc actif dans ce secteur.'))).toBeVisible();
    for (const keep of await page.getByTestId('setting-wall').getByRole('checkbox').all()) {
      await keep.focus();
      await page.keyboard.press('Space');
      await expect(keep).toBeChecked();
    }

    for (let line = 1; line <= 5; line++) {
      const circuit = page.getByRole('combobox', { name: `Ligne ${line} : Circuit` });
      if (line === 1) await circuit.focus();
      await expect(circuit).toBeFocused();
      await page.keyboard.press('ArrowDown'); // the first circuit
      for (let i = 1; i < line; i++) await page.keyboard.press('ArrowDown'); // then the next ones
      await page.keyboard.press('Tab'); // Sous-niveau, preset to the circuit's grade
      await expect(page.getByRole('combobox', { name: `Ligne ${line} : Sous-niveau` })).not.toHaveValue('');
      // Niveau or Couleur des prises come first in the gyms that use them.
      const focusedName = async () => (await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))) ?? '';
      for (let i = 0; i < 3 && !(await focusedName()).endsWith('Inclinaison'); i++) await page.keyboard.press('Tab');
      expect(await focusedName()).toBe(`Ligne ${line} : Inclinaison`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab'); // Prises
      await page.keyboard.press('Tab'); // Mouvement
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab'); // Ouvreur(s): the session's
      await page.keyboard.press('Tab'); // Nom, suggested
      await expect(page.getByRole('textbox', { name: `Ligne ${line} : Nom` })).toBeFocused();
      await page.keyboard.press('End');
      await page.keyboard.type(` ${stamp}`);
      if (line < 5) await page.keyboard.press('Enter');
    }
    // The second boulder placed on the gym's plan by a click where it is.
    const plan = page.getByRole('region', { name: 'Position sur le plan' });
    await plan.getByRole('combobox', { name: 'Bloc à placer' }).selectOption({ index: 1 });
    const picker = plan.getByRole('application');
    const box = (await picker.boundingBox())!;
    await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
    await expect(
      plan.getByRole('application', { name: /^Plan de la salle : bloc placé à (29|30|31) % de la largeur et (59|60|61) % de la hauteur$/ }),
    ).toBeVisible();
    await expect(page.getByTestId('draft-status')).toHaveText(/Brouillon enregistré/);
    await screenshot(page, 'route-setting-setting-day');

    // The draft is on the server: a reload (or another device) finds it, once, and resumes it.
    await page.reload();
    const drafts = page.getByTestId('setting-drafts');
    await expect(drafts.getByText(/· 5 blocs ·/)).toHaveCount(1);
    await drafts.getByRole('button', { name: 'Reprendre' }).first().click();
    await expect(page.getByRole('textbox', { name: 'Ligne 5 : Nom' })).toHaveValue(new RegExp(`${stamp}$`));
    await expect(plan.getByRole('combobox', { name: 'Bloc à placer' }).locator('option').nth(1)).toHaveText(/· placé$/);

    await page.getByRole('button', { name: "Valider l'ouverture" }).focus();
    await page.keyboard.press('Enter');
    const result = page.getByTestId('setting-result');
    await expect(result).toBeVisible();
    await expect(result).toContainText('5 nouveaux blocs, 0 bloc démonté.');
    await screenshot(page, 'route-setting-setting-day-validated');

    // Their labels, as one A4 sheet.
    await result.getByRole('link', { name: 'Imprimer les étiquettes' }).click();
    await expect(page).toHaveURL(/\/setting\/labels\?ids=/);
    const button = page.getByRole('button', { name: 'Télécharger le PDF (5 étiquettes)' });
    await expect(button).toBeEnabled();
    await screenshot(page, 'route-setting-labels');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^etiquettes-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await download.path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file)));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const ids = new URL(page.url()).searchParams.get('ids')!.split(',');

    // Back from the labels, the day's result is still there, and its boulders are announced from it.
    await page.goBack();
    await result.getByRole('link', { name: 'Annoncer ces blocs' }).click();
    await expect(page).toHaveURL(/\/annonces\?blocs=/);
    const dialog = page.getByRole('dialog', { name: 'Annoncer de nouveaux blocs' });
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(5);
    await expect(dialog.getByRole('checkbox', { checked: true, name: new RegExp(stamp) })).toHaveCount(5);
    const written = `Le secteur refait ${stamp}`;
    await dialog.getByRole('textbox', { name: 'Titre' }).fill(written);
    await dialog.getByRole('button', { name: 'Programmer l’annonce' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/annonces$/);
    const item = page.getByTestId('announcement').filter({ hasText: written });
    await expect(item).toContainText('En attente');
    await expect(item).toContainText('5 blocs');
    // Cancelled, so that no e-mail leaves a test run.
    await item.getByRole('button', { name: 'Annuler l’annonce' }).click();
    await page.getByRole('dialog', { name: 'Annuler cette annonce ?' }).getByRole('button', { name: 'Annuler l’annonce' }).click();
    await expect(item).toContainText('Annulée');

    // What a QR code opens: the public page of the boulder, for anyone, on a phone.
    const read = (id: string) =>
      page.evaluate(async (id) => (await (await fetch(`/api/boulders/${id}/`)).json()) as { code: string; planPosition: unknown }, id);
    const placed = await Promise.all(ids.map(async (id) => (await read(id)).planPosition));
    expect(placed.filter((position) => position !== null)).toEqual([{ x: expect.closeTo(0.3, 1), y: expect.closeTo(0.6, 1) }]);
    const { code } = await read(ids[0]!);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/b/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${stamp}$`) })).toBeVisible();
    await expect(page.getByText('Pas encore de note')).toBeVisible();
    await screenshot(page, 'route-setting-public-boulder-390');
  });
});

test.describe('pyramid and exports', () => {
  test('a chief setter reads the pyramid, sets a target and sees what to set next', async ({ page }) => {
    await loginAs(page, 'chief');
    await page.goto('/setting/pyramid');
    await expect(page.getByRole('heading', { level: 1, name: 'Pyramide' })).toBeVisible();
    const chart = page.getByRole('img', { name: 'Graphique cible et actuel' });
    await expect(chart.getByText('Cible')).toBeVisible();
    await expect(chart.getByText('Actuel')).toBeVisible();
    const first = page.getByRole('textbox', { name: /^Cible / }).first();
    await first.fill('99');
    await page.getByRole('button', { name: 'Enregistrer les cibles' }).click();
    await expect(page.getByText('Cibles enregistrées')).toBeVisible();
    await expect(page.getByTestId('to-set')).toContainText('styles peu présents');
    await expect(page.getByRole('table', { name: 'Ressenti des ouvreurs' })).toBeVisible();
    await screenshot(page, 'route-setting-pyramid');
    // Put the demo back as it was.
    await first.fill('');
    await page.getByRole('button', { name: 'Enregistrer les cibles' }).click();
  });

  test('marketing staff download the boulders as a CSV for French spreadsheets', async ({ page }) => {
    await loginAs(page, 'media');
    await page.goto('/bomain');
    await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Blocs actifs et leurs statistiques' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^blocs-gaston-bloc-lyon-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await download.path().then((file) => import('node:fs').then((fs) => fs.readFileSync(file, 'utf8')));
    expect(text.startsWith('\uFEFFId;Nom;Secteur;Circuit;')).toBe(true);
    expect(text.split('\r\n').length).toBeGreaterThan(100);
  });
});
