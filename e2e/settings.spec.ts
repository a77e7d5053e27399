import { expect, test, type Locator, type Page } from './fixtures';
import { MESSAGES } from '../src/shared/messages';
import { chooseGym, DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs, screenshot, sidebar, submitLogin } from './helpers';
import { restoreDemoPassword } from './password-accounts';

const ADMIN_NEW_PASSWORD = 'Parametres-2025!';

const settersTable = (page: Page) => page.getByRole('table', { name: 'Mes ouvreurs' });
const setterRow = (page: Page, name: string) => page.getByTestId('setter-row').filter({ hasText: name });

async function openSettings(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Paramètres' }).click();
  await expect(page).toHaveURL(/\/parameters-admin(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeVisible();
  // The table has its rows (not the loading skeleton).
  await expect(page.getByTestId('setter-row').first()).toBeVisible();
}

async function checkOnly(dialog: Locator, labels: string[], among: string[]) {
  for (const label of among) {
    const box = dialog.getByRole('checkbox', { name: label, exact: true });
    if (labels.includes(label)) await box.check();
    else await box.uncheck();
  }
}

const ROLES = ['Chef-ouvreur', 'Ouvreur', 'Média'];

/** Takes `name` out of the admin's team through the API (the clean-up of a test stopped half-way). */
async function removeFromTeam(page: Page, adminId: string, name: string) {
  const answer = await page.request.get(`/api/gym-owner-route-setters/${adminId}`);
  if (!answer.ok()) return;
  const setters = (await answer.json()) as { uid: string; firstName: string; lastName: string }[];
  const person = setters.find((setter) => `${setter.firstName} ${setter.lastName}` === name);
  if (!person) return;
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const removed = await page.request.post(`/api/update-route-setter-infos/${adminId}/`, {
    data: { userId: person.uid, roles: ['route_setter'], gyms: [] },
    headers: { 'X-CSRFToken': decodeURIComponent(csrf) },
  });
  expect(removed.ok(), `${name} removed from the team`).toBe(true);
}

test.describe('/parameters-admin', () => {
  test('an admin sees the profile block and “Mes ouvreurs” without their own row', async ({ page }) => {
    const userId = await loginAs(page, 'admin');
    await openSettings(page);
    await expect(page).toHaveTitle('Paramètres · Gaston');

    const me = (await (await page.request.get(`/api/routesetterinfos/${userId}`)).json()) as { first_name: string; last_name: string };
    const myName = `${me.first_name} ${me.last_name}`;
    await expect(page.getByTestId('profile-name')).toHaveText(myName);
    await expect(page.getByText('se modifient dans l’application mobile Gaston')).toBeVisible();
    await expect(page.getByLabel('Rôle').getByText('Administrateur')).toBeVisible();
    await expect(settersTable(page).getByRole('columnheader')).toHaveText(['Nom', 'Rôle', 'Salles', 'Ressenti', 'Modifier']);
    await expect(setterRow(page, myName)).toHaveCount(0);
    await screenshot(page, 'settings-admin');

    await page.setViewportSize({ width: 768, height: 1000 });
    await expect(page.getByRole('button', { name: 'Ajouter un ouvreur' })).toBeInViewport();
    await screenshot(page, 'settings-admin-768');
  });

  test('a route setter who is neither admin nor chief setter is told the page is not for them', async ({ page }) => {
    // Two full page loads (login, then the address typed): slow on a busy machine.
    test.slow();
    await loginAs(page, 'setter');
    await page.goto('/parameters-admin');
    await expect(page.getByText('Cette page est réservée aux administrateurs et aux chefs-ouvreurs.')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await screenshot(page, 'settings-not-admin');
  });

  test('an admin adds a climber as setter, changes their rights, then removes them', async ({ page }) => {
    test.slow();
    const adminId = await loginAs(page, 'admin');
    await openSettings(page);
    let name = '';
    try {
      await page.getByRole('button', { name: 'Ajouter un ouvreur' }).click();
      const addDialog = page.getByRole('dialog', { name: 'Ajouter un ouvreur' });
      await expect(addDialog).toBeVisible();
      await expect(addDialog.getByRole('button', { name: 'Ajouter' })).toBeDisabled();

      const select = addDialog.getByRole('combobox', { name: 'Grimpeur' });
      await select.click();
      await select.fill('mar');
      const firstOption = page.getByRole('option').first();
      await expect(firstOption).toBeVisible();
      await screenshot(page, 'settings-add-setter-search');
      name = (await firstOption.innerText()).trim();
      expect(name.toLowerCase()).toContain('mar');
      await firstOption.click();
      await expect(select).toHaveValue(name);
      await expect(setterRow(page, name)).toHaveCount(0);
      await addDialog.getByRole('button', { name: 'Ajouter' }).click();

      const assignDialog = page.getByRole('dialog', { name: 'Attribution des salles' });
      await expect(assignDialog).toBeVisible();
      await expect(addDialog).toBeHidden();
      await expect(assignDialog).toContainText(name);
      const gymBoxes = assignDialog.getByRole('group', { name: 'Salles' }).getByRole('checkbox');
      const gymNames = (await gymBoxes.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''))).filter(
        Boolean,
      );
      expect(gymNames.length).toBeGreaterThanOrEqual(2);
      await checkOnly(assignDialog, ['Ouvreur', 'Média'], ROLES);
      await checkOnly(assignDialog, gymNames, gymNames);
      await screenshot(page, 'settings-assign-gyms');
      await assignDialog.getByRole('button', { name: 'Confirmer' }).click();
      await expect(assignDialog).toBeHidden();

      // The table is refreshed with the new setter.
      const row = setterRow(page, name);
      await expect(row).toHaveCount(1);
      await expect(row.getByText('Ouvreur', { exact: true })).toBeVisible();
      await expect(row.getByText('Média', { exact: true })).toBeVisible();
      for (const gym of gymNames) await expect(row.getByText(gym, { exact: true })).toBeVisible();
      await screenshot(page, 'settings-setter-added');

      // Rights: chief route setter and route setter on the first gym only.
      await row.getByRole('button', { name: `Modifier les droits de ${name}` }).click();
      const rightsDialog = page.getByRole('dialog', { name: `${name} - Droits d'ouverture` });
      await expect(rightsDialog).toBeVisible();
      await expect(rightsDialog.getByRole('checkbox', { name: 'Média' })).toBeChecked();
      await expect(rightsDialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
      await checkOnly(rightsDialog, ['Chef-ouvreur', 'Ouvreur'], ROLES);
      await checkOnly(rightsDialog, [gymNames[0]], gymNames);
      await screenshot(page, 'settings-rights-modal');
      await rightsDialog.getByRole('button', { name: 'Confirmer' }).click();
      // Taken out of a gym: asked first, naming it.
      const ask = page.getByRole('dialog', { name: `Retirer ${name}` });
      await expect(ask).toContainText(gymNames[1]!);
      await ask.getByRole('button', { name: 'Retirer' }).click();
      await expect(rightsDialog).toBeHidden();
      await expect(row.getByText('Chef-ouvreur', { exact: true })).toBeVisible();
      await expect(row.getByText('Média', { exact: true })).toHaveCount(0);
      await expect(row.getByText(gymNames[1], { exact: true })).toHaveCount(0);

      // Kept by the server.
      await page.reload();
      await expect(setterRow(page, name).getByText('Chef-ouvreur', { exact: true })).toBeVisible();
      await expect(setterRow(page, name).getByText(gymNames[0], { exact: true })).toBeVisible();

      // No gym left: the person leaves the team (and the demo data is as before).
      await setterRow(page, name)
        .getByRole('button', { name: `Modifier les droits de ${name}` })
        .click();
      const removeDialog = page.getByRole('dialog', { name: `${name} - Droits d'ouverture` });
      await checkOnly(removeDialog, [], gymNames);
      await expect(removeDialog).toContainText('disparaîtra de la liste');
      await removeDialog.getByRole('button', { name: 'Confirmer' }).click();
      await page
        .getByRole('dialog', { name: `Retirer ${name}` })
        .getByRole('button', { name: 'Retirer' })
        .click();
      await expect(removeDialog).toBeHidden();
      await expect(setterRow(page, name)).toHaveCount(0);
    } finally {
      // The demo data stays as it was, even when a step above failed.
      if (name) await removeFromTeam(page, adminId, name);
    }
  });

  test.describe('own password', () => {
    test.afterAll(async () => {
      await restoreDemoPassword(DEMO_ACCOUNTS.admin, [ADMIN_NEW_PASSWORD]);
    });

    test('the admin changes their password in the modal, logs in with it, then sets the original back', async ({ page }) => {
      test.slow();
      for (const [from, to] of [
        [DEMO_PASSWORD, ADMIN_NEW_PASSWORD],
        [ADMIN_NEW_PASSWORD, DEMO_PASSWORD],
      ]) {
        await page.goto('/login-pro');
        await submitLogin(page, DEMO_ACCOUNTS.admin, from);
        await expect(page).toHaveURL(/\/homepagebo$/);
        await chooseGym(page);
        await openSettings(page);

        await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
        const dialog = page.getByRole('dialog', { name: 'Changer de mot de passe' });
        await expect(dialog).toBeVisible();
        const submit = dialog.getByRole('button', { name: 'Changer de mot de passe' });
        await expect(submit).toBeDisabled();
        await expect(dialog.getByText(MESSAGES.passwordHint)).toBeVisible();

        const password = dialog.getByLabel(/^Nouveau mot de passe/);
        await password.fill('faible');
        await password.blur();
        await expect(dialog.getByText(MESSAGES.passwordMinLength)).toBeVisible();
        await password.fill(to);
        await dialog.getByLabel(/^Confirmation du mot de passe/).fill(to);
        await dialog.getByRole('button', { name: 'Afficher la confirmation' }).click();
        await expect(submit).toBeEnabled();
        if (to === ADMIN_NEW_PASSWORD) await screenshot(page, 'settings-password-modal');
        await submit.click();

        await expect(page).toHaveURL(/\/password-changed\/$/);
        await expect(page.getByText('Votre mot de passe a bien été changé')).toBeVisible();
        // Every session ended: the stored user is forgotten and the back office asks for a login.
        await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
        await page.goto('/homepagebo');
        await expect(page).toHaveURL(/\/login-pro$/);
      }
      // The original password works again.
      await loginAs(page, 'admin');
    });
  });
});
