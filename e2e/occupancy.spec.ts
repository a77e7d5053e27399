import { expect, test } from './fixtures';
import { chiefApi, loginAs, screenshot, sidebar, signInToApp } from './helpers';

/**
 * 'Affluence' (docs/occupancy.md): a chief setter sets the capacity and makes the entry counter's token
 * in Paramètres; the counter (a machine, so a plain HTTP call) reports; a climber sees the level in the
 * app and on the gym's public page at phone width; turned off, the public page says so. The levels
 * themselves are test/api/occupancy.test.ts.
 */
test.describe('Affluence', () => {
  test.describe.configure({ timeout: 90_000 });

  // The scene: Lyon shows its crowd level, with no capacity and no counter (as the demo has it, and again on a retry).
  test.beforeEach(async ({ baseURL }) => {
    const { api, csrf } = await chiefApi(baseURL!);
    expect((await api.delete('/api/gyms/1/occupancy-token/', { headers: { 'X-CSRFToken': csrf } })).status()).toBe(204);
    const reset = await api.put('/api/gyms/1/occupancy-settings/', { data: { enabled: true, capacity: null }, headers: { 'X-CSRFToken': csrf } });
    expect(reset.status()).toBe(200);
    await api.dispose();
  });

  test('the counter set up in Paramètres shows in the app and on the public page, and can be turned off', async ({ page, browser, request }) => {
    await loginAs(page, 'chief');
    await sidebar(page).getByRole('link', { name: 'Paramètres' }).click();
    await page.getByRole('tab', { name: 'Affluence' }).click();
    const display = page.getByRole('region', { name: 'Affluence' });
    const counter = page.getByRole('region', { name: 'Compteur d’entrées' });
    await expect(counter.getByTestId('counter-state')).toHaveText('Aucun compteur relié.');

    // A token before the capacity: the field is named.
    await counter.getByRole('button', { name: 'Créer un jeton' }).click();
    await expect(counter.getByText(/^Capacité d’accueil : indiquez-la/)).toBeVisible();
    await display.getByLabel('Capacité d’accueil').fill('0');
    await display.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(display.getByText('Capacité d’accueil : un nombre entier de 1 à 100 000 est attendu.')).toBeVisible();
    await display.getByLabel('Capacité d’accueil').fill('100');
    await display.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Affluence enregistrée.')).toBeVisible();

    await counter.getByRole('button', { name: 'Créer un jeton' }).click();
    const token = (await counter.getByTestId('counter-token').textContent())!.trim();
    expect(token).toMatch(/^gct_/);
    await expect(counter.getByTestId('counter-state')).toContainText('Aucun envoi reçu pour l’instant.');
    await screenshot(page, 'settings-occupancy');

    // The gym's entry counter reports 80 people of 100: 'Chargé'.
    const publicLink = display.getByRole('link', { name: /\/salles\/\d+$/ });
    const publicPath = new URL((await publicLink.textContent())!).pathname;
    const gymId = publicPath.split('/').pop();
    const sent = await request.post(`/api/v1/gyms/${gymId}/occupancy/`, { headers: { authorization: `Bearer ${token}` }, data: { count: 80 } });
    expect(sent.status()).toBe(204);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Compteur d’entrées' }).getByTestId('counter-state')).toContainText('Dernier envoi : 80 personnes');

    // A climber at phone width: the app's gym page, then the public page.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const app = await phone.newPage();
    await signInToApp(app);
    await app.goto(`/app/salles/${gymId}`);
    const crowd = app.getByTestId('crowd-now');
    await expect(crowd).toContainText('Chargé');
    await expect(crowd).toContainText('Donnée par le compteur d’entrées de la salle');
    await app.getByRole('button', { name: 'Voir les meilleurs moments' }).click();
    await expect(app.getByRole('heading', { name: 'Meilleurs moments' })).toBeVisible();
    await screenshot(app, 'app-gym-occupancy', { fullPage: false });

    await app.goto(publicPath);
    await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(app).toHaveTitle(/^Affluence · .+ · Gaston$/);
    await expect(app.getByTestId('crowd-now')).toContainText('Chargé');
    await expect(app.getByRole('heading', { name: 'Meilleurs moments' })).toBeVisible();
    await screenshot(app, 'public-gym-occupancy');
    await app.getByRole('link', { name: 'Voir les blocs dans l’app Gaston' }).click();
    await expect(app).toHaveURL(new RegExp(`/app/salles/${gymId}$`));

    // Turned off: the public page says so, the counter is refused.
    await display.getByLabel('Afficher l’affluence').uncheck();
    await page.getByRole('region', { name: 'Affluence' }).getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Affluence enregistrée.').first()).toBeVisible();
    await app.goto(publicPath);
    await expect(app.getByText('Cette salle ne publie pas son affluence.')).toBeVisible();
    expect((await request.post(`/api/v1/gyms/${gymId}/occupancy/`, { headers: { authorization: `Bearer ${token}` }, data: { count: 5 } })).status()).toBe(409);

    // Back as it was, for the other tests: shown, no counter.
    const settings = page.getByRole('region', { name: 'Affluence' });
    await settings.getByLabel('Afficher l’affluence').check();
    await settings.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('region', { name: 'Compteur d’entrées' }).getByRole('button', { name: 'Retirer le jeton' }).click();
    await page.getByRole('dialog', { name: 'Retirer le jeton du compteur ?' }).getByRole('button', { name: 'Retirer le jeton' }).click();
    await expect(page.getByRole('region', { name: 'Compteur d’entrées' }).getByTestId('counter-state')).toHaveText('Aucun compteur relié.');
    await phone.close();
  });
});
