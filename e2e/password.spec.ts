import { expect, test } from './fixtures';
import { MESSAGES } from '../src/shared/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, screenshot, submitLogin } from './helpers';
import { mailsTo, resetLinkFromOutbox, restoreDemoPassword } from './password-accounts';

// The route setter's account: its password changes during the test and is set back at the end.
const ACCOUNT = DEMO_ACCOUNTS.setter;
const NEW_PASSWORD = 'Nouveau-Bloc-2025!';

test.describe('password reset by e-mail', () => {
  test.afterAll(async () => {
    await restoreDemoPassword(ACCOUNT, [NEW_PASSWORD]);
  });

  test('/password-reset checks the e-mail before calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/sendemailresetpassword/')) calls.push(request.url());
    });
    await page.goto('/password-reset');
    await expect(page).toHaveTitle('Mot de passe oublié · Gaston');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    const email = page.getByLabel(/^Email/);
    await email.fill('pas-une-adresse');
    await email.blur();
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await screenshot(page, 'password-reset-validation');
    expect(calls).toEqual([]);
  });

  test('a link e-mailed to the account sets a new password that then logs in; the link works once', async ({ page }) => {
    const since = Date.now() - 1000;
    await page.goto('/password-reset');
    // Sent lowercased and trimmed.
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/sendemailresetpassword/'));
    await page.getByLabel(/^Email/).fill(`  ${ACCOUNT.toUpperCase()} `);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    expect((await sent).postDataJSON()).toEqual({ email: ACCOUNT });

    const dialog = page.getByRole('dialog', { name: 'Email Envoyé' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('spams');
    await screenshot(page, 'password-reset-sent');

    const link = await resetLinkFromOutbox(ACCOUNT, since);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(page).toHaveURL(/\/login-pro$/);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Changer de mot de passe' })).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordHint)).toBeVisible();
    const submit = page.getByRole('button', { name: 'Changer de mot de passe' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirmation du mot de passe/).fill(NEW_PASSWORD);
    await expect(submit).toBeEnabled();
    await screenshot(page, 'password-change-filled');
    await submit.click();

    await expect(page).toHaveURL(/\/password-changed\/$/);
    await expect(page.getByText('Votre mot de passe a bien été changé')).toBeVisible();
    await screenshot(page, 'password-changed');

    // The new password opens the back office.
    await page.getByRole('link', { name: 'Se connecter à l’espace ouvreur' }).click();
    await expect(page).toHaveURL(/\/login-pro$/);
    await submitLogin(page, ACCOUNT, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/homepagebo$/);

    // The same link a second time: the server's French message, with a way to ask for a new one.
    await page.goto(link);
    await page.getByLabel(/^Nouveau mot de passe/).fill('Encore-Un-2025!');
    await page.getByLabel(/^Confirmation du mot de passe/).fill('Encore-Un-2025!');
    await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.resetLinkInvalid })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/password-reset');
    await screenshot(page, 'password-change-link-used');
  });

  test('an unknown address gets the same answer and no mail', async ({ page }) => {
    const since = Date.now() - 1000;
    const unknown = `personne-${Date.now()}@demo.fr`;
    await page.goto('/password-forgotten/');
    await page.getByLabel(/^Email/).fill(unknown);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('dialog', { name: 'Email Envoyé' })).toBeVisible();
    expect(mailsTo(unknown, since)).toEqual([]);
  });

  test('when the mail cannot be sent, the failure modal shows the server’s text; Retour closes it', async ({ page }) => {
    await page.route('**/api/sendemailresetpassword/', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: MESSAGES.genericError }) }),
    );
    await page.goto('/password-reset');
    await page.getByLabel(/^Email/).fill(ACCOUNT);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    const dialog = page.getByRole('dialog', { name: 'Une erreur est survenue.' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Le mail n'a pas pu être envoyé à cette adresse");
    await expect(dialog).toContainText(MESSAGES.genericError);
    await screenshot(page, 'password-reset-failed');
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/password-reset$/);
  });

  test('the change form shows the rules in order, and each field has its own eye button', async ({ page }) => {
    await page.goto('/password-change?token=un-jeton-pour-voir-la-page&uid=00000000-0000-4000-8000-000000000000');
    const password = page.getByLabel(/^Nouveau mot de passe/);
    const confirmation = page.getByLabel(/^Confirmation du mot de passe/);
    for (const [value, message] of [
      ['', MESSAGES.passwordRequired],
      ['court', MESSAGES.passwordMinLength],
      ['sans-majuscule', MESSAGES.passwordUppercase],
      ['Sans-Chiffre', MESSAGES.passwordDigit],
      ['SansSpecial1', MESSAGES.passwordSpecial],
    ] as const) {
      await password.fill(value);
      await password.blur();
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await password.fill('Valide-2025!');
    await confirmation.fill('Autre-2025!');
    await confirmation.blur();
    await expect(page.getByText(MESSAGES.confirmationMismatch)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Changer de mot de passe' })).toBeDisabled();

    await page.getByRole('button', { name: 'Afficher le nouveau mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirmation).toHaveAttribute('type', 'password');
    await screenshot(page, 'password-change-validation');
    await page.getByRole('button', { name: 'Afficher la confirmation' }).click();
    await expect(confirmation).toHaveAttribute('type', 'text');
  });

  test('a link without token or uid says so and leads to a new request', async ({ page }) => {
    await page.goto('/password-change');
    await expect(page.getByText('Ce lien de changement de mot de passe est incomplet')).toBeVisible();
    await screenshot(page, 'password-change-incomplete-link');
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
  });

  test('the demo password still logs in after the suite', async ({ page }) => {
    await restoreDemoPassword(ACCOUNT, [NEW_PASSWORD]);
    await page.goto('/login-pro');
    await submitLogin(page, ACCOUNT, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/homepagebo$/);
  });
});
