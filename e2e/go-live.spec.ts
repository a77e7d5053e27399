/**
 * A real gym moves in (docs/product.md › Going live: operator command; Going live: invitations), on a server started as a fresh clone with SEED_DEMO=false:
 * the operator creates the gym with `gaston gym create`, the owner opens the invitation from the
 * outbox, creates their account, lands on their gym's dashboard, and signs in again later; the
 * owner then invites a setter from Paramètres, who joins through their own link.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from './fixtures';
import { dataDirOf, EMPTY_PORT } from './e2e-servers';
import { axeViolations, chooseGym, screenshot, signUpClimber, submitLogin } from './helpers';
import { decodeQuotedPrintable } from './password-accounts';

const BASE = `http://localhost:${EMPTY_PORT}`;
const DATA_DIR = path.join(import.meta.dirname, '..', dataDirOf(EMPTY_PORT, false));
const OUTBOX = path.join(DATA_DIR, 'outbox');
const PASSWORD = 'Ma-Salle-2026!';

/** `npx gaston …` as the operator types it on the server, with the server's configuration. */
async function gaston(...args: string[]) {
  return promisify(execFile)(process.execPath, [path.join(import.meta.dirname, '..', 'bin', 'gaston.mjs'), ...args], {
    env: { ...process.env, DATA_DIR, PORT: String(EMPTY_PORT), LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
  });
}

/** The /invitation/… link of the newest mail to `email`, as the person would click it. */
async function invitationFromOutbox(email: string, since: number, page = 'invitation'): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = existsSync(OUTBOX)
          ? readdirSync(OUTBOX)
              .filter((f) => f.includes(email))
              .map((f) => path.join(OUTBOX, f))
              .filter((f) => statSync(f).mtimeMs >= since)
          : [];
        const pattern = new RegExp(`https?://[^\\s"'<>]+/${page}/[A-Za-z0-9_-]+`);
        for (const file of files) link = pattern.exec(decodeQuotedPrintable(readFileSync(file, 'utf8')))?.[0];
        return link;
      },
      { message: `an invitation mail to ${email} in ${OUTBOX}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname;
}

async function createAccountFromInvitation(page: Page, invitationPath: string, person: { firstName: string; lastName: string }) {
  await page.goto(`${BASE}${invitationPath}`);
  await page.getByLabel(/^Prénom/).fill(person.firstName);
  await page.getByLabel(/^Nom/).fill(person.lastName);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByLabel(/^Confirmation/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${BASE}/homepagebo`);
}

test('the operator creates a gym; its owner joins from the mailed invitation, signs in again, and invites a setter who joins too', async ({ page }) => {
  // A whole journey (several people, mails, sign-ins): well beyond one page's 30 s.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const owner = `patronne-${stamp}@bloc-nantais.fr`;
  const setter = `ouvreur-${stamp}@bloc-nantais.fr`;
  const gymName = `Bloc Nantais ${stamp % 10_000}`;

  const created = await gaston('gym', 'create', '--name', gymName, '--city', 'Nantes', '--owner', owner, '--json');
  const { gymId, invitationLink } = JSON.parse(created.stdout) as { gymId: number; invitationLink: string };
  const invitationPath = await invitationFromOutbox(owner, stamp - 1000);
  expect(invitationLink).toBe(`${BASE}${invitationPath}`);

  // The invitation page: what it offers, then the new account.
  await page.goto(`${BASE}${invitationPath}`);
  await expect(page.getByRole('heading', { name: `Rejoindre ${gymName}` })).toBeVisible();
  await expect(page.getByText('Chef-ouvreur, Administrateur')).toBeVisible();
  await screenshot(page, 'go-live-invitation');
  await createAccountFromInvitation(page, invitationPath, { firstName: 'Anne', lastName: 'Patron' });
  await expect(page.getByText('Salle en préparation : les grimpeurs ne la voient pas encore.')).toBeVisible();

  // The link is used: opened again, it says so.
  await page.goto(`${BASE}${invitationPath}`);
  await expect(page.getByText("Cette invitation n'est plus valable.")).toBeVisible();

  // Signing in again later, through the login form.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${BASE}/login-pro`);
  await submitLogin(page, owner, PASSWORD);
  await expect(page).toHaveURL(`${BASE}/homepagebo`);
  await chooseGym(page, gymName);

  // The owner invites a setter from Paramètres › Ouvreurs.
  await page.goto(`${BASE}/parameters-admin`);
  await expect(page.getByRole('heading', { name: 'Invitations en attente' })).toBeVisible();
  await expect(page.getByText('Aucune invitation en attente.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Inviter par e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inviter par e-mail' });
  await dialog.getByLabel(/^E-mail/).fill(setter);
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(dialog).toBeHidden();
  const pending = page.getByRole('table', { name: 'Invitations en attente' });
  await expect(pending.getByRole('row', { name: new RegExp(setter) })).toContainText('Ouvreur');
  await screenshot(page, 'go-live-pending-invitations');
  const setterInvitation = await invitationFromOutbox(setter, stamp - 1000);

  // The setter joins in another browser.
  const other = await page.context().browser()!.newContext({ locale: 'fr-FR' });
  const setterPage = await other.newPage();
  await createAccountFromInvitation(setterPage, setterInvitation, { firstName: 'Yann', lastName: 'Grimpeur' });
  await other.close();

  await page.reload();
  await expect(page.getByText('Aucune invitation en attente.', { exact: false })).toBeVisible();

  // A climber who already has an account is invited; an invitation sent by mistake is cancelled.
  const climberEmail = `grimpeuse-${stamp}@bloc-nantais.fr`;
  await signUpClimber(page.request, { firstName: 'Ana', lastName: 'Déjà', email: climberEmail, password: PASSWORD }, BASE);
  for (const email of [climberEmail, `erreur-${stamp}@bloc-nantais.fr`]) {
    await page.getByRole('button', { name: 'Inviter par e-mail' }).click();
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: `Annuler l’invitation de erreur-${stamp}@bloc-nantais.fr` }).click();
  await page.getByRole('dialog', { name: 'Annuler l’invitation' }).getByRole('button', { name: 'Annuler l’invitation' }).click();
  await expect(pending.getByRole('row', { name: /erreur-/ })).toHaveCount(0);
  await expect(pending.getByRole('row', { name: new RegExp(climberEmail) })).toBeVisible();

  const climberInvitation = await invitationFromOutbox(climberEmail, stamp - 1000);
  const climberContext = await page.context().browser()!.newContext({ locale: 'fr-FR' });
  const climberPage = await climberContext.newPage();
  await climberPage.goto(`${BASE}${climberInvitation}`);
  await expect(climberPage.getByText('Un compte Gaston existe déjà avec cette adresse', { exact: false })).toBeVisible();
  await climberPage.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await climberPage.getByRole('button', { name: 'Se connecter' }).click();
  await climberPage.getByRole('button', { name: `Rejoindre ${gymName}` }).click();
  await expect(climberPage).toHaveURL(`${BASE}/homepagebo`);
  await expect(climberPage.getByTestId('sidebar-gym-name')).toHaveText(gymName);
  await climberContext.close();

  await page.reload();
  await expect(page.getByText('Aucune invitation en attente.', { exact: false })).toBeVisible();
  const list = await gaston('gym', 'list', '--json');
  expect(JSON.parse(list.stdout)).toContainEqual(expect.objectContaining({ id: gymId, status: 'draft', staff: 3 }));
});

test("an owner creates their gym alone from 'Créer ma salle', confirms from the mail, and publishes it for climbers", async ({ page }) => {
  // A whole journey (several people, mails, sign-ins): well beyond one page's 30 s.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const owner = `gerant-${stamp}@vertical-brest.fr`;
  const gymName = `Vertical Brest ${stamp % 10_000}`;
  await page.goto(`${BASE}/`);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Créer ma salle' }).click();
  await expect(page).toHaveURL(`${BASE}/pro/inscription`);
  await page.getByLabel(/^Nom de la salle/).fill(gymName);
  await page.getByLabel(/^Ville/).fill('Brest');
  await page.getByLabel(/^Prénom/).fill('Gaël');
  await page.getByLabel(/^Nom \*?$/).fill('Le Bihan');
  await page.getByLabel(/^E-mail/).fill(owner);
  await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Créer ma salle' }).click();
  // The terms are required: the form says so and sends nothing.
  await expect(page.getByText('Vous devez accepter les conditions générales.')).toBeVisible();
  await page.getByLabel(/J'accepte les/).check();
  await screenshot(page, 'go-live-pro-signup');
  await page.getByRole('button', { name: 'Créer ma salle' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez vos e-mails' })).toBeVisible();

  const confirmation = await invitationFromOutbox(owner, stamp - 1000, 'pro/confirmation');
  await page.goto(`${BASE}${confirmation}`);
  await expect(page).toHaveURL(`${BASE}/homepagebo`);
  await expect(page.getByRole('navigation', { name: 'Menu du back office' }).getByTestId('sidebar-gym-name')).toHaveText(gymName);
  await expect(page.getByText('Salle en préparation : les grimpeurs ne la voient pas encore.')).toBeVisible();

  // Climbers do not see it yet; once published, they do.
  // A climber looks for it in the app's gym list: absent while it is a draft.
  const climber = await page
    .context()
    .browser()!
    .newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const climberPage = await climber.newPage();
  const climberEmail = `grimpeur-${stamp}@vertical-brest.fr`;
  await signUpClimber(climberPage.request, { firstName: 'Loïc', lastName: 'Bloc', email: climberEmail, password: PASSWORD }, BASE);
  await climberPage.goto(`${BASE}/app`);
  await climberPage.getByLabel('E-mail').fill(climberEmail);
  await climberPage.getByLabel('Mot de passe').fill(PASSWORD);
  await climberPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(climberPage.getByRole('button', { name: 'Se connecter' })).toBeHidden();
  const searchGyms = async () => {
    await climberPage.goto(`${BASE}/app/salles`);
    await climberPage.getByLabel('Rechercher une salle').fill(gymName);
  };
  await searchGyms();
  await expect(climberPage.getByText(`Aucune salle ne correspond à « ${gymName} ».`)).toBeVisible();
  // 'Premiers pas': the template's circuits are ticked; the poster downloads and ticks; publishing ticks.
  const firstSteps = page.getByRole('region', { name: 'Premiers pas' });
  await expect(firstSteps.getByText('Circuits : fait')).toBeAttached();
  await expect(firstSteps.getByText('Secteurs : à faire')).toBeAttached();
  await screenshot(page, 'go-live-first-steps');
  const download = page.waitForEvent('download');
  await firstSteps.getByRole('button', { name: 'Télécharger l’affiche' }).click();
  expect((await download).suggestedFilename()).toBe('affiche-gaston.pdf');
  await expect(firstSteps.getByText('Affiche pour les grimpeurs : fait')).toBeAttached();
  await firstSteps.getByRole('button', { name: 'Publier la salle' }).click();
  await expect(page.getByText('Salle en préparation : les grimpeurs ne la voient pas encore.')).toBeHidden();
  await expect(firstSteps.getByText('Publier la salle : fait')).toBeAttached();
  await searchGyms();
  await expect(climberPage.getByRole('list', { name: 'Salles' }).getByText(gymName)).toBeVisible();
  await climber.close();

  // 'Masquer': the card is gone for this person, after a reload too.
  await firstSteps.getByRole('button', { name: 'Masquer' }).click();
  await expect(firstSteps).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('dashboard-gym-name')).toHaveText(gymName);
  await expect(page.getByRole('region', { name: 'Premiers pas' })).toHaveCount(0);

  // The link works once.
  await page.goto(`${BASE}${confirmation}`);
  await expect(page.getByText("Ce lien de confirmation n'est plus valable", { exact: false })).toBeVisible();
});

/** Words that betray a figure computed from nothing, or a value never filled in. */
const BROKEN = /\b(NaN|undefined|Infinity|null)\b/;

/** Opens `path` and checks the page: no error page, no broken word, and each expected sentence shown. */
async function walk(page: Page, path: string, name: string, sentences: (string | RegExp)[]) {
  await page.goto(`${BASE}${path}`);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  for (const sentence of sentences) await expect(page.getByText(sentence).first(), `${path}: ${sentence}`).toBeVisible();
  // The error pages, and the notices of a call that failed ('… n’a pas pu être chargé').
  await expect(page.getByText(/Une erreur est survenue|Page introuvable|nouvelle version est disponible|pas pu être chargée?s?/i)).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect(text, `${path} shows a broken value`).not.toMatch(BROKEN);
  // The empty states are main states of every page (issue 35): no WCAG violation in them either.
  expect(await axeViolations(page, path), `${path}: axe violations when empty`).toEqual([]);
  await screenshot(page, `empty-${name}`);
}

test('a gym with nothing in it: every back-office page, its climbers’ pages and the public pages say what is empty and what to do', async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const owner = `vide-${stamp}@salle-vide.fr`;
  const gymName = `Salle Vide ${stamp % 10_000}`;
  const { gymId } = JSON.parse(
    (await gaston('gym', 'create', '--name', gymName, '--city', 'Vierzon', '--owner', owner, '--template', 'vide', '--json')).stdout,
  ) as { gymId: number };
  await createAccountFromInvitation(page, await invitationFromOutbox(owner, stamp - 1000), { firstName: 'Vera', lastName: 'Vide' });

  const noSector = 'Aucun secteur : dessinez-en un dans Paramètres › Secteurs.';
  const noCircuit = 'Aucun circuit : créez-en un dans Paramètres › Circuits.';
  await walk(page, '/homepagebo', 'dashboard', ['Premiers pas', noSector, noCircuit, 'Aucun bloc essayé pour le moment.', 'Pas encore de commentaire']);
  await walk(page, '/sectors-details', 'sectors', ["Aucun secteur n'a encore été ouvert dans cette salle.", noSector]);
  await walk(page, '/comments', 'comments', ['Pas encore de commentaire']);
  await walk(page, '/moderation', 'moderation', ['Rien à traiter : aucun signalement ouvert ni nouveau commentaire.']);
  await walk(page, '/circuits-overview', 'circuits-overview', [noCircuit]);
  await walk(page, '/circuits-details', 'circuits-details', [noCircuit]);
  await walk(page, '/bomain', 'boulders', ['Aucun bloc actif : ouvrez-en un avec Nouveau bloc.']);
  const tabs: [string, string[]][] = [
    ['ouvreurs', ['Aucun ouvreur pour le moment', 'Aucune invitation en attente.']],
    ['secteurs', ['Aucun secteur : créez-en un ci-dessus, puis dessinez son contour sur le plan.']],
    ['circuits', ['Aucun circuit : créez-en un ci-dessus']],
    ['tags', ['Aucun tag pour l’instant.']],
    ['cycle', []],
    ['journal', ['1 modification']],
    ['exports', []],
  ];
  for (const [tab, sentences] of tabs) await walk(page, `/parameters-admin?onglet=${tab}`, `parameters-${tab}`, sentences);
  await walk(page, '/setting', 'setting', ['La salle n’est pas encore prête pour une séance', noSector, noCircuit]);
  await walk(page, '/setting/pyramid', 'pyramid', ['Aucun secteur avec des blocs actifs.', noCircuit]);
  await walk(page, '/setting/labels', 'labels', ['Aucun bloc à étiqueter']);
  await walk(page, '/boulders/new', 'boulder-new', ['Il manque de quoi ranger ce bloc', noSector, noCircuit]);
  await walk(page, '/contests', 'contests', ["Aucun contest pour l'instant : créez-en un avec « Nouveau contest »."]);
  await walk(page, '/contests/nouveau', 'contest-new', []);
  await walk(page, '/annonces', 'announcements', ['Aucune annonce pour l’instant', 'La salle n’est pas encore publiée']);
  await expect(page.getByRole('button', { name: 'Annoncer' })).toBeDisabled();

  // Published, with nothing in it: the climbers' pages and the public ones.
  await page.goto(`${BASE}/homepagebo`);
  await page.getByRole('region', { name: 'Premiers pas' }).getByRole('button', { name: 'Publier la salle' }).click();
  await expect(page.getByText('Salle en préparation : les grimpeurs ne la voient pas encore.')).toBeHidden();
  // Published but with no boulder yet: 'Annoncer' says what to do first.
  await walk(page, '/annonces', 'announcements-published', ['Aucune annonce pour l’instant']);
  await page.getByRole('button', { name: 'Annoncer' }).click();
  const announce = page.getByRole('dialog', { name: 'Annoncer de nouveaux blocs' });
  await expect(announce.getByText('Aucun bloc ouvert ces deux dernières semaines')).toBeVisible();
  await expect(announce.getByRole('button', { name: 'Programmer l’annonce' })).toBeDisabled();
  await announce.getByRole('button', { name: 'Annuler' }).click();
  const climber = await page
    .context()
    .browser()!
    .newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const phone = await climber.newPage();
  const email = `grimpeur-${stamp}@salle-vide.fr`;
  const made = await phone.request.post(`${BASE}/api/v1/auth/signup/`, {
    data: { firstName: 'Théo', lastName: 'Neuf', email, password: PASSWORD, gender: null, homeGymId: null, rankingConsent: false, newsConsent: false },
  });
  expect(made.status()).toBe(201);
  await phone.goto(`${BASE}/app`);
  await phone.getByLabel('E-mail').fill(email);
  await phone.getByLabel('Mot de passe').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Se connecter' }).click();
  await expect(phone.getByRole('button', { name: 'Se connecter' })).toBeHidden();
  await walk(phone, `/app/salles/${gymId}`, 'app-gym', ['0 blocs ouverts · 0 fait', 'Aucun bloc ouvert dans cette salle pour le moment : reviens bientôt !']);
  // Nobody came before: the crowd level is calm, and the best moments say to come back later.
  const noHistory = 'Pas encore assez de passages pour dessiner les meilleurs moments : reviens dans quelques jours.';
  await expect(phone.getByText('Calme', { exact: true })).toBeVisible();
  await phone.getByRole('button', { name: 'Voir les meilleurs moments' }).click();
  await expect(phone.getByText(noHistory)).toBeVisible();
  await walk(phone, `/salles/${gymId}`, 'public-gym', [gymName, 'Calme', noHistory]);
  // The gym becomes the climber's home gym, as a climber does from the profile.
  await phone.goto(`${BASE}/app/profil`);
  await phone.getByPlaceholder('Choisis ta salle').fill(gymName);
  // The home gym's list (a listbox), not the 'Suivre une salle' select of the news card.
  await phone
    .getByRole('listbox')
    .getByRole('option', { name: new RegExp(gymName) })
    .click();
  await phone.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(phone.getByText(/Profil enregistré|enregistré/).first()).toBeVisible();
  await walk(phone, '/app/carnet', 'app-logbook', [
    'Aucun top ce mois-ci dans cette salle',
    'Ta salle n’a pas encore de circuit',
    'Aucun passage sur cette période.',
  ]);
  await walk(phone, '/app/contests', 'app-contests', ["Aucun contest pour l'instant."]);
  await walk(phone, '/app/profil', 'app-profile', []);
  await walk(phone, '/monthly-challenge', 'public-monthly-challenge', ['Aucun grimpeur pour le moment.']);

  // Suspended by the operator: closed to its climbers and to its staff, then back as it was.
  await gaston('gym', 'suspend', String(gymId));
  await phone.goto(`${BASE}/app/salles/${gymId}`);
  await expect(phone.getByRole('heading', { name: 'Salle indisponible.' })).toBeVisible();
  await page.goto(`${BASE}/homepagebo`);
  await expect(page.getByText('Salle suspendue, contactez le support.')).toBeVisible();
  await screenshot(page, 'go-live-suspended');
  await gaston('gym', 'resume', String(gymId));
  await phone.goto(`${BASE}/app/salles/${gymId}`);
  await expect(phone.getByText('Aucun bloc ouvert dans cette salle pour le moment : reviens bientôt !')).toBeVisible();
  await climber.close();
});

test(
  'a chief setter imports the gym’s catalogue from a spreadsheet: analyses it, creates the missing sectors, imports, finds the boulders, and ' + 'undoes it',
  async ({ page }) => {
    // A whole journey (several people, mails, sign-ins): well beyond one page's 30 s.
    test.setTimeout(90_000);
    const stamp = Date.now();
    const owner = `catalogue-${stamp}@bloc-import.fr`;
    const gymName = `Bloc Import ${stamp % 10_000}`;
    await gaston('gym', 'create', '--name', gymName, '--city', 'Lille', '--owner', owner);
    await createAccountFromInvitation(page, await invitationFromOutbox(owner, stamp - 1000), { firstName: 'Inès', lastName: 'Port' });

    const csv = [
      'Nom;Secteur;Circuit;Cotation;Ouverture;Style',
      'La Loutre;Grande Dalle;Jaune;;02/11/2026;Technique',
      'Le Héron;Grande Dalle;Violet;;03/11/2026;',
      'Le Martin-pêcheur;Le Toit;Rose;;;',
    ].join('\r\n');
    await page.goto(`${BASE}/parameters-admin?onglet=import`);
    await page.locator('input[type="file"]').setInputFiles({ name: 'catalogue-lille.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}\r\n`) });
    await page.getByRole('button', { name: 'Analyser' }).click();
    await expect(page.getByText("Ligne 4, Circuit : « Rose » n'est pas un circuit de la salle.")).toBeVisible();
    await expect(page.getByText("Ligne 2, Secteur : « Grande Dalle » n'est pas un secteur de la salle.")).toBeVisible();
    await expect(page.getByRole('button', { name: /^Importer/ })).toBeDisabled();
    await page.getByLabel(/Créer les secteurs manquants \(Grande Dalle, Le Toit\)/).check();
    await expect(page.getByText("« Grande Dalle » n'est pas un secteur", { exact: false })).toBeHidden();
    await expect(page.getByText('3 lignes : 2 à importer, 0 déjà présente, 1 en erreur.')).toBeVisible();
    await screenshot(page, 'go-live-import-analysis');

    // The file fixed, as a person would save it again.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'catalogue-lille.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv.replace('Rose', 'Vert')}\r\n`) });
    await page.getByRole('button', { name: 'Analyser' }).click();
    await page.getByRole('button', { name: 'Importer 3 blocs' }).click();
    await expect(page.getByText('3 blocs importés')).toBeVisible();
    await expect(page.getByText('Import de 3 blocs (catalogue-lille.csv)')).toBeVisible();

    await page.goto(`${BASE}/bomain`);
    for (const name of ['La Loutre', 'Le Héron', 'Le Martin-pêcheur']) await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

    await page.goto(`${BASE}/parameters-admin?onglet=import`);
    await page.getByRole('button', { name: 'Annuler l’import' }).click();
    await page.getByRole('dialog', { name: 'Annuler l’import' }).getByRole('button', { name: 'Annuler l’import' }).click();
    await expect(page.getByText('3 blocs retirés.')).toBeVisible();
    await page.goto(`${BASE}/bomain`);
    await expect(page.getByText('Aucun bloc actif : ouvrez-en un avec Nouveau bloc.')).toBeVisible();
  },
);
