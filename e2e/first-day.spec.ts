import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { MESSAGES } from '../src/shared/messages';
import { chooseGym, DEMO_ACCOUNTS, DEMO_GYMS, DEMO_PASSWORD, loginAs, screenshot, sidebar, signUpClimber, submitLogin } from './helpers';
import { linkFromOutbox, mailsTo, resetLinkFromOutbox } from './password-accounts';

/**
 * Day one with real people (issue 31): what a climber, a setter and an organiser meet in their
 * first minutes, driven through the real pages. The step under test is never taken by a shortcut:
 * a sign-in is typed into the form, a date into its field, a click is a click.
 */

const PHONE = { width: 390, height: 844 };

/** Types the credentials into the app's sign-in form and sends it, as a climber does. */
async function signInToApp(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('a climber on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('signs in through the form at /app and the app opens', async ({ page }) => {
    await page.goto('/app');
    await signInToApp(page, DEMO_ACCOUNTS.climber);
    await expect(page).toHaveURL(/\/app\/salles/);
    await expect(page.getByRole('navigation', { name: 'Onglets de l’application' })).toBeVisible();
  });

  test('signs in from a label and lands on the boulder', async ({ page }) => {
    await page.goto('/app?suite=%2Fapp%2Fsalles%2F1');
    await signInToApp(page, DEMO_ACCOUNTS.climber);
    await expect(page).toHaveURL(/\/app\/salles\/1$/);
    const first = page.getByTestId('climber-boulder').first();
    await expect(first).toBeVisible();
    // Gaston Bloc Lyon has custom colours: each boulder names its holds' colour beside its circuit's dot.
    await expect(first.getByTestId('hold-color')).toHaveText(/^Prises : \S/);
    await screenshot(page, 'first-day-climber-signed-in', { fullPage: false });

    // The same on the boulder's public page, the one its label's QR code opens.
    const code = await page.evaluate(async () => ((await (await fetch('/api/v1/gyms/1/boulders/')).json()) as { code: string }[])[0]!.code);
    await page.goto(`/b/${code}`);
    await expect(page.getByTestId('hold-color')).not.toBeEmpty();
  });
});

test.describe('a new climber on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test(
    'signs up through the form (a double tap makes one account and one mail), confirms from the mail, and resets a forgotten password ' +
      'without leaving the app',
    async ({ page }) => {
      const email = `nouvelle.${Date.now()}@exemple.fr`;
      const since = Date.now();
      await page.goto('/app');
      await page.getByRole('link', { name: 'Créer un compte' }).click();
      await page.getByLabel('Prénom').fill('Inès');
      await page.getByLabel(/^Nom/).fill('Nouvelle');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Créer mon compte' }).dblclick();
      await expect(page).toHaveURL(/\/app\/salles$/);

      // The confirmation mail, once: a double tap is one sign-up.
      const confirmation = await linkFromOutbox(email, since, '/app/confirm');
      await page.waitForTimeout(500);
      expect(mailsTo(email, since)).toHaveLength(1);
      await page.goto(confirmation);
      await expect(page.getByText('Adresse confirmée')).toBeVisible();

      await page.getByRole('link', { name: 'Profil' }).click();
      await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await expect(page).toHaveURL(/\/app\/mot-de-passe-oublie$/);
      await page.getByLabel('E-mail').fill(email);
      const asked = Date.now();
      await page.getByRole('button', { name: 'Envoyer le lien' }).click();
      await expect(page.getByText('E-mail envoyé')).toBeVisible();

      const reset = await resetLinkFromOutbox(email, asked, '/app/mot-de-passe');
      await page.goto(reset);
      await page.getByLabel(/^Nouveau mot de passe/).fill('Grimpe-Encore-2026!');
      await page.getByLabel(/^Confirmation du mot de passe/).fill('Grimpe-Encore-2026!');
      await page.getByRole('button', { name: 'Changer de mot de passe' }).click();
      await expect(page).toHaveURL(/\/app\?mot-de-passe=change$/);
      await expect(page.getByText('Ton mot de passe a été changé')).toBeVisible();
      await signInToApp(page, email, 'Grimpe-Encore-2026!');
      await expect(page).toHaveURL(/\/app\/salles$/);
    },
  );
});

test.describe('two climbers on one phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('after a sign-out the next climber sees nothing of the first: not their gym, not their logs; an unsent log is not dropped without asking', async ({
    page,
    context,
  }) => {
    // The second climber: a new account with no home gym (making it is not the step under test).
    const second = `telephone.${Date.now()}@exemple.fr`;
    await signUpClimber(page.request, { firstName: 'Noé', lastName: 'Second', email: second });

    await page.goto('/app?suite=%2Fapp%2Fsalles%2F1');
    await signInToApp(page, DEMO_ACCOUNTS.climber);
    // A boulder not done yet, so that the list showing it done proves the top.
    const topped = await page.locator('[data-testid="climber-boulder"]:not([data-status="done"])').first().getAttribute('data-boulder-id');
    const row = page.locator(`[data-boulder-id="${topped}"]`);
    await expect(row).not.toHaveAttribute('data-status', 'done');
    await row.getByRole('button').first().click();
    await row.getByRole('button', { name: 'Top', exact: true }).click();
    await page.getByTestId('after-top').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByTestId('recent-logs')).toBeVisible();
    // The list shows the top at once, and still after a reload (read back from the server).
    await expect(row).toHaveAttribute('data-status', 'done');
    await page.reload();
    await expect(row).toHaveAttribute('data-status', 'done');

    // Offline, another top waits on the phone: signing out asks before dropping it.
    await context.setOffline(true);
    const next = page.locator(`[data-testid="climber-boulder"]:not([data-boulder-id="${topped}"])`).first();
    await next.getByRole('button').first().click();
    await next.getByRole('button', { name: 'Top', exact: true }).click();
    await page.getByTestId('after-top').getByRole('button', { name: 'Fermer' }).click();
    await expect(page.getByTestId('offline-banner')).toContainText('Hors ligne : 1 action en attente');
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
    const ask = page.getByRole('dialog', { name: 'Se déconnecter' });
    await expect(ask).toContainText("1 action n'a pas encore pu être envoyée");
    await ask.getByRole('button', { name: 'Annuler' }).click();
    // Back online, the sign-out sends it first, then leaves without asking.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Se déconnecter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();

    await signInToApp(page, second);
    // No gym of the first climber's: the gym chooser; and none of their logs anywhere.
    await expect(page).toHaveURL(/\/app\/salles$/);
    await page.goto('/app/salles/1');
    await expect(page.getByTestId('climber-boulder').first()).toBeVisible();
    await expect(page.getByTestId('recent-logs')).toHaveCount(0);
    await expect(page.locator('[data-status="done"]')).toHaveCount(0);
  });
});

/** A Paris calendar day `days` from today as typed (DD/MM/YYYY) and as the lists show it (dd/mm/yy). */
function parisDayFromToday(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000)).split('-') as [
    string,
    string,
    string,
  ];
  return { input: `${day}/${month}/${year}`, short: `${day}/${month}/${year.slice(2)}` };
}

test.describe('a gym owner on the first morning', () => {
  test('signs in, reads the dashboard, moves a boulder’s dismantling date, gives a setter a role and takes it back, and reads both in the journal', async ({
    page,
  }) => {
    await page.goto('/login-pro');
    await submitLogin(page, DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    await chooseGym(page);
    await expect(page).toHaveURL(/\/homepagebo$/);
    await expect(page.getByRole('heading', { name: 'Astuces' })).toBeVisible();

    // A boulder's dismantling date, from the pencil of its row.
    await sidebar(page).getByRole('link', { name: 'Détail blocs' }).click();
    const row = page.getByTestId('boulder-row').first();
    const boulder = (await row.getAttribute('aria-label'))?.split(',')[0] ?? '';
    await row.getByRole('button', { name: /^Modifier la date de démontage/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Modification date de démontage' });
    await dialog.getByRole('checkbox', { name: 'Modifier seulement ce bloc' }).check();
    const day = parisDayFromToday(52);
    await dialog.getByRole('textbox', { name: /Date de démontage/ }).fill(day.input);
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await expect(dialog).toBeHidden();
    await row.click();
    await expect(page.getByRole('dialog', { name: 'Détail bloc' }).locator('dd').filter({ hasText: day.short })).toBeVisible();
    await page.getByRole('dialog', { name: 'Détail bloc' }).getByRole('button', { name: 'Fermer' }).click();

    // Rights: a setter also gets 'Média', then loses it again.
    await sidebar(page).getByRole('link', { name: 'Paramètres' }).click();
    // A setter of this gym who is not 'Média' yet.
    const setter = page
      .getByTestId('setter-row')
      .filter({ hasText: DEMO_GYMS.lyon })
      .filter({ hasNot: page.getByText('Média', { exact: true }) })
      .first();
    await expect(setter).toBeVisible();
    const name = ((await setter.getByRole('button', { name: /^Modifier les droits de / }).getAttribute('aria-label')) ?? '').replace(
      'Modifier les droits de ',
      '',
    );
    for (const check of [true, false]) {
      await page
        .getByTestId('setter-row')
        .filter({ hasText: name })
        .getByRole('button', { name: `Modifier les droits de ${name}` })
        .click();
      const rights = page.getByRole('dialog', { name: `${name} - Droits d'ouverture` });
      await rights.getByRole('checkbox', { name: 'Média', exact: true }).setChecked(check);
      await rights.getByRole('button', { name: 'Confirmer' }).click();
      await expect(rights).toBeHidden();
    }

    // The journal names the boulder and the person.
    await page.getByRole('tab', { name: 'Journal' }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Droits' }).click();
    const lines = page.getByTestId('history-list');
    await expect(lines).toContainText(name);
    await expect(lines).toContainText('→ Ouvreur, Média');
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Modification' }).click();
    await expect(lines).toContainText(`Bloc « ${boulder} »`);
    await expect(lines).toContainText(day.short);
  });
});

test.describe('a chief setter opening a boulder', () => {
  test('makes a new boulder with its photo through the form, finds it in the list and prints its label', async ({ page }) => {
    const name = `Premier jour ${Date.now().toString(36)}`;
    await loginAs(page, 'chief');
    await sidebar(page).getByRole('link', { name: 'Détail blocs' }).click();
    await page.getByRole('link', { name: 'Nouveau bloc' }).click();
    // The page offers a name first (typed within its first fraction of a second, a name can still be replaced: see the note of issue 31).
    await expect(page.getByRole('textbox', { name: 'Nom' })).not.toHaveValue('');
    await page.getByRole('textbox', { name: 'Nom' }).fill(name);
    // The first choice of each list, with the keyboard (the options of another open list are not in the way).
    for (const label of ['Secteur', 'Circuit']) {
      const list = page.getByRole('combobox', { name: label, exact: true });
      await list.click();
      await list.press('ArrowDown');
      await list.press('Enter');
      await expect(list).not.toHaveValue('');
    }
    await expect(page.getByRole('textbox', { name: 'Nom' })).toHaveValue(name);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(/^Photo du bloc \(JPEG/).setInputFiles({ name: 'mur.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Photo du bloc' })).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText(`« ${name} » est ouvert`)).toBeVisible();
    await expect(page).toHaveURL(/\/bomain/);

    await page.getByRole('textbox', { name: 'Rechercher un bloc par son nom' }).fill(name);
    const row = page.getByTestId('boulder-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.click();
    const detail = page.getByRole('dialog', { name: 'Détail bloc' });
    await expect(detail.getByRole('heading', { name })).toBeVisible();
    // Failed once on CI only, and never here: the poll's message then says what the dialog showed instead.
    const photoShown = async () =>
      (await detail.getByRole('img', { name: `Photo du bloc ${name}` }).isVisible()) ? 'photo' : (await detail.innerText()).slice(0, 300);
    await expect.poll(photoShown).toBe('photo');
    await page.getByRole('dialog', { name: 'Détail bloc' }).getByRole('button', { name: 'Fermer' }).click();

    await row.getByRole('checkbox', { name: `Sélectionner ${name}` }).check();
    await page.getByRole('link', { name: 'Imprimer les étiquettes (1)' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger le PDF (1 étiquette)' }).click();
    const pdf = readFileSync((await (await download).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test.describe('a setter finding their way', () => {
  test('a deep link opens after the login; Back closes a boulder detail; /bomain keeps its filters; a page opened in a new tab goes back to the list', async ({
    page,
    context,
  }) => {
    await page.goto('/setting');
    await expect(page).toHaveURL(/\/login-pro$/);
    await submitLogin(page, DEMO_ACCOUNTS.chief, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/setting$/);
    await chooseGym(page);
    await expect(page).toHaveURL(/\/setting$/);

    await sidebar(page).getByRole('link', { name: 'Détail blocs' }).click();
    const rows = page.getByTestId('boulder-row');
    await expect(rows.first()).toBeVisible();
    const sectors = page.getByRole('group', { name: 'Secteurs', exact: true });
    const sectorName = (await rows.first().locator('td[data-column="sector"]').innerText()).trim();
    await sectors
      .locator('label')
      .filter({ hasText: new RegExp(`^${sectorName}$`) })
      .click();
    await expect(sectors.getByRole('checkbox', { name: sectorName, exact: true })).toBeChecked();
    await expect(page).toHaveURL(/[?&]secteurs=\d+/);

    // A boulder's detail: the browser's Back closes it and stays on the list.
    await rows.first().click();
    const detail = page.getByRole('dialog', { name: 'Détail bloc' });
    await expect(detail).toBeVisible();
    await page.goBack();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/\/bomain\?/);

    // Away and back, by Back or by the menu: the chosen sector is still chosen.
    await sidebar(page).getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/homepagebo$/);
    await page.goBack();
    await expect(sectors.getByRole('checkbox', { name: sectorName, exact: true })).toBeChecked();
    await sidebar(page).getByRole('link', { name: 'Accueil', exact: true }).click();
    await sidebar(page).getByRole('link', { name: 'Détail blocs' }).click();
    await expect(sectors.getByRole('checkbox', { name: sectorName, exact: true })).toBeChecked();
    for (const name of await rows.locator('td[data-column="sector"]').allInnerTexts()) expect(name.trim()).toBe(sectorName);

    // The same on the sectors page: Back closes a boulder's detail and stays there.
    await sidebar(page).getByRole('link', { name: 'Secteurs', exact: true }).click();
    await page.getByTestId('sector-boulder-row').first().click();
    await expect(detail).toBeVisible();
    await page.goBack();
    await expect(detail).toBeHidden();
    await expect(page).toHaveURL(/\/sectors-details/);
    await sidebar(page).getByRole('link', { name: 'Détail blocs' }).click();

    // An edit page opened in a new tab: 'Retour' goes to the list, not to an empty tab.
    const id = await rows.first().getAttribute('data-route-id');
    const tab = await context.newPage();
    await tab.goto(`/boulders/${id}/edit`);
    await tab.getByRole('button', { name: 'Retour' }).click();
    await expect(tab).toHaveURL(/\/bomain/);
    await expect(tab.getByRole('heading', { level: 1, name: 'Détail blocs' })).toBeVisible();
    await tab.close();
  });
});

test.describe('a setter on a setting day', () => {
  test('cannot validate while a date is wrong, is asked before boulders are stripped, and validates exactly what the screen shows', async ({ page }) => {
    const stamp = Date.now().toString(36);
    // Vertical Grenoble: the other browser tests read Lyon's newest sector, which this would change.
    await loginAs(page, 'otherGym');
    await sidebar(page).getByRole('link', { name: 'Ouverture' }).click();
    await expect(page.getByRole('heading', { level: 1, name: "Séance d'ouverture" })).toBeVisible();

    await page.getByRole('combobox', { name: 'Secteur', exact: true }).selectOption({ index: 1 });
    const wall = page.getByTestId('setting-wall');
    await expect(wall).toBeVisible();
    const keep = await wall.getByRole('checkbox').all();
    for (const box of keep) await box.check();

    // One new boulder, every list of its row set, then named.
    for (const column of ['Circuit', 'Niveau', 'Couleur des prises', 'Inclinaison', 'Prises', 'Mouvement']) {
      const select = page.getByRole('combobox', { name: `Ligne 1 : ${column}` });
      if ((await select.count()) > 0 && (await select.inputValue()) === '') await select.selectOption({ index: 1 });
    }
    const name = page.getByRole('textbox', { name: 'Ligne 1 : Nom' });
    await name.fill(`Premier nom ${stamp}`);
    await expect(page.getByTestId('draft-status')).toHaveText(/Brouillon enregistré/);

    // A date the calendar does not have shows red as soon as the field is left...
    const planned = page.getByRole('textbox', { name: 'Démontage prévu' });
    await planned.fill('31/02/2027');
    await name.fill(`Nom final ${stamp}`);
    await expect(page.getByText(MESSAGES.dateDoesNotExist)).toBeVisible();
    // ...and validation is refused while it is there: nothing validated, the reason said.
    await page.getByRole('button', { name: "Valider l'ouverture" }).click();
    await expect(page.getByRole('alert').filter({ hasText: "La séance n'a pas été validée" })).toContainText(MESSAGES.dateDoesNotExist);
    await expect(page.getByTestId('setting-result')).toBeHidden();

    const day = new Date(Date.now() + 40 * 86_400_000);
    const typed = [day.getDate(), day.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('/') + `/${day.getFullYear()}`;
    await planned.fill(typed);

    // A boulder left unticked would be stripped: the setter is asked first, with the count; 'Annuler' changes nothing.
    if (keep.length > 0) {
      await keep[0]!.uncheck();
      await page.getByRole('button', { name: "Valider l'ouverture" }).click();
      const ask = page.getByRole('dialog', { name: "Valider l'ouverture" });
      await expect(ask).toContainText(/1 bloc de .+ sera démonté le \d{2}\/\d{2}\/\d{4}/);
      await screenshot(page, 'first-day-setting-day-strip-question', { fullPage: false });
      await ask.getByRole('button', { name: 'Annuler' }).click();
      await expect(ask).toBeHidden();
      await expect(page.getByTestId('setting-result')).toBeHidden();
      await keep[0]!.check();
    }

    await page.getByRole('button', { name: "Valider l'ouverture" }).click();
    const result = page.getByTestId('setting-result');
    await expect(result).toBeVisible();
    await expect(result).toContainText(`Nom final ${stamp}`);
    await expect(result).toContainText(`démontage prévu le ${typed.slice(0, 6)}${typed.slice(8)}`);
    await expect(result).toContainText('1 nouveau bloc, 0 bloc démonté.');
  });
});

test.describe('a chief setter strips a sector', () => {
  test('the stripped sector shows as dismantled after a reload and on the dashboard; a boulder stripped from its detail shows Fermé there at once', async ({
    page,
  }) => {
    // Vertical Grenoble: no other browser test reads its sectors.
    await loginAs(page, 'otherGym');
    await sidebar(page).getByRole('link', { name: 'Secteurs', exact: true }).click();
    const title = page.getByTestId('selected-sector-name');
    await expect(title).not.toBeEmpty();
    const sectorName = (await title.textContent())!;
    await page.getByRole('button', { name: 'Démonter le secteur' }).click();
    const strip = page.getByRole('dialog', { name: 'Démonter' });
    await strip.getByRole('button', { name: 'Confirmer' }).click();
    await expect(strip).toBeHidden();

    await page.reload();
    await expect(title).toHaveText(sectorName);
    await expect(page.getByRole('heading', { name: /^Secteur démonté le \d{2}\/\d{2}\/\d{4} : \d+ blocs? démontés?$/ })).toBeVisible();
    await expect(page.getByText(/^Dernière ouverture \(démontée le /)).toBeVisible();
    await expect(page.getByText('Ouverture en cours', { exact: false })).toHaveCount(0);
    await expect(page.getByText('Démontage imminent', { exact: false })).toHaveCount(0);
    await expect(page.getByText(/blocs à parcourir/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Démonter le secteur' })).toHaveCount(0);
    await screenshot(page, 'first-day-stripped-sector');

    // The dashboard lists it as dismantled, not as late.
    await sidebar(page).getByRole('link', { name: 'Accueil', exact: true }).click();
    await expect(page.getByTestId('dismantled-sectors').getByText(sectorName, { exact: true })).toBeVisible();
    await expect(page.getByTestId('late-openings').getByText(sectorName, { exact: true })).toHaveCount(0);

    // Another sector: one boulder stripped from 'Détail bloc' shows 'Fermé' in that modal, and back to 'Actif' on undo.
    await sidebar(page).getByRole('link', { name: 'Secteurs', exact: true }).click();
    const other = page.getByRole('group', { name: 'Secteurs' }).getByRole('button').filter({ hasNotText: sectorName }).first();
    await other.click();
    await expect(title).not.toHaveText(sectorName);
    await page.getByTestId('sector-boulder-row').first().click();
    const detail = page.getByRole('dialog', { name: 'Détail bloc' });
    await expect(detail.getByText('Actif', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Démonter' }).click();
    await page.getByRole('dialog', { name: 'Démonter' }).getByRole('button', { name: 'Confirmer' }).click();
    await expect(detail.getByText('Fermé', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Annuler le démontage' }).click();
    await expect(detail.getByText('Actif', { exact: true })).toBeVisible();
  });
});
