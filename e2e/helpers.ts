import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo accounts (docs/product.md › Demo data); every one uses DEMO_PASSWORD. */
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

/**
 * Screenshot saved as e2e/screenshots/<name>.png (ignored by git), for a look by eye: the full page,
 * or only the screen (`fullPage: false`) when a sheet or dialog is open over it.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions are finished at once so the picture shows the settled page.
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

/** Signs a climber in through the app's form at /app, and waits for their gyms. */
export async function signInToApp(page: Page, email: string = DEMO_ACCOUNTS.climber, password: string = DEMO_PASSWORD) {
  await page.goto('/app');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/app\/salles/);
}

/** Fills and sends the /login-pro form (the page must already be open). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mot de passe/).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The demo gyms (docs/product.md › Demo data). */
/** Makes a climber account through the API, where making it is not the step under test (201 asserted). */
export async function signUpClimber(api: APIRequestContext, account: { firstName: string; lastName: string; email: string; password?: string }, base = '') {
  const response = await api.post(`${base}/api/v1/auth/signup/`, { data: { password: DEMO_PASSWORD, ...account } });
  expect(response.status(), await response.text()).toBe(201);
}

export const DEMO_GYMS = {
  lyon: 'Gaston Bloc Lyon',
  villeurbanne: 'Gaston Bloc Villeurbanne',
  grenoble: 'Vertical Grenoble',
} as const;

/** The gym each account works in first (autre@demo.fr only has Grenoble). */
const FIRST_GYM: Record<DemoAccount, string | null> = {
  admin: DEMO_GYMS.lyon,
  chief: DEMO_GYMS.lyon,
  setter: DEMO_GYMS.lyon,
  media: DEMO_GYMS.lyon,
  otherGym: DEMO_GYMS.grenoble,
  climber: null,
};

/**
 * Logs in through the page and, as a person would, picks the gym in the 'Choix salle' modal that
 * opens by itself while no favourite gym is stored (`gym: null` leaves the modal open).
 */
export async function loginAs(page: Page, account: DemoAccount = 'admin', gym: string | null = FIRST_GYM[account]): Promise<string> {
  await page.goto('/login-pro');
  await submitLogin(page, DEMO_ACCOUNTS[account], DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/homepagebo$/);
  const userId = await page.evaluate(() => window.localStorage.getItem('user'));
  expect(userId, 'the login stores the user id').toBeTruthy();
  if (gym) await chooseGym(page, gym);
  return JSON.parse(userId as string) as string;
}

/** The 'Choix salle' modal. */
export const gymDialog = (page: Page) => page.getByRole('dialog', { name: 'Choix salle' });

/**
 * Makes `name` the selected gym on a back-office page (desktop width): picks it in the 'Choix
 * salle' modal that opens by itself after login while no gym is stored, or through 'Changer
 * salle' when another gym is selected; does nothing when it already is.
 */
export async function chooseGym(page: Page, name: string = DEMO_GYMS.lyon) {
  const dialog = gymDialog(page);
  const current = sidebar(page).getByTestId('sidebar-gym-name');
  await expect(dialog.or(current).first()).toBeVisible();
  if (!(await dialog.isVisible())) {
    if ((await current.textContent()) === name) return;
    await sidebar(page).getByRole('button', { name: 'Changer salle' }).click();
  }
  await dialog.getByRole('button', { name }).click();
  await expect(dialog).toBeHidden();
  await expect(current).toHaveText(name);
}

/** The back-office sidebar (the burger menu on small screens). */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu du back office' });

/** An API session of the chief setter of Lyon (for setting a test's scene, never for the step under test). */
export async function chiefApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/csrf/');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value;
  const login = await api.post('/api/login/', { data: { username: DEMO_ACCOUNTS.chief, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': csrf } });
  expect(login.status()).toBe(200);
  const fresh = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value;
  return { api, csrf: fresh };
}

/** The id of the demo's running contest 'defi-novembre' and its boulders. */
export async function runningContest(api: APIRequestContext) {
  const contests = (await (await api.get('/api/gyms/1/contests/?pageSize=100')).json()) as { results: { id: number; slug: string }[] };
  const contestId = contests.results.find((c) => c.slug === 'defi-novembre')!.id;
  const contest = (await (await api.get(`/api/contests/${contestId}/`)).json()) as { boulders: { id: number; number: number }[]; categories: { id: number }[] };
  return { contestId, ...contest };
}

/** A judge of 'defi-novembre' (from runningContest) on its first three boulders: the path of their link (made again if it exists: 200). */
export async function judgeLinkPath(
  api: APIRequestContext,
  csrf: string,
  { contestId, boulders }: Awaited<ReturnType<typeof runningContest>>,
  judge: { name: string; code: string },
): Promise<string> {
  const { name, code } = judge;
  const made = await api.post(`/api/contests/${contestId}/judges/`, {
    data: { name, code, boulderIds: boulders.slice(0, 3).map((b) => b.id) },
    headers: { 'X-CSRFToken': csrf },
  });
  expect([200, 201]).toContain(made.status());
  return new URL(((await made.json()) as { link: string }).link, 'http://localhost').pathname;
}

/** axe-core's WCAG 2.2 A and AA rules (issue 35; docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The WCAG violations axe finds on the page as it is, one line each, prefixed with `label` (empty when none).
 * A modal or drawer still fading in blends its text with the page behind, so running animations end first.
 */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Only the violations: axe then skips building the details of every passed check. options() replaces
  // the whole option object, so it comes before withTags(), which adds its runOnly to it.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  return violations.map(
    (v) =>
      `${label}: ${v.id} (${v.impact}) ${v.help} × ${v.nodes.length}: ${v.nodes
        .slice(0, 6)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`)
        .join(' | ')}`,
  );
}
