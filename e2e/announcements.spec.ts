import { expect, test } from './fixtures';
import { loginAs, screenshot, sidebar, signInToApp } from './helpers';

/** New sets announced (docs/announcements.md): the staff's page; the sending itself is test/api/announcements.test.ts. */
test.describe('/annonces', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a marketing staff member writes an announcement of the last set, then cancels it before it goes', async ({ page }) => {
    await loginAs(page, 'media');
    await sidebar(page).getByRole('link', { name: 'Annonces' }).click();
    await expect(page).toHaveURL(/\/annonces$/);
    await expect(page).toHaveTitle('Annonces · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();
    // The demo's last setting days went out already, each with its figures.
    const sent = page.getByTestId('announcement').filter({ hasText: 'Envoyée' }).first();
    await expect(sent).toContainText(/Prévenus \d+ · ouverts \d+ · venus \d+/);

    await page.getByRole('button', { name: 'Annoncer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annoncer de nouveaux blocs' });
    const title = dialog.getByRole('textbox', { name: 'Titre' });
    await expect(title).toHaveValue(/^Nouveaux blocs à /);
    // The boulders of the last opening day are checked.
    await expect(dialog.getByRole('checkbox', { checked: true }).first()).toBeVisible();
    await title.fill('   ');
    await dialog.getByRole('button', { name: 'Programmer l’annonce' }).click();
    await expect(dialog.getByText(/^Titre : écrivez le titre/)).toBeVisible();

    const written = `Le mur du fond refait ${Date.now()}`;
    await title.fill(written);
    await dialog.getByRole('button', { name: 'Programmer l’annonce' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Annonce programmée')).toBeVisible();
    const item = page.getByTestId('announcement').filter({ hasText: written });
    await expect(item).toContainText('En attente');
    await expect(item).toContainText('Écrite par l’équipe');
    await expect(item).toContainText(/Part le /);
    await screenshot(page, 'announcements');

    await item.getByRole('button', { name: 'Annuler l’annonce' }).click();
    const confirm = page.getByRole('dialog', { name: 'Annuler cette annonce ?' });
    await expect(confirm).toContainText(written);
    await confirm.getByRole('button', { name: 'Annuler l’annonce' }).click();
    await expect(item).toContainText('Annulée');
    await expect(item.getByRole('button', { name: 'Annuler l’annonce' })).toHaveCount(0);
  });

  test('a link of an unknown e-mail says so, without signing in', async ({ page }) => {
    await page.goto(`/desabonnement/${'x'.repeat(43)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lien inconnu' })).toBeVisible();
    await expect(page).toHaveTitle('Se désabonner · Gaston');
  });

  test('a climber chooses which gyms they hear of by e-mail, in their profile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToApp(page);
    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    const card = page.getByRole('region', { name: 'Nouveautés des salles' });
    await expect(card).toBeVisible();
    const rows = card.getByTestId('gym-news');
    const before = await rows.count();
    const choice = card.getByRole('combobox', { name: 'Suivre une salle' });
    const gym = (await choice.locator('option').nth(1).textContent())!;
    await choice.selectOption({ label: gym });
    await card.getByRole('button', { name: 'Suivre', exact: true }).click();
    await expect(rows).toHaveCount(before + 1);
    await card.getByRole('button', { name: 'Enregistrer mes nouveautés' }).click();
    await expect(page.getByText('Nouveautés enregistrées')).toBeVisible();
    await screenshot(page, 'gym-news');

    await page.reload();
    const followed = card.getByTestId('gym-news').filter({ hasText: gym });
    await expect(followed.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    await followed.getByRole('button', { name: `Ne plus suivre ${gym}` }).click();
    await card.getByRole('button', { name: 'Enregistrer mes nouveautés' }).click();
    await expect(page.getByText('Nouveautés enregistrées')).toBeVisible();
    await page.reload();
    await expect(card.getByTestId('gym-news')).toHaveCount(before);
  });

  test('a climber turns push on for their phone, and their sign-out turns it off for the next climber', async ({ page, context }) => {
    // The browser's push service is the only part replaced: Chromium here has no network to reach one.
    // The server's side (a message encrypted, received and decrypted) is test/api/push.test.ts.
    await context.grantPermissions(['notifications']);
    await page.addInitScript(() => {
      let current: PushSubscription | null = null;
      const made = (options?: PushSubscriptionOptionsInit) => {
        if (!options?.applicationServerKey) throw new Error('no VAPID key');
        const endpoint = `https://push.example.net/e2e-${Date.now()}`;
        const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
        return {
          endpoint,
          toJSON: () => ({ endpoint, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        } as unknown as PushSubscription;
      };
      PushManager.prototype.subscribe = async function (options) {
        current = made(options);
        return current;
      };
      PushManager.prototype.getSubscription = async () => current;
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToApp(page);
    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    const device = page.getByTestId('device-push');
    await expect(device).toContainText('Active les notifications pour être prévenu sur cet appareil');
    const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/push-subscriptions/') && r.request().method() === 'POST');
    await device.getByRole('button', { name: 'Activer sur cet appareil' }).click();
    expect((await subscribed).status()).toBe(201);
    await expect(device).toContainText('Les notifications arrivent sur cet appareil.');
    // A gym followed from here is told by push as well as by e-mail, until the climber says otherwise.
    const card = page.getByRole('region', { name: 'Nouveautés des salles' });
    const choice = card.getByRole('combobox', { name: 'Suivre une salle' });
    const gym = (await choice.locator('option').nth(1).textContent())!;
    await choice.selectOption({ label: gym });
    await card.getByRole('button', { name: 'Suivre', exact: true }).click();
    const followed = card.getByTestId('gym-news').filter({ hasText: gym });
    await expect(followed.getByRole('switch', { name: 'Notification push' })).toBeChecked();
    await expect(followed.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    await screenshot(page, 'gym-news-push');

    const removed = page.waitForResponse((r) => r.url().endsWith('/api/v1/me/push-subscriptions/') && r.request().method() === 'DELETE');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  });

  test('the link of an announcement lists the new boulders first, and they go back among the others on request', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToApp(page);
    const boulders = (await (await page.request.get('/api/v1/gyms/1/boulders/')).json()) as { name: string; isNew: boolean; openedAt: string }[];
    const fresh = boulders.filter((b) => b.isNew).sort((a, b) => b.openedAt.localeCompare(a.openedAt));
    expect(fresh.length, 'the demo has new boulders').toBeGreaterThan(0);

    // Where the e-mail's and the push message's link leads (the redirect itself: test/api/announcements.test.ts).
    await page.goto('/app/salles/1?tri=nouveaux');
    const first = page.locator('main section:not([data-testid="recent-logs"])').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(fresh.length > 1 ? 'Nouveaux blocs' : 'Nouveau bloc');
    await expect(first.getByText('Nouveau', { exact: true })).toHaveCount(fresh.length);
    await screenshot(page, 'app-new-boulders-first');

    await page.getByRole('button', { name: 'Ranger les nouveaux blocs avec les autres' }).click();
    await expect(page).not.toHaveURL(/tri=/);
    await expect(page.locator('main section:not([data-testid="recent-logs"])').first().getByRole('heading', { level: 2 })).not.toHaveText(/^Nouveaux? blocs?$/);
  });
});
