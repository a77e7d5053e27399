// The public pages in the visitor's language (docs/i18n.md): English for a browser that asks for it,
// French otherwise, and the footer's switch, remembered in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const catalog = (area: string, locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'src/shared/i18n/catalogs', area, `${locale}.json`), 'utf8')) as Record<string, string>;
const french = catalog('public', 'fr');
const english = catalog('public', 'en');

/** French texts of the catalogue (those that differ from their English version) found in the page's visible text. */
async function frenchTextsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return Object.entries(french)
    .filter(([key, value]) => value !== english[key] && !value.includes('{'))
    .map(([, value]) => value)
    .filter((value) => text.includes(value));
}

test.describe('languages of the public pages', () => {
  test.use({ locale: 'en-GB' });

  test('an English browser gets the landing page in English, and the footer switches it to French for good', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: english['landing.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: english['notify.submit'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    // The notify form's own checks speak English too.
    await page.getByLabel(english['notify.email']).fill('julie@exemple');
    await page.getByRole('combobox', { name: english['notify.gym'] }).focus();
    await expect(page.getByText(english['notify.notifyEmailInvalid'])).toBeVisible();

    const language = page.getByLabel(english['layout.language']);
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel(french['layout.language'])).toHaveValue('fr');

    // Remembered: a new visit stays in French although the browser asks for English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
    await page.getByRole('link', { name: french['layout.generalConditions'] }).click();
    await expect(page.getByRole('link', { name: french['layout.personalData'] })).toBeVisible();
  });
});

test('a French browser gets the landing page in French', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel(french['layout.language'])).toHaveValue('fr');
});
