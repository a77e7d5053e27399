import { randomUUID } from 'node:crypto';
import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, screenshot } from './helpers';

/**
 * A contest's live page (contests.md §5) on the demo's running contest ('defi-novembre'): on a 390 px
 * phone, results entered by the organiser reach the open page without reloading it, through the
 * server-sent signal; a tap on a competitor explains their score boulder by boulder.
 */

/** The chief setter's API session (cookies and anti-forgery token), outside the page. */
async function chiefApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL });
  await api.get('/api/csrf/');
  const csrf = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value;
  const login = await api.post('/api/login/', { data: { username: DEMO_ACCOUNTS.chief, password: DEMO_PASSWORD }, headers: { 'X-CSRFToken': csrf } });
  expect(login.status()).toBe(200);
  const fresh = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value;
  return { api, csrf: fresh };
}

test.use({ viewport: { width: 390, height: 844 } });

test('the live ranking updates without reload when results arrive, and explains a score', async ({ page, baseURL }) => {
  const { api, csrf } = await chiefApi(baseURL!);
  const contests = (await (await api.get('/api/gyms/1/contests/?pageSize=100')).json()) as { results: { id: number; slug: string }[] };
  const contestId = contests.results.find((c) => c.slug === 'defi-novembre')!.id;
  const contest = (await (await api.get(`/api/contests/${contestId}/`)).json()) as { boulders: { id: number }[] };

  await page.goto('/contests/defi-novembre');
  await expect(page.getByRole('heading', { name: 'Le défi de la semaine', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('section[aria-labelledby^="categorie-"] tbody tr');
  await expect(rows.first()).toBeVisible();
  // The last woman of the ranking flashes every boulder: she becomes first, on the open page.
  const lastName = (await rows.last().getAttribute('aria-label'))!.replace(/ : voir le détail du score$/, '');
  const women = (await (await api.get(`/api/public/contests/defi-novembre/ranking/`)).json()) as { categories: { id: number; competitors: { competitorId: number }[] }[] };
  const last = women.categories[0]!.competitors.at(-1)!.competitorId;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const sent = Date.now();
  for (const boulder of contest.boulders) {
    const answer = await api.put(`/api/contests/${contestId}/results/${randomUUID()}/`, {
      data: { competitorId: last, boulderId: boulder.id, attempts: 1, zoneAttempt: boulder.id % 5 === 0 ? null : 1, topAttempt: 1 },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(answer.status()).toBe(200);
  }
  const her = page.getByRole('row', { name: `${lastName} : voir le détail du score` });
  await expect(her.locator('td').first()).toHaveText('1', { timeout: 3000 });
  expect(Date.now() - sent).toBeLessThan(3000 + contest.boulders.length * 200);
  // Not reloaded: the page's own state is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await screenshot(page, 'contest-live-phone');

  await her.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Bloc 1', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Flash').first()).toBeVisible();
  // Best 10: the other boulders are struck through, the total is 10 flashes.
  await expect(dialog.locator('tfoot')).toContainText('150 pts');
  await screenshot(page, 'contest-live-explain', { fullPage: false });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await api.dispose();
});

test('an unknown contest says so', async ({ page }) => {
  await page.goto('/contests/contest-inconnu');
  await expect(page.getByRole('heading', { name: 'Contest introuvable' })).toBeVisible();
});
