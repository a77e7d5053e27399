/**
 * Find the boulder on the wall: a setter places a new boulder on the gym's plan by a click in the
 * form (and nudges it with the keyboard); a climber on a 390 px phone sees its pin, marked new, and a
 * tap opens its sheet; the list shows pictures, and a boulder's sheet its photo.
 */
import { expect, test, type Page } from './fixtures';
import { loginAs, screenshot, signInToApp } from './helpers';

const name = `Repère ${Date.now().toString(36).slice(-4).toUpperCase()}`;

async function pick(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('find the boulder', () => {
  test.describe.configure({ timeout: 90_000 });

  test('placed on the plan in the form, found by its pin on a phone; pictures in the list and the sheet', async ({ page, browser }) => {
    await loginAs(page, 'setter');
    await page.goto('/boulders/new');
    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    await pick(page, 'Secteur', /.+/);
    const sector = await page.getByRole('combobox', { name: 'Secteur', exact: true }).inputValue();
    await pick(page, 'Circuit', /.+/);
    const plan = page.getByRole('application', { name: 'Plan de la salle : cliquez pour placer le bloc' });
    const box = (await plan.boundingBox())!;
    await plan.click({ position: { x: box.width * 0.4, y: box.height * 0.5 } });
    await expect(page.getByRole('application', { name: 'Plan de la salle : bloc placé à 40 % de la largeur et 50 % de la hauteur' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('application', { name: /^Plan de la salle : bloc placé à 41 % de la largeur/ })).toBeVisible();
    await screenshot(page, 'boulder-form-plan');
    const grade = await page.getByRole('combobox', { name: 'Sous-niveau', exact: true }).inputValue();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL(/\/bomain$/);

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const app = await phone.newPage();
    await signInToApp(app);
    await app.goto('/app/salles/1');
    // Every demo boulder is placed: the whole gym shows dots, a sector tapped shows its pins.
    await expect(app.getByTestId('plan-dots')).toBeVisible();
    await expect(app.getByText('Touchez un secteur pour voir ses blocs sur le plan.')).toBeVisible();
    await screenshot(app, 'app-plan-dots', { fullPage: false });
    await app.getByRole('button', { name: new RegExp(`^${sector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} :`) }).tap();
    const pin = app.getByRole('button', { name: `${name}, ${grade}, nouveau` });
    await expect(pin).toBeVisible();
    await expect(app.getByTestId('plan-pin').first()).toBeVisible();
    await screenshot(app, 'app-plan-pins', { fullPage: false });
    await pin.tap();
    const sheet = app.getByRole('dialog', { name });
    await expect(sheet.getByTestId('boulder-sheet')).toBeVisible();
    await sheet.getByRole('button', { name: 'Fermer' }).tap();
    await expect(sheet).toBeHidden();

    // The list's pictures; a boulder with an uploaded photo shows it in its sheet.
    await app.getByRole('button', { name: 'Tous les secteurs' }).tap();
    await expect(app.getByTestId('plan-dots')).toBeVisible();
    await expect(app.getByTestId('boulder-thumbnail').first()).toBeVisible();
    const withPhoto = app
      .getByTestId('climber-boulder')
      .filter({ has: app.locator('img[src$=".jpg"]') })
      .first();
    await withPhoto.scrollIntoViewIfNeeded();
    await withPhoto.getByRole('button').first().tap();
    await withPhoto.getByRole('button', { name: 'Voir le bloc, noter, commenter, signaler' }).tap();
    await expect(app.getByRole('dialog').getByRole('img', { name: /^Photo du bloc / })).toBeVisible();
    await screenshot(app, 'app-boulder-photo', { fullPage: false });
    await phone.close();

    // The demo keeps as many active boulders as it had: the setter strips this one.
    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(name);
    await page.getByTestId('boulder-row').filter({ hasText: name }).click();
    await page.getByRole('dialog', { name: 'Détail bloc' }).getByRole('button', { name: 'Démonter' }).click();
    await page.getByRole('dialog', { name: 'Démonter' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(page.getByRole('dialog', { name: 'Détail bloc' }).getByRole('button', { name: 'Annuler le démontage' })).toBeVisible();
  });
});
