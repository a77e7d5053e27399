import { expect, test, type Page } from './fixtures';
import type { Comment } from '../src/shared/contract/routes';
import { formatShortDate } from '../src/shared/domain/dates';
import { chooseGym, DEMO_GYMS } from './choose-gym';
import { loginAs, screenshot, sidebar } from './helpers';

const LYON = DEMO_GYMS.lyon;
const VILLEURBANNE = DEMO_GYMS.villeurbanne;
const PAGE_SIZE = 20;

async function gymComments(page: Page, gymId: number): Promise<Comment[]> {
  const response = await page.request.get(`/api/gym-comments/${gymId}/`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Comment[];
}

test.describe('/comments', () => {
  // Logs in and loads a whole screen of data per test: room for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test('lists every comment of the gym, newest first, 20 at a time, with a small first view', async ({ page }) => {
    await loginAs(page, 'admin');
    await chooseGym(page, LYON);
    const comments = await gymComments(page, 1);
    expect(comments.length).toBeGreaterThan(2 * PAGE_SIZE);

    // Every API answer of the first view, in bytes as transferred.
    const apiBytes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiBytes.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await sidebar(page).getByRole('link', { name: 'Commentaires' }).click();
    await expect(page).toHaveURL(/\/comments$/);
    await expect(page).toHaveTitle('Commentaires · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Commentaires' })).toBeVisible();
    await expect(page.getByTestId('comments-count')).toHaveText(String(comments.length));

    const items = page.getByTestId('comment');
    await expect(items).toHaveCount(PAGE_SIZE);
    const firstView = (await Promise.all(apiBytes)).reduce((sum, bytes) => sum + bytes, 0);
    console.info(`/comments first view: ${firstView} bytes of API data`);
    expect(firstView).toBeLessThanOrEqual(100_000);
    const first = comments[0]!;
    const firstItem = items.first();
    await expect(firstItem).toContainText(first.comment);
    await expect(firstItem).toContainText(`${first.user.first_name} ${first.user.last_name}`);
    await expect(firstItem).toContainText(first.route.name);
    await expect(firstItem).toContainText(formatShortDate(first.created_at));
    await expect(firstItem.getByTestId('difficulty-icon')).toBeVisible();
    await screenshot(page, 'comments');
    // The whole list makes a very tall picture: the first screen too, to look at the details.
    await page.screenshot({ path: 'e2e/screenshots/comments-first-screen.png', animations: 'disabled' });

    const rest = comments.length - PAGE_SIZE;
    // French groups thousands with a narrow no-break space: 1 048, not 1048.
    const restText = new Intl.NumberFormat('fr-FR').format(rest);
    await page.getByRole('button', { name: `Charger plus (${restText} restant${rest > 1 ? 's' : ''})` }).click();
    await expect(items).toHaveCount(2 * PAGE_SIZE);
    await expect(items.nth(PAGE_SIZE)).toContainText(comments[PAGE_SIZE]!.comment);
    await expect(items.nth(2 * PAGE_SIZE - 1)).toContainText(comments[2 * PAGE_SIZE - 1]!.comment);

    await page.setViewportSize({ width: 768, height: 1000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: 'e2e/screenshots/comments-768-first-screen.png', animations: 'disabled' });
  });

  test('a gym switch shows the other gym’s comments without a reload', async ({ page }) => {
    await loginAs(page, 'setter');
    await chooseGym(page, LYON);
    await page.goto('/comments');
    const lyon = await gymComments(page, 1);
    await expect(page.getByTestId('comments-count')).toHaveText(String(lyon.length));
    await page.evaluate(() => Object.assign(window, { commentsMarker: 1 }));

    await chooseGym(page, VILLEURBANNE);
    const villeurbanne = await gymComments(page, 2);
    await expect(page.getByTestId('comments-count')).toHaveText(String(villeurbanne.length));
    await expect(page.getByTestId('comment').first()).toContainText(villeurbanne[0]!.comment);
    expect(await page.evaluate(() => (window as unknown as { commentsMarker?: number }).commentsMarker)).toBe(1);
  });

  test('without any comment the page says so', async ({ page }) => {
    await page.route('**/api/gym-comments/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ count: 0, results: [], nextCursor: null }) }),
    );
    await loginAs(page, 'chief');
    await chooseGym(page, LYON);
    await page.goto('/comments');
    await expect(page.getByText('Pas encore de commentaire')).toBeVisible();
    await expect(page.getByTestId('comment')).toHaveCount(0);
    await screenshot(page, 'comments-empty');
  });

  test('a failed call shows a notification instead of a frozen page', async ({ page }) => {
    await page.route('**/api/gym-comments/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
    await loginAs(page, 'chief');
    await chooseGym(page, LYON);
    await page.goto('/comments');
    await expect(page.getByText('Les commentaires n’ont pas pu être chargés.')).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'comments-error');
  });
});
