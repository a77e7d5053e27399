import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { loginAs, screenshot } from './helpers';
import { decodeQuotedPrintable, mailsTo } from './password-accounts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Total tries per boulder id, as the back office's export (boulders.csv, column 'Essais') counts them. */
async function backOfficeTries(staff: Page, gymId: number): Promise<Map<number, number>> {
  const csv = await (await staff.request.get(`/api/gyms/${gymId}/exports/boulders.csv`)).text();
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map(splitCsvLine);
  const column = header!.indexOf('Essais');
  expect(column, 'the export has a column Essais').toBeGreaterThan(0);
  return new Map(lines.map((cells) => [Number(cells[0]), Number(cells[column])]));
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  for (const match of line.matchAll(/(?:^|;)(?:"((?:[^"]|"")*)"|([^;]*))/g))
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
  return cells;
}

test.describe('the climbers’ web app /app', () => {
  test.describe.configure({ timeout: 90_000 });

  test('sign up, confirm from the mail, log a top in two taps, log three tops offline, see them counted once', async ({ page, context, browser, baseURL }) => {
    const since = Date.now();
    // The back office's figures before (a chief setter of Lyon, in another browser).
    const staffContext = await browser.newContext({ baseURL: baseURL, locale: 'fr-FR', viewport: { width: 1366, height: 900 } });
    const staff = await staffContext.newPage();
    await loginAs(staff, 'chief');
    const triesBefore = await backOfficeTries(staff, 1);
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
    // Stars, grade and comment are offered, all optional: 'Fermer' without any.
    await page.getByTestId('after-top').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.locator(`[data-boulder-id="${firstId}"]`)).toHaveAttribute('data-status', 'done');

    // Offline: three more tops wait on the phone.
    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toContainText('Hors ligne : 0 action en attente');
    const others = await rows.evaluateAll((elements) =>
      elements
        .map((e) => e.getAttribute('data-boulder-id'))
        .filter(Boolean)
        .slice(1, 4),
    );
    for (const [index, id] of others.entries()) {
      const row = page.locator(`[data-boulder-id="${id}"]`);
      await row.getByRole('button').first().click();
      await row.getByRole('button', { name: 'Top', exact: true }).click();
      await page.getByTestId('after-top').getByRole('button', { name: 'Fermer' }).click();
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

    // The back office counts each of the four tops once (one try each), within its 10 s.
    const logged = [firstId, ...others].map(Number);
    await expect
      .poll(
        async () => {
          const after = await backOfficeTries(staff, 1);
          return logged.map((id) => after.get(id)! - triesBefore.get(id)!);
        },
        { timeout: 20_000 },
      )
      .toEqual([1, 1, 1, 1]);
    await staffContext.close();
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

test.describe('a climber in the gym', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the plan, a top then stars, a grade vote and a comment, several tops at once, a problem report, a label opening the boulder', async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `plan.${Date.now()}@exemple.fr`;
    const signUp = await page.request.post('/api/v1/auth/signup/', {
      data: { firstName: 'Inès', lastName: 'Dalle', email, password: 'Gaston-2024!', gender: null, homeGymId: 1, rankingConsent: true, newsConsent: false },
    });
    expect(signUp.status()).toBe(201);
    expect((await page.request.post('/api/v1/auth/login/', { data: { email, password: 'Gaston-2024!' } })).status()).toBe(200);
    await page.goto('/app/salles/1');
    const rows = page.getByTestId('climber-boulder');
    await expect(rows.first()).toBeVisible();

    // The plan: a tap on a sector shows its boulders only.
    const plan = page.getByTestId('gym-plan');
    await expect(plan).toBeVisible();
    await plan.getByRole('button', { name: /^La Proue : \d+ blocs?/ }).click();
    await expect(page.getByText('Secteur : La Proue')).toBeVisible();
    await expect(page.getByRole('region')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'La Proue' })).toBeVisible();
    await screenshot(page, 'app-plan-sector');

    // A top, then the optional sheet: nothing pre-filled, closed with 'Fermer'.
    const first = rows.first();
    const boulderId = Number(await first.getAttribute('data-boulder-id'));
    await first.getByRole('button').first().click();
    await first.getByRole('button', { name: 'Top', exact: true }).click();
    const sheet = page.getByTestId('after-top');
    await expect(sheet).toBeVisible();
    for (const feeling of ['plus facile', 'juste', 'plus dur'])
      await expect(sheet.getByRole('button', { name: feeling })).toHaveAttribute('aria-pressed', 'false');
    for (const stars of ['1 étoile', '2 étoiles', '3 étoiles', '4 étoiles', '5 étoiles'])
      await expect(sheet.getByRole('radio', { name: stars, exact: true })).not.toBeChecked();
    const fourStars = sheet.getByRole('radio', { name: '4 étoiles', exact: true });
    await sheet.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
    await expect(fourStars).toBeChecked();
    await sheet.getByRole('button', { name: 'plus dur' }).click();
    const exact = sheet.getByRole('combobox', { name: 'Cotation exacte' });
    await expect(exact).toHaveValue('');
    const votedGrade = (await exact.locator('option').nth(1).textContent())!.trim();
    await exact.selectOption(votedGrade);
    await sheet.getByRole('textbox', { name: 'Un commentaire ?' }).fill('Super mouvement de départ');
    await screenshot(page, 'app-after-top', { fullPage: false });
    await sheet.getByRole('button', { name: 'Fermer' }).click();
    await expect(sheet).toBeHidden();

    const detail = async () => (await page.request.get(`/api/v1/boulders/${boulderId}/`)).json();
    await expect.poll(async () => (await detail()).myRating, { timeout: 15_000 }).toBe(4);
    expect((await detail()).comments.map((c: { text: string }) => c.text)).toContain('Super mouvement de départ');
    await expect
      .poll(async () =>
        (await (await page.request.get('/api/v1/me/export/')).json()).gradeVotes.map((v: { boulderId: number; grade: string; feeling: string }) => [
          v.boulderId,
          v.grade,
          v.feeling,
        ]),
      )
      .toEqual([[boulderId, votedGrade, 'plus_dur']]);

    // 'Annuler le top' in the sheet takes the log back; the recent logs keep the first one undoable.
    const second = rows.nth(1);
    const secondId = await second.getAttribute('data-boulder-id');
    await second.getByRole('button').first().click();
    await second.getByRole('button', { name: 'Top', exact: true }).click();
    await expect(page.locator(`[data-boulder-id="${secondId}"]`)).toHaveAttribute('data-status', 'done');
    await page.getByTestId('after-top').getByRole('button', { name: 'Annuler le top' }).click();
    await expect(page.locator(`[data-boulder-id="${secondId}"]`)).toHaveAttribute('data-status', 'none');
    await expect(page.getByTestId('recent-logs')).toContainText('Flash');
    await expect(page.getByTestId('recent-logs').getByRole('button', { name: 'Annuler' })).toHaveCount(1);

    // Several tops at once.
    await page.getByRole('button', { name: 'Tous les secteurs' }).click();

    // A tag filter: the rows shown are exactly the open boulders carrying that tag.
    const all = (await (await page.request.get('/api/v1/gyms/1/boulders/')).json()) as { id: number; tagIds: number[] }[];
    const tagFilter = page.getByRole('combobox', { name: 'Filtrer par type de bloc' });
    const tagId = Number(await tagFilter.locator('option').nth(1).getAttribute('value'));
    await tagFilter.selectOption(String(tagId));
    const withTag = all.filter((b) => b.tagIds.includes(tagId)).map((b) => b.id);
    await expect(rows).toHaveCount(withTag.length);
    expect((await rows.evaluateAll((elements) => elements.map((e) => Number(e.getAttribute('data-boulder-id'))))).sort()).toEqual([...withTag].sort());
    await tagFilter.selectOption('');
    await expect(rows).toHaveCount(all.length);

    await page.getByRole('button', { name: 'Sélectionner' }).click();
    const picked: number[] = [];
    for (const index of [1, 2, 3]) {
      const row = rows.nth(index);
      picked.push(Number(await row.getAttribute('data-boulder-id')));
      await row.getByRole('button').first().click();
    }
    await expect(page.getByTestId('selection-bar')).toContainText('3 blocs sélectionnés');
    await screenshot(page, 'app-multi-select');
    await page.getByTestId('selection-bar').getByRole('button', { name: 'Top' }).click();
    for (const id of picked) await expect(page.locator(`[data-boulder-id="${id}"]`)).toHaveAttribute('data-status', 'done');
    await expect.poll(async () => (await (await page.request.get('/api/v1/me/logbook/')).json()).days[0]?.tops, { timeout: 15_000 }).toBe(4);

    // A problem report reaches the staff's inbox.
    const row = page.locator(`[data-boulder-id="${picked[0]}"]`);
    await row.getByRole('button').first().click();
    await row.getByRole('button', { name: /Voir le bloc/ }).click();
    const boulderSheet = page.getByTestId('boulder-sheet');
    await expect(boulderSheet).toBeVisible();
    await boulderSheet.getByRole('button', { name: 'Signaler un problème' }).click();
    await boulderSheet.getByRole('radio', { name: 'Prise qui tourne' }).check();
    await boulderSheet.getByRole('textbox', { name: 'Précisions (facultatif)' }).fill('La réglette du départ tourne');
    await screenshot(page, 'app-report', { fullPage: false });
    await boulderSheet.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(boulderSheet.getByText('Merci, c’est signalé')).toBeVisible();
    const staffContext = await browser.newContext({ baseURL: baseURL, locale: 'fr-FR' });
    const staff = await staffContext.newPage();
    await loginAs(staff, 'chief');
    const inbox = await (await staff.request.get('/api/gyms/1/moderation/')).json();
    expect(inbox.results.some((item: { type: string; text: string }) => item.type === 'report' && item.text === 'La réglette du départ tourne')).toBe(true);
    await staffContext.close();
    await page.keyboard.press('Escape');

    // A label's page /b/{code} opens the boulder in the app.
    const boulders = await (await page.request.get('/api/v1/gyms/1/boulders/')).json();
    const labelled = boulders.find((b: { id: number }) => b.id === picked[1]);
    await page.goto(`/b/${labelled.code}`);
    await page.getByRole('link', { name: 'Ouvrir ce bloc dans l’app Gaston' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/salles/1\\?bloc=${labelled.id}$`));
    await expect(page.getByRole('dialog', { name: labelled.name })).toBeVisible();
  });
});

test.describe('my logbook and my profile', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the Carnet shows my index, rank, progress and days; the profile saves, revokes a token, exports and deletes the account', async ({ page }) => {
    const email = `carnet.${Date.now()}@exemple.fr`;
    const password = 'Gaston-2024!';
    const signUp = await page.request.post('/api/v1/auth/signup/', {
      data: { firstName: 'Jade', lastName: 'Réglette', email, password, gender: 'female', homeGymId: 1, rankingConsent: true, newsConsent: false },
    });
    expect(signUp.status()).toBe(201);
    expect((await page.request.post('/api/v1/auth/login/', { data: { email, password } })).status()).toBe(200);
    const boulders = (await (await page.request.get('/api/v1/gyms/1/boulders/')).json()) as { id: number }[];
    for (const [index, boulder] of boulders.slice(0, 2).entries()) {
      const put = await page.request.put(`/api/v1/ascents/${crypto.randomUUID()}/`, {
        data: { boulderId: boulder.id, tries: index + 1, topped: true, loggedAt: new Date().toISOString() },
        headers: { 'x-csrftoken': (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '' },
      });
      expect(put.status()).toBe(201);
    }
    const token = await page.request.post('/api/v1/auth/token/', { data: { email, password, deviceName: 'iPhone de Jade' } });
    expect(token.status()).toBe(201);
    const bearer = (await token.json()).token as string;

    await page.goto('/app/carnet');
    const index = await (await page.request.get('/api/v1/me/index/')).json();
    await expect(page.getByTestId('index-value')).toHaveText(String(index.index));
    await expect(page.getByTestId('index-rank')).toContainText('confirme ton adresse');
    const progress = await (await page.request.get('/api/v1/me/progress/?gym=1')).json();
    await expect(page.getByTestId('circuit-progress')).toHaveCount(progress.circuits.length);
    await expect(page.getByTestId('logbook-day').first()).toContainText('2 tops');
    await expect(page.getByTestId('logbook-day').first()).toContainText('3 essais');
    await screenshot(page, 'app-logbook');
    // A log deleted later, from the logbook (two taps: the bin, then 'Supprimer').
    const logged = page.getByTestId('logbook-boulder');
    await expect(logged).toHaveCount(2);
    await logged
      .first()
      .getByRole('button', { name: /^Supprimer / })
      .click();
    await logged.first().getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(logged).toHaveCount(1);
    await expect(page.getByTestId('logbook-day').first()).toContainText('1 top');
    expect((await (await page.request.get('/api/v1/me/logbook/')).json()).days[0].tops).toBe(1);

    await page.getByRole('navigation', { name: 'Onglets de l’application' }).getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/app\/profil$/);
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Jade-Lou');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Profil enregistré')).toBeVisible();
    expect((await (await page.request.get('/api/v1/me/')).json()).firstName).toBe('Jade-Lou');

    // The native app's token: listed, then revoked (it answers 401 afterwards).
    const tokenRow = page.getByTestId('api-token').filter({ hasText: 'iPhone de Jade' });
    await expect(tokenRow).toBeVisible();
    await screenshot(page, 'app-profile');
    await tokenRow.getByRole('button', { name: 'Révoquer' }).click();
    await expect(tokenRow).toHaveCount(0);
    const withToken = await page.request.get('/api/v1/me/', { headers: { authorization: `Bearer ${bearer}`, cookie: '' } });
    expect(withToken.status()).toBe(401);

    // My data as a JSON file.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger mes données' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gaston-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(exported.account.email).toBe(email);
    expect(exported.ascents).toHaveLength(1);

    // Deletion, confirmed by the password: back to the sign-in screen, and the account is gone.
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer mon compte' });
    await dialog.getByLabel('Mot de passe').fill(password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText('Ton compte a été supprimé')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    expect((await page.request.post('/api/v1/auth/login/', { data: { email, password } })).status()).toBe(401);
  });
});
