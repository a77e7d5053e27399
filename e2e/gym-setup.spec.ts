/**
 * Gym set-up in Chromium (docs/product.md › Route setting: screens 'Gym set-up', 'Journal', 'Exports'): a chief setter
 * creates a sector, renames it, draws its outline with an undo, deletes it; creates a circuit and
 * deletes it; adds a tag; sets the cycle back; reads it all in the journal; downloads an export.
 * Everything it creates is removed or named uniquely, so the demo stays as it was.
 */
import { expect, test, type Page } from './fixtures';
import { loginAs, screenshot, sidebar } from './helpers';

const stamp = Date.now().toString(36).slice(-4).toUpperCase();

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

test.describe('gym set-up', () => {
  test('a chief setter sets up sectors, circuits, tags and the cycle, then reads the journal and downloads an export', async ({ page }) => {
    test.slow();
    await loginAs(page, 'chief');
    await sidebar(page).getByRole('link', { name: 'Paramètres' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
    // A chief setter who is not admin has no team tab.
    await expect(page.getByRole('tab', { name: 'Ouvreurs' })).toHaveCount(0);

    // Secteurs: create, rename, outline (three clicks, one undone, one more), then delete.
    await openTab(page, 'Secteurs');
    const name = `Essai ${stamp}`;
    await page.getByRole('textbox', { name: 'Nouveau secteur', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Créer le secteur' }).click();
    const row = page.locator(`tr[data-sector="${name}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Renommer ${name}` }).click();
    await row.getByRole('textbox', { name: `Nouveau nom de ${name}` }).fill(`${name} bis`);
    await row.getByRole('textbox', { name: `Nouveau nom de ${name}` }).press('Enter');
    const renamed = page.locator(`tr[data-sector="${name} bis"]`);
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: `Contour de ${name} bis` }).click();
    const editor = page.getByRole('dialog', { name: `Contour du secteur ${name} bis` });
    const canvas = editor.getByTestId('outline-canvas');
    await expect(canvas).toBeVisible();
    const box = (await canvas.boundingBox())!;
    for (const [x, y] of [
      [0.1, 0.1],
      [0.3, 0.1],
      [0.9, 0.9],
    ] as const)
      await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await expect(editor.getByText('3 points', { exact: true })).toBeVisible();
    await editor.getByRole('button', { name: 'Annuler le dernier point' }).click();
    await expect(editor.getByText('2 points : encore au moins 1', { exact: true })).toBeVisible();
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.3);
    await expect(editor.getByText('4 points', { exact: true })).toBeVisible();
    await screenshot(page, 'gym-setup-outline');
    await editor.getByRole('button', { name: 'Enregistrer le contour' }).click();
    await expect(editor).toBeHidden();
    await expect(renamed.getByRole('button', { name: `Contour de ${name} bis` })).toHaveText('Redessiner');
    await screenshot(page, 'gym-setup-sectors');
    await renamed.getByRole('button', { name: `Supprimer ${name} bis` }).click();
    // Asked first, saying what goes (issue 31, item 22).
    const ask = page.getByRole('dialog', { name: 'Supprimer le secteur' });
    await expect(ask).toContainText(`Le secteur « ${name} bis » sera supprimé`);
    await ask.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(renamed).toHaveCount(0);

    // A 60-character name without a space wraps in its cell instead of pushing the other columns out (item 27).
    const long = `Secteur${stamp}`.padEnd(60, 'x');
    await page.getByRole('textbox', { name: 'Nouveau secteur', exact: true }).fill(long);
    await page.getByRole('button', { name: 'Créer le secteur' }).click();
    const longRow = page.locator(`tr[data-sector="${long}"]`);
    await expect(longRow).toBeVisible();
    expect((await longRow.locator('td').nth(1).boundingBox())!.width).toBeLessThan(420);
    await longRow.getByRole('button', { name: `Supprimer ${long}` }).click();
    await page.getByRole('dialog', { name: 'Supprimer le secteur' }).getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(longRow).toHaveCount(0);

    // Circuits: create one, then delete it (no boulder uses it).
    await openTab(page, 'Circuits');
    const circuit = `Circuit ${stamp}`;
    await page.getByRole('textbox', { name: 'Nouveau circuit', exact: true }).fill(circuit);
    await page.getByRole('combobox', { name: 'Nouveau circuit : niveau correspondant' }).selectOption('6A');
    await page.getByRole('button', { name: 'Créer le circuit' }).click();
    const circuitRow = page.locator(`tr[data-circuit="${circuit}"]`);
    await expect(circuitRow).toBeVisible();
    await screenshot(page, 'gym-setup-circuits');
    await circuitRow.getByRole('button', { name: `Supprimer ${circuit}` }).click();
    await expect(circuitRow).toHaveCount(0);

    // Tags: add one to Mouvement.
    await openTab(page, 'Tags');
    const tag = `Style ${stamp}`;
    const movement = page.getByRole('region', { name: 'Mouvement' });
    await movement.getByRole('textbox', { name: 'Nouveau tag Mouvement' }).fill(tag);
    await movement.getByRole('button', { name: 'Ajouter' }).click();
    await expect(movement.getByText(tag)).toBeVisible();

    // Cycle: a wrong value is refused in French, then 35 is saved.
    await openTab(page, 'Cycle');
    const cycle = page.getByRole('textbox', { name: 'Cycle (jours)' });
    await cycle.fill('400');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le cycle est un nombre entier de jours entre 1 et 365.')).toBeVisible();
    await cycle.fill('35');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Cycle enregistré : 35 jours.')).toBeVisible();

    // Journal: the changes above, newest first, filtered to the set-up kind.
    await openTab(page, 'Journal');
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Configuration' }).click();
    const journal = page.getByTestId('history-list');
    await expect(journal.getByText(`Tag : — → Mouvement : ${tag}`)).toBeVisible();
    await expect(journal.getByText(`Secteur : ${name} → ${name} bis`)).toBeVisible();
    await expect(journal.getByText(`Secteur : ${name} bis → —`)).toBeVisible();
    await screenshot(page, 'gym-setup-journal');

    // Exports: a CSV download named after the gym and the day.
    await openTab(page, 'Exports');
    const download = page.waitForEvent('download');
    await page.getByRole('region', { name: 'Blocs actifs' }).getByRole('link', { name: 'Télécharger' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    // A sector's history, from its page: the demo's setting days are there.
    await sidebar(page).getByRole('link', { name: 'Secteurs' }).click();
    const sectorName = await page.getByTestId('selected-sector-name').textContent();
    await page.getByRole('button', { name: 'Historique' }).click();
    const history = page.getByRole('dialog', { name: `Historique · ${sectorName}` });
    await expect(history.getByTestId('history-list').getByText("Séance d'ouverture").first()).toBeVisible();
    await screenshot(page, 'sector-history');
  });

  test('at 390 px the tabs scroll sideways and nothing else overflows', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/parameters-admin?onglet=secteurs');
    await expect(page.getByRole('tab', { name: 'Secteurs', selected: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Secteurs de la salle' })).toBeVisible();
    await screenshot(page, 'gym-setup-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
