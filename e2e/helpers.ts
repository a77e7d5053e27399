import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (decisions.md §6); every one uses DEMO_PASSWORD. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.fr',
  chief: 'chef@demo.fr',
  setter: 'ouvreur@demo.fr',
  media: 'media@demo.fr',
  otherGym: 'autre@demo.fr',
  climber: 'grimpeur@demo.fr',
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

export const DEMO_PASSWORD = 'Gaston-2024!';

const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');

/** Full-page screenshot saved as e2e/screenshots/<name>.png (ignored by git), for a look by eye. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions are finished at once so the picture shows the settled page.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/** Fills and sends the /login-pro form (the page must already be open). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Logs in through the real form and waits for the dashboard; answers the stored user id. */
export async function loginAs(page: Page, account: DemoAccount = 'admin'): Promise<string> {
  await page.goto('/login-pro');
  await submitLogin(page, DEMO_ACCOUNTS[account], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/homepagebo$/);
  const userId = await page.evaluate(() => window.localStorage.getItem('user'));
  expect(userId, 'the login stores the user id').toBeTruthy();
  return JSON.parse(userId as string) as string;
}

/** The back-office sidebar (the burger menu on small screens). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu du back office' });
