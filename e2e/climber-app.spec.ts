import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { screenshot } from './helpers';
import { decodeQuotedPrintable, mailsTo } from './password-accounts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('the climbers’ web app /app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign up, confirm from the mail, log a top in two taps, log three tops offline, see them counted once', async ({ page, context }) => {
    const since = Date.now();
    const email = `grimpeuse.${since}@exemple.fr`;
    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/app\/inscription$/);
    await page.getByLabel('Prénom').fill('Lucie');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Verticale');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Mot de passe').fill('Gaston-2024!');
    // Both consents are unticked by default.
    await expect(page.getByLabel('Apparaître dans les classements')).not.toBeChecked();
    await expect(page.getByLabel('Recevoir les nouveautés de ma salle par e-mail')).not.toBeChecked();
    await page.getByLabel('Apparaître dans les classements').check();
    await screenshot(page, 'app-sign-up');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // Signed in at once: the gym chooser.
    await expect(page).toHaveURL(/\/app\/salles$/);
    await page.getByLabel('Rechercher une salle').fill('lyon');
    await page.getByRole('button', { name: /Gaston Bloc Lyon/ }).click();
    await expect(page).toHaveURL(/\/app\/salles\/1$/);
    const rows = page.getByTestId('climber-boulder');
    await expect(rows.first()).toBeVisible();
    await screenshot(page, 'app-gym');

    // The confirmation mail's link.
    let file: string | undefined;
    await expect.poll(() => (file = mailsTo(email, since)[0]), { timeout: 15_000 }).toBeTruthy();
    const link = /https?:\/\/[^\s"'<>]+\/app\/confirm\?token=[^\s"'<>]+/.exec(decodeQuotedPrintable(readFileSync(file!, 'utf8')))?.[0];
    expect(link).toBeTruthy();
    const confirmUrl = new URL(link!.replace(/&amp;/g, '&'));
    await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
    await expect(page.getByText('Adresse confirmée')).toBeVisible();
    await page.getByRole('link', { name: 'Ouvrir l’application' }).click();
    await expect(page).toHaveURL(/\/app\/salles\/1$/);

    // Two taps: the boulder, then 'Top'.
    const first = rows.first();
    const firstId = await first.getAttribute('data-boulder-id');
    await first.getByRole('button').first().click();
    await expect(first.getByTestId('tries')).toHaveText('1 essai');
    await first.getByRole('button', { name: 'Top', exact: true }).click();
    await expect(page.locator(`[data-boulder-id="${firstId}"]`)).toHaveAttribute('data-status', 'done');

    // Offline: three more tops wait on the phone.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Hors ligne : 0 action en attente');
    const others = await rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('data-boulder-id')).filter(Boolean).slice(1, 4));
    for (const [index, id] of others.entries()) {
      const row = page.locator(`[data-boulder-id="${id}"]`);
      await row.getByRole('button').first().click();
      await row.getByRole('button', { name: 'Top', exact: true }).click();
      await expect(page.getByTestId('offline-banner')).toContainText(`Hors ligne : ${index + 1} action${index ? 's' : ''} en attente`);
      await expect(row).toHaveAttribute('data-status', 'done');
    }
    await screenshot(page, 'app-offline');
    // The queue survives closing the app.
    await page.reload().catch(() => undefined);

    await context.setOffline(false);
    await page.goto('/app/salles/1');
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    // Sent at start, counted once each: four ascents of this climber, whatever the retries.
    const loggedIds = async () => {
      const logbook = await (await page.request.get('/api/v1/me/logbook/')).json();
      return logbook.days.flatMap((day: { boulders: { boulderId: number }[] }) => day.boulders.map((b) => b.boulderId)).sort();
    };
    await expect.poll(loggedIds, { timeout: 15_000 }).toEqual([firstId, ...others].map(Number).sort());
    await expect(page.getByTestId('sending-banner')).toHaveCount(0);
    // Sending again (another start of the app) changes nothing.
    await page.reload();
    await expect(page.getByTestId('climber-boulder').first()).toBeVisible();
    const logbook = await (await page.request.get('/api/v1/me/logbook/')).json();
    expect(logbook.days[0].tops).toBe(4);
    expect((await (await page.request.get('/api/v1/me/')).json()).email).toBe(email);
  });
});

test.describe('the climbers’ app installed on a phone', () => {
  test.describe.configure({ timeout: 90_000 });

  test('has a French manifest with icons and a worker, and a reload without network still shows the gym', async ({ page, context }) => {
    const login = await page.request.post('/api/v1/auth/login/', { data: { email: 'grimpeur@demo.fr', password: 'Gaston-2024!' } });
    expect(login.status()).toBe(200);
    await page.goto('/app/salles/1');
    const rows = page.getByTestId('climber-boulder');
    await expect(rows.first()).toBeVisible();

    // Installable: the manifest the layout links, in French, with its icons.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/app.webmanifest');
    const manifest = await (await page.request.get('/app.webmanifest')).json();
    expect(manifest).toMatchObject({ lang: 'fr', start_url: '/app', scope: '/app', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type'], icon.src).toBe(icon.type);
    }
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

    // The worker takes over the page, then keeps the answers of the next visit.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.reload();
    await expect(rows.first()).toBeVisible();
    const online = await rows.count();
    const gymName = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gymName!);
    await expect(rows).toHaveCount(online);
    await expect(page.getByTestId('offline-banner')).toContainText('Hors ligne');
    await screenshot(page, 'app-offline-reload');
    await context.setOffline(false);
  });
});
