import { expect, test, type Page } from './fixtures';
import { MESSAGES } from '../src/shared/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, loginAs, screenshot, sidebar, submitLogin } from './helpers';

/** The `error` text the server answered to the next POST /api/login/ (what the page must show). */
async function loginAnswer(page: Page, email: string, password: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/login/') && response.request().method() === 'POST');
  await submitLogin(page, email, password);
  const response = await answer;
  return { status: response.status(), body: (await response.json()) as { error?: string } };
}

const storedUser = (page: Page) => page.evaluate(() => window.localStorage.getItem('user'));

test.describe('/login-pro', () => {
  test('loads neither Mantine nor the back office before login, then the dashboard brings them', async ({ page }) => {
    const files: string[] = [];
    page.on('response', (response) => {
      if (['script', 'stylesheet'].includes(response.request().resourceType())) files.push(new URL(response.url()).pathname);
    });
    await page.goto('/login-pro');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(files.some((file) => /login-page/.test(file))).toBe(true);
    expect(files.filter((file) => /mantine|back-office|dashboard/i.test(file))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-mantine-color-scheme'))).toBe(false);

    await submitLogin(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/homepagebo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    expect(files.some((file) => /mantine-layout/.test(file))).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  test('an admin logs in and lands on the dashboard with the sidebar and their name', async ({ page }) => {
    const userId = await loginAs(page, 'admin');

    const info = await page.request.get(`/api/routesetterinfos/${userId}`);
    expect(info.ok()).toBe(true);
    const { first_name, last_name } = (await info.json()) as { first_name: string; last_name: string };

    const nav = sidebar(page);
    await expect(nav).toBeVisible();
    for (const label of ['Accueil', 'Secteurs', 'Circuits', 'Commentaires', 'Détail blocs', 'Paramètres']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByText(`${first_name} ${last_name}`)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page).toHaveTitle('Tableau de bord · Gaston');
    await screenshot(page, 'login-admin-dashboard');
  });

  test('a route setter who is not admin does not see Paramètres', async ({ page }) => {
    await loginAs(page, 'setter');
    const nav = sidebar(page);
    await expect(nav.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await expect(nav.getByTestId('sidebar-user')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Paramètres' })).toHaveCount(0);
    await screenshot(page, 'login-setter-dashboard');
  });

  test('a wrong password shows the server’s error text and stays on the page', async ({ page }) => {
    await page.goto('/login-pro');
    const { status, body } = await loginAnswer(page, DEMO_ACCOUNTS.admin, 'Pas-le-bon-2024!');
    expect(status).toBe(401);
    expect(body.error).toBeTruthy();
    await expect(page.getByRole('alert').filter({ hasText: body.error as string })).toBeVisible();
    await expect(page).toHaveURL(/\/login-pro$/);
    expect(await storedUser(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    await screenshot(page, 'login-wrong-password');
  });

  test('a climber without gym access sees the server’s error text', async ({ page }) => {
    await page.goto('/login-pro');
    const { status, body } = await loginAnswer(page, DEMO_ACCOUNTS.climber, DEMO_PASSWORD);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(body.error).toBeTruthy();
    await expect(page.getByRole('alert').filter({ hasText: body.error as string })).toBeVisible();
    await expect(page).toHaveURL(/\/login-pro$/);
    expect(await storedUser(page)).toBeNull();
    await screenshot(page, 'login-climber-refused');
  });

  test('empty submit and a bad e-mail show the validation messages without calling the server', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/login/')) calls.push(request.url());
    });
    await page.goto('/login-pro');

    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();

    const email = page.getByLabel(/^Email/);
    await email.fill('pas-une-adresse');
    await email.blur();
    await expect(page.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await screenshot(page, 'login-validation');

    await email.fill('admin@demo.fr');
    await email.blur();
    await expect(page.getByText(MESSAGES.emailInvalid)).toHaveCount(0);
    expect(calls).toEqual([]);
  });

  test('the eye button shows and hides the password', async ({ page }) => {
    await page.goto('/login-pro');
    const password = page.getByLabel(/^Mot de passe/);
    await password.fill('Secret-123!');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Afficher le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await screenshot(page, 'login-password-visible');

    await page.getByRole('button', { name: 'Masquer le mot de passe' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the form works with the keyboard alone', async ({ page }) => {
    await page.goto('/login-pro');
    await page.getByLabel(/^Email/).focus();
    await page.keyboard.type(DEMO_ACCOUNTS.chief);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(/^Mot de passe/)).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/homepagebo$/);
    await screenshot(page, 'login-keyboard');
  });

  test('"Mot de passe oublié ?" leads to /password-reset', async ({ page }) => {
    await page.goto('/login-pro');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await screenshot(page, 'password-reset-from-login');
  });
});

test.describe('back-office access', () => {
  test('/bomain without a stored user redirects to /login-pro', async ({ page }) => {
    await page.goto('/bomain');
    await expect(page).toHaveURL(/\/login-pro$/);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await screenshot(page, 'bomain-redirects-to-login');
  });

  test('logout returns to /login-pro, then a back-office page redirects to the login', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.evaluate(() => window.localStorage.setItem('favoriteGymInfo', JSON.stringify({ id: 1, name: 'Salle test' })));

    await sidebar(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login-pro$/);
    expect(await storedUser(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('favoriteGymInfo'))).toBeNull();

    // The server session is closed too, not only the stored id.
    const after = await page.request.get('/api/routesetterinfos/00000000-0000-4000-8000-000000000000');
    expect(after.status()).toBe(401);

    await page.goto('/sectors-details');
    await expect(page).toHaveURL(/\/login-pro$/);
    await screenshot(page, 'logout-then-login');
  });

  test('an expired session met by a back-office call sends the visitor to /login-pro', async ({ page, context }) => {
    await loginAs(page, 'admin');
    // The id stays stored but the server no longer knows the session.
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login-pro$/);
    expect(await storedUser(page)).toBeNull();
  });

  test('under 768 px the sidebar becomes a burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(burger).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Secteurs' })).not.toBeInViewport();
    await burger.click();
    await expect(sidebar(page).getByRole('link', { name: 'Secteurs' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
    await screenshot(page, 'mobile-sidebar-open');
    await sidebar(page).getByRole('link', { name: 'Secteurs' }).click();
    await expect(page).toHaveURL(/\/sectors-details$/);
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  });

  test('the login page collapses to one column on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login-pro');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeInViewport();
    await screenshot(page, 'login-mobile');
  });

  test('an unknown address shows the French 404 page', async ({ page }) => {
    await page.goto('/cette-page-n-existe-pas');
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await screenshot(page, 'not-found');
  });
});
