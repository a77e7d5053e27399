import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { paths, type RouteName } from '../src/web/config/paths';
import { workerDemo } from './e2e-servers';
import { axeViolations, chiefApi, DEMO_ACCOUNTS, DEMO_PASSWORD, judgeLinkPath, loginAs, runningContest } from './helpers';
import { decodeQuotedPrintable, mailsTo } from './password-accounts';

/**
 * Accessibility (issue 35): axe-core's WCAG 2.2 A and AA rules on every route of the route table
 * (src/web/config/paths.ts), in its main states, at a desktop and a phone width. A route missing
 * from VISITS fails the coverage test; no rule is turned off.
 */

const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
/** newClimber: an account made for the run, with nothing logged yet (the empty states). */
type Who = 'visitor' | 'staff' | 'climber' | 'newClimber';

/** What a visit needs that only the running demo knows: a label's code, a judge's link, ids. */
interface DemoLinks {
  boulderId: number;
  boulderCode: string;
  contestId: number;
  judgeLink: string;
  selfScoringLink: string;
  newClimberEmail: string;
}

interface Visit {
  route: RouteName | 'notFound';
  /** What is on screen besides the page as it opens: 'formulaire en erreur', 'fenêtre ouverte', 'liste vide'… */
  state?: string;
  who: Who;
  url: (links: DemoLinks) => string;
  /** Opens the page when a plain goto would not keep it on screen; answers the page to check. */
  open?: (page: Page, url: string) => Promise<Page>;
  /** Brings the page to its state once it is shown. */
  act?: (page: Page) => Promise<void>;
}

const visit = (route: Visit['route'], who: Who, url: string | ((links: DemoLinks) => string), extra: Partial<Visit> = {}): Visit => ({
  route,
  who,
  url: typeof url === 'string' ? () => url : url,
  ...extra,
});

/** Pages shown as they open, by route name. */
const plainVisits = (who: Who, urls: Partial<Record<RouteName, string>>): Visit[] =>
  Object.entries(urls).map(([route, url]) => visit(route as RouteName, who, url));

/** Sends the form on screen empty, so that its errors show. */
const submitEmpty = (button: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
};

const VISITS: Visit[] = [
  // Public pages
  visit('landing', 'visitor', '/'),
  visit('redirectStore', 'visitor', '/redirect-store/', {
    // The page a Mac's browser is shown while it decides (store-redirect.spec.ts); its own redirect is held back.
    open: async (page, url) => {
      const mac = await page.context().browser()!.newContext({
        baseURL: workerDemo().baseURL,
        viewport: page.viewportSize(),
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
      });
      const shown = await mac.newPage();
      await shown.route(/\/redirect-store\/\?platform=/, (route) => route.abort('aborted'));
      await shown.goto(url, { waitUntil: 'commit' });
      return shown;
    },
  }),
  ...plainVisits('visitor', {
    defiGaston: '/defi-gaston',
    contest: '/contest',
    contestSameTime: '/contestsametime',
    contestJunior: '/contest-junior',
    contestFinals: '/contest-finals',
    aleaSorting: '/alea-sorting',
    monthlyChallenge: '/monthly-challenge',
    generalConditions: '/general-conditions',
    personalData: '/personnal-data',
    userDeletionInfos: '/user-deletion-infos',
  }),
  visit('publicBoulder', 'visitor', (links) => `/b/${links.boulderCode}`),
  visit('publicGym', 'visitor', '/salles/1'),
  visit('unsubscribe', 'visitor', `/desabonnement/${'x'.repeat(43)}`, { state: 'lien inconnu' }),
  visit('contestLive', 'visitor', '/contests/defi-novembre'),
  visit('contestLive', 'visitor', '/contests/open-automne', { state: 'terminé, avec sa finale' }),
  visit('contestRegistration', 'visitor', '/contests/contest-hiver/inscription'),
  visit('contestRegistration', 'visitor', '/contests/contest-hiver/inscription', {
    // The browser checks the required fields itself; the server's error is the one the page shows.
    state: 'formulaire en erreur',
    act: async (page) => {
      await page.getByRole('textbox', { name: 'Prénom' }).fill('Alex');
      await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Accès');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('alex.acces@exemple.fr');
      await page.getByRole('textbox', { name: 'Année de naissance' }).fill('1850');
      await page.getByRole('radio', { name: 'Femme' }).check();
      await page.getByRole('combobox', { name: /^Catégorie/ }).selectOption({ index: 1 });
      await page.getByRole('button', { name: 'M’inscrire' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    },
  }),
  visit('contestScreen', 'visitor', '/contests/defi-novembre/ecran'),
  visit('contestJudge', 'visitor', (links) => links.judgeLink),
  visit('contestJudge', 'visitor', (links) => links.judgeLink, {
    state: 'saisie ouverte, un compétiteur choisi',
    act: async (page) => {
      await page.getByLabel('Code du juge').fill('161803');
      await page.getByRole('button', { name: 'Ouvrir la saisie' }).click();
      await page.getByRole('button', { name: 'Bloc 1', exact: true }).click();
      await page.getByLabel('Dossard ou nom').fill('1');
      await page.getByRole('button', { name: /n° 1$/ }).first().click();
      await expect(page.getByRole('button', { name: 'Top' })).toBeVisible();
    },
  }),
  visit('contestSelfScoring', 'visitor', (links) => links.selfScoringLink),
  visit('notFound', 'visitor', '/page-qui-n-existe-pas'),
  // Sign-in and passwords
  visit('loginPro', 'visitor', '/login-pro'),
  visit('loginPro', 'visitor', '/login-pro', { state: 'formulaire en erreur', act: submitEmpty('Se connecter') }),
  ...plainVisits('visitor', {
    passwordReset: '/password-reset',
    passwordForgotten: '/password-forgotten/',
    passwordChange: '/password-change?token=un-jeton-pour-voir-la-page&uid=00000000-0000-4000-8000-000000000000',
    passwordChanged: '/password-changed/',
  }),
  visit('proSignup', 'visitor', '/pro/inscription'),
  visit('proSignup', 'visitor', '/pro/inscription', { state: 'formulaire en erreur', act: submitEmpty('Créer ma salle') }),
  visit('proConfirmation', 'visitor', '/pro/confirmation/lien-inconnu', { state: 'lien inconnu' }),
  visit('invitation', 'visitor', '/invitation/lien-inconnu', { state: 'lien inconnu' }),
  // Back office
  visit('dashboard', 'staff', '/homepagebo'),
  visit('dashboard', 'staff', '/homepagebo', {
    state: 'fenêtre ouverte',
    act: async (page) => {
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      if (await burger.isVisible()) await burger.click();
      await page.getByRole('navigation', { name: 'Menu du back office' }).getByRole('button', { name: 'Changer salle' }).click();
      await expect(page.getByRole('dialog', { name: 'Choix salle' })).toBeVisible();
    },
  }),
  ...plainVisits('staff', {
    sectors: '/sectors-details',
    comments: '/comments',
    moderation: '/moderation',
    announcements: '/annonces',
    circuitsOverview: '/circuits-overview',
    circuitDetails: '/circuits-details',
    boulders: '/bomain',
    parameters: '/parameters-admin',
    setting: '/setting',
    pyramid: '/setting/pyramid',
    labels: '/setting/labels',
    boulderNew: '/boulders/new',
  }),
  visit('boulderNew', 'staff', '/boulders/new', { state: 'formulaire en erreur', act: submitEmpty('Enregistrer') }),
  visit('announcements', 'staff', '/annonces', {
    state: 'fenêtre ouverte',
    act: async (page) => {
      await page.getByRole('button', { name: 'Annoncer' }).click();
      await expect(page.getByRole('dialog', { name: 'Annoncer de nouveaux blocs' }).getByRole('checkbox').first()).toBeVisible();
    },
  }),
  visit('boulderEdit', 'staff', (links) => `/boulders/${links.boulderId}/edit`),
  visit('contestsAdmin', 'staff', '/contests'),
  visit('contestNew', 'staff', '/contests/nouveau'),
  visit('contestManage', 'staff', (links) => `/contests/gestion/${links.contestId}`),
  // The climbers' app
  visit('climberHome', 'visitor', '/app'),
  visit('climberSignUp', 'visitor', '/app/inscription'),
  visit('climberSignUp', 'visitor', '/app/inscription', { state: 'formulaire en erreur', act: submitEmpty('Créer mon compte') }),
  visit('climberConfirm', 'visitor', '/app/confirm?token=jeton-inconnu', { state: 'lien inconnu' }),
  visit('climberPasswordForgotten', 'visitor', '/app/mot-de-passe-oublie'),
  visit('climberPasswordChange', 'visitor', '/app/mot-de-passe?token=jeton-inconnu'),
  visit('climberGyms', 'climber', '/app/salles'),
  visit('climberGym', 'climber', '/app/salles/1'),
  visit('climberLogbook', 'climber', '/app/carnet'),
  visit('climberContests', 'climber', '/app/contests'),
  visit('climberProfile', 'climber', '/app/profil'),
  visit('climberLogbook', 'newClimber', '/app/carnet', { state: 'liste vide' }),
  visit('climberContests', 'newClimber', '/app/contests', { state: 'liste vide' }),
  visit('climberGyms', 'newClimber', '/app/salles', { state: 'sans salle' }),
];

/** The demo's ids and links, and a judge and a competitor's personal link made for this run. */
async function demoLinks(baseURL: string): Promise<DemoLinks> {
  const { api, csrf } = await chiefApi(baseURL);
  const headers = { 'X-CSRFToken': csrf };
  // The first boulder of the back office's export (its first column is the id).
  const csv = await (await api.get('/api/gyms/1/exports/boulders.csv')).text();
  const boulderId = Number(csv.split('\r\n')[1]!.split(';')[0]);
  const { code } = (await (await api.get(`/api/boulders/${boulderId}/`)).json()) as { code: string };
  const contest = await runningContest(api);
  const { contestId, categories } = contest;
  const judgeLink = await judgeLinkPath(api, csrf, contest, { name: 'Juge accessibilité', code: '161803' });
  const since = Date.now();
  // In the last category: contest-live.spec.ts takes the last woman of the first one as its own.
  const email = `a11y.${since}@exemple.fr`;
  const competitor = await api.post(`/api/contests/${contestId}/competitors/`, {
    data: { firstName: 'Alex', lastName: 'Accès', email, categoryId: categories.at(-1)!.id },
    headers,
  });
  expect(competitor.status(), await competitor.text()).toBe(201);
  expect((await api.post(`/api/contests/${contestId}/self-scoring-links/`, { headers })).status()).toBe(200);
  let selfScoringLink: string | undefined;
  await expect
    .poll(
      () => {
        const file = mailsTo(email, since)[0];
        if (file)
          selfScoringLink = /https?:\/\/[^\s"'<>]+(\/contests\/defi-novembre\/moi\/gcs_[\w-]+)/.exec(decodeQuotedPrintable(readFileSync(file, 'utf8')))?.[1];
        return selfScoringLink;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  const newClimberEmail = `a11y.vide.${since}@exemple.fr`;
  const signUp = await api.post('/api/v1/auth/signup/', { data: { firstName: 'Vide', lastName: 'Accès', email: newClimberEmail, password: DEMO_PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(201);
  await api.dispose();
  return { boulderId, boulderCode: code, contestId, judgeLink, selfScoringLink: selfScoringLink!, newClimberEmail };
}

/** Waits for the page to settle: a heading shown, nothing loading. */
async function settled(page: Page) {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('.mantine-Loader-root, [aria-busy="true"]')).toHaveCount(0);
}

async function signIn(page: Page, who: Who, links: DemoLinks) {
  if (who === 'staff') await loginAs(page, 'chief');
  if (who === 'climber' || who === 'newClimber') {
    await page.goto('/app');
    await page.getByLabel('E-mail').fill(who === 'climber' ? DEMO_ACCOUNTS.climber : links.newClimberEmail);
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/app\/salles/);
  }
}

test('every route of the route table is visited at both widths', () => {
  const visited = new Set(VISITS.map((v) => v.route));
  const missing = (Object.keys(paths) as RouteName[]).filter((name) => !visited.has(name));
  expect(missing, 'routes of src/web/config/paths.ts that the accessibility suite does not visit').toEqual([]);
});

let links: DemoLinks | undefined;

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const who of ['visitor', 'staff', 'climber', 'newClimber'] as const) {
    test(`axe WCAG 2.2 A/AA: the ${who}'s routes at ${widthName} width (${viewport.width} px)`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      links ??= await demoLinks(baseURL!);
      const context = await browser.newContext({
        baseURL,
        viewport,
        locale: 'fr-FR',
        timezoneId: 'Europe/Paris',
        isMobile: widthName === 'phone',
        hasTouch: widthName === 'phone',
      });
      const page = await context.newPage();
      // The staff's pages are at desktop width as well on a phone: the burger menu replaces the sidebar.
      if (who === 'staff' && widthName === 'phone') {
        const desktop = await browser.newContext({ baseURL, viewport: WIDTHS.desktop });
        const signInPage = await desktop.newPage();
        await signIn(signInPage, who, links);
        await context.addCookies(await desktop.cookies());
        const stored = await signInPage.evaluate(() => JSON.stringify(Object.entries(window.localStorage)));
        await page.addInitScript((entries) => {
          if (window.localStorage.length === 0) for (const [key, value] of JSON.parse(entries) as [string, string][]) window.localStorage.setItem(key, value);
        }, stored);
        await desktop.close();
      } else {
        await signIn(page, who, links);
      }
      const found: string[] = [];
      for (const entry of VISITS.filter((v) => v.who === who)) {
        const label = `${entry.route}${entry.state ? ` (${entry.state})` : ''} ${entry.url(links)}`;
        const started = Date.now();
        let shown = page;
        if (entry.open) shown = await entry.open(page, entry.url(links));
        else await page.goto(entry.url(links));
        await settled(shown);
        if (entry.act) await entry.act(shown);
        found.push(...(await axeViolations(shown, label)));
        if (shown !== page) await shown.context().close();
        if (process.env.A11Y_TIMES) console.log(`${Date.now() - started} ms ${label}`);
      }
      await context.close();
      expect(found, `axe violations at ${viewport.width} px`).toEqual([]);
    });
  }
}
