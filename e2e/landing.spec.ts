import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { NOTIFY_MESSAGES } from '../src/shared/domain/notify-rules';
import { screenshot } from './helpers';

/** The landing page's JavaScript budget (issue 5): gzipped, all scripts the page loads. */
const LANDING_JS_BUDGET_BYTES = 120 * 1024;

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '..', process.env.E2E_WEB_DIST_DIR ?? 'dist/web');

/** Every script the page downloads, and the gzipped size of its built file. */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const { pathname } = new URL(response.url());
    scripts.set(pathname, gzipSync(readFileSync(path.join(WEB_DIST_DIR, pathname))).length);
  });
  return scripts;
}

const gymField = (page: Page) => page.getByRole('combobox', { name: 'Ta salle d’escalade' });
const emailField = (page: Page) => page.getByLabel('Ton adresse email');
const submit = (page: Page) => page.getByRole('button', { name: 'Me tenir au courant' });

test.describe('/ (landing page)', () => {
  test('loads at most 120 KB of gzipped JavaScript, without Mantine nor the back office', async ({ page }) => {
    const scripts = recordScripts(page);
    const styles: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') styles.push(new URL(response.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(gymField(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const list = [...scripts].map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`).join(', ');
    test.info().annotations.push({ type: 'landing JS (gzipped)', description: `${(total / 1024).toFixed(1)} KB: ${list}` });
    console.log(`Landing page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (${list})`);
    expect(scripts.size).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET_BYTES);
    expect([...scripts.keys(), ...styles].filter((file) => /mantine|back-office|login/i.test(file))).toEqual([]);
    // Mantine's stylesheet and provider never reached the page.
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-mantine-color-scheme'))).toBe(false);
  });

  test('presents the app with its title, description, header buttons and links', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Gaston, l’app des grimpeurs');
    // The climbers' app is here: the page says so and opens it (issue 31, item 25).
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Disponible maintenant/);
    await expect(page.getByText('Disponible maintenant', { exact: true })).toBeVisible();
    await expect(page.getByText(/2024/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ouvrir l’app' })).toHaveAttribute('href', '/app');

    const header = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(header.getByRole('link', { name: 'Les défis de Gaston' })).toHaveAttribute('href', '/monthly-challenge');
    await expect(header.getByRole('link', { name: 'Mon espace ouvreur' })).toHaveAttribute('href', '/login-pro');

    const main = page.getByRole('main');
    for (const name of ['Prendre rendez-vous', 'S’inscrire à la newsletter']) {
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
    for (const name of ['Gaston sur Instagram', 'Gaston sur Facebook', 'Gaston sur LinkedIn']) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByText('Déjà en place chez notre salle partenaire').getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    const legal = page.getByRole('navigation', { name: 'Informations légales' });
    await expect(legal.getByRole('link', { name: 'Conditions générales' })).toHaveAttribute('href', '/general-conditions');
    await expect(legal.getByRole('link', { name: 'Données personnelles' })).toHaveAttribute('href', '/personnal-data');
    await expect(legal.getByRole('link', { name: 'Suppression de compte' })).toHaveAttribute('href', '/user-deletion-infos');
    await screenshot(page, 'landing-desktop');

    await page.setViewportSize({ width: 768, height: 1024 });
    await screenshot(page, 'landing-tablet');
  });

  test('the header buttons lead to the monthly challenge and to the light login page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Les défis de Gaston' }).click();
    await expect(page).toHaveURL(/\/monthly-challenge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Les défis de Gaston' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mon espace ouvreur' }).click();
    await expect(page).toHaveURL(/\/login-pro$/);
    // The login page is built without Mantine (first paint on phones): no Mantine provider or styles yet.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-mantine-color-scheme', /.*/);
  });

  test('the gym autocomplete suggests at most 5 partner gyms and works with the keyboard', async ({ page }) => {
    await page.goto('/');
    await gymField(page).click();
    await gymField(page).fill('LYON');
    const options = page.getByRole('listbox', { name: 'Ta salle d’escalade' }).getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(5);
    for (const text of await options.allTextContents()) expect(text.toLowerCase()).toContain('lyon');

    await gymField(page).fill('gaston bloc');
    await expect(options).toHaveText(['Gaston Bloc Lyon', 'Gaston Bloc Villeurbanne']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await screenshot(page, 'landing-autocomplete');
    await page.keyboard.press('Enter');
    await expect(gymField(page)).toHaveValue('Gaston Bloc Villeurbanne');
    await expect(options).toHaveCount(0);

    // The list closes 200 ms after the field is left.
    await gymField(page).fill('arkose');
    await expect(options.first()).toBeVisible();
    await emailField(page).focus();
    await expect(options).toHaveCount(0);
  });

  test('checks the fields with the spec’s messages and keeps the button off until valid', async ({ page }) => {
    await page.goto('/');
    await expect(submit(page)).toBeDisabled();
    await gymField(page).focus();
    await emailField(page).focus();
    await expect(page.getByText(NOTIFY_MESSAGES.notifyGymRequired)).toBeVisible();
    await emailField(page).fill('julie@');
    // Hidden while the e-mail field has focus.
    await expect(page.getByText(NOTIFY_MESSAGES.notifyEmailInvalid)).toHaveCount(0);
    await gymField(page).focus();
    await expect(page.getByText(NOTIFY_MESSAGES.notifyEmailInvalid)).toBeVisible();
    await emailField(page).fill('');
    await gymField(page).fill('Gaston Bloc Lyon');
    await expect(page.getByText(NOTIFY_MESSAGES.notifyEmailRequired)).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await screenshot(page, 'landing-form-errors');
    await emailField(page).fill('julie@exemple.fr');
    await expect(submit(page)).toBeEnabled();
  });

  test('signs up an e-mail for a gym, and answers a repeat the same way, so the form reveals nothing', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemple.fr`;
    await page.goto('/');
    await gymField(page).fill('villeurbanne');
    await page.getByRole('option', { name: 'Gaston Bloc Villeurbanne' }).click();
    await emailField(page).fill(email);

    const first = page.waitForResponse((response) => response.url().endsWith('/api/potentialnewuser/') && response.request().method() === 'POST');
    await submit(page).click();
    expect((await first).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: NOTIFY_MESSAGES.notifySucceeded })).toBeVisible();
    await expect(gymField(page)).toHaveValue('');
    await expect(submit(page)).toBeDisabled();
    await screenshot(page, 'landing-form-success');

    await gymField(page).fill('Gaston Bloc Villeurbanne');
    await emailField(page).fill(email.toUpperCase());
    const second = page.waitForResponse((response) => response.url().endsWith('/api/potentialnewuser/') && response.request().method() === 'POST');
    await submit(page).click();
    expect((await second).status()).toBe(201);
    await expect(page.getByRole('status').filter({ hasText: NOTIFY_MESSAGES.notifySucceeded })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await screenshot(page, 'landing-form-repeat');
  });

  test('shows the generic message for an unknown gym or a failure', async ({ page }) => {
    await page.goto('/');
    await gymField(page).fill('Une salle qui n’existe pas');
    await expect(page.getByText('Aucune salle partenaire ne correspond')).toBeVisible();
    await emailField(page).fill(`e2e-${Date.now()}@exemple.fr`);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(NOTIFY_MESSAGES.notifyGenericError);

    await page.route('**/api/potentialnewuser/', (route) => route.fulfill({ status: 500, json: { error: 'panne' } }));
    await gymField(page).fill('Gaston Bloc Lyon');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(NOTIFY_MESSAGES.notifyGenericError);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(gymField(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'landing-phone');
    // What the phone shows first, and the footer, at their real size.
    await page.screenshot({ path: 'e2e/screenshots/landing-phone-first-screen.png' });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/landing-phone-footer.png' });
  });
});
