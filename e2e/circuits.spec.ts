import { expect, test, type Page } from './fixtures';
import { loginAs, screenshot } from './helpers';

interface Header {
  id: number;
  name: string;
  boulder_count: number;
}

/** Logs in with gym 1 as favourite and opens the overview; answers the circuit rows the server sent. */
async function openOverview(page: Page) {
  await loginAs(page, 'admin');
  await page.evaluate(() => window.localStorage.setItem('favoriteGymInfo', JSON.stringify({ id: 1, name: 'Gaston Bloc Lyon' })));
  const answer = page.waitForResponse((response) => /\/api\/difficulty-circuit-header\/1\/?$/.test(response.url()) && response.ok());
  await page.goto('/circuits-overview');
  return (await (await answer).json()) as Header[];
}

/** '12,5' → 12.5 */
const readNumber = (text: string) => Number(text.trim().replace(',', '.'));

test.describe('circuits', () => {
  test.describe.configure({ timeout: 90_000 });

  test('overview → details of a circuit → back to the overview', async ({ page }) => {
    const headers = await openOverview(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Circuits' })).toBeVisible();
    await expect(page.getByTestId('circuit-row')).toHaveCount(headers.length);
    const total = headers.reduce((sum, header) => sum + header.boulder_count, 0);
    await expect(page.getByTestId('total-boulders')).toHaveText(String(total));
    await expect(page.getByTestId('difficulty-share')).toHaveCount(headers.filter((header) => header.boulder_count > 0).length);
    await expect(page.getByText('Astuce')).toBeVisible();
    await screenshot(page, 'circuits-overview');

    const chosen = headers.find((header) => header.boulder_count > 1) ?? headers[0]!;
    const details = page.waitForResponse((response) => response.url().includes(`/api/difficulty-circuit-full-details/1/${chosen.id}`) && response.ok());
    await page.getByRole('link', { name: `Voir le détail du circuit ${chosen.name}` }).click();
    await expect(page).toHaveURL(/\/circuits-details$/);
    const [body] = (await (await details).json()) as [{ boulders: unknown[]; comments: unknown[] }];

    await expect(page.getByRole('heading', { level: 1, name: `Circuit ${chosen.name}` })).toBeVisible();
    await expect(page.getByTestId('circuit-boulder-count')).toHaveText(String(chosen.boulder_count));
    const statistics = page.getByTestId('circuit-statistics');
    for (const label of ['Essais', 'Essais par jour', 'Cotation moyenne', 'Taux de réussite', 'Taux de flash', 'Essais avant réussite', 'Note des blocs']) {
      await expect(statistics.getByText(label, { exact: true })).toBeVisible();
    }

    // Boulders ranked by tries per day, highest first.
    const cards = page.getByTestId('circuit-boulders').getByTestId('boulder-card');
    await expect(cards).toHaveCount(body.boulders.length);
    const triesPerDay = (await cards.getByTestId('tries-per-day').allTextContents()).map(readNumber);
    expect(triesPerDay).toEqual([...triesPerDay].sort((a, b) => b - a));

    if (body.comments.length === 0) await expect(page.getByText('Pas encore de commentaire')).toBeVisible();
    else await expect(page.getByTestId('comment').first()).toBeVisible();
    await screenshot(page, 'circuits-details');

    // The choice is remembered: a reload shows the same circuit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Circuit ${chosen.name}` })).toBeVisible();

    await page.getByRole('link', { name: 'Retour aux circuits' }).click();
    await expect(page).toHaveURL(/\/circuits-overview$/);
    await expect(page.getByTestId('circuit-row').first()).toBeVisible();
  });

  test('/circuits-details without a chosen circuit goes back to the overview', async ({ page }) => {
    await openOverview(page);
    await page.evaluate(() => window.localStorage.removeItem('circuitDifficulty'));
    await page.goto('/circuits-details');
    await expect(page).toHaveURL(/\/circuits-overview$/);
    await expect(page.getByTestId('circuit-row').first()).toBeVisible();
  });

  test('the overview works with the keyboard and at 768 px wide', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1000 });
    const headers = await openOverview(page);
    const row = page.getByRole('link', { name: `Voir le détail du circuit ${headers[0]!.name}` });
    await row.focus();
    await screenshot(page, 'circuits-overview-768');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/circuits-details$/);
    await expect(page.getByRole('heading', { level: 1, name: `Circuit ${headers[0]!.name}` })).toBeVisible();
    await screenshot(page, 'circuits-details-768');
  });
});
