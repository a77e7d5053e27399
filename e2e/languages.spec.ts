// The public pages in the visitor's language (docs/i18n.md): English for a browser that asks for it,
// French otherwise, and the footer's switch, remembered in the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { documentTitle } from '../src/web/config/paths';
import { chiefApi, judgeLinkPath, runningContest, screenshot } from './helpers';
import { decodeQuotedPrintable, mailsTo, resetLinkFromOutbox } from './password-accounts';

const catalog = (area: string, locale: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'src/shared/i18n/catalogs', area, `${locale}.json`), 'utf8')) as Record<string, string>;
const french = catalog('public', 'fr');
const english = catalog('public', 'en');
const TRANSLATED_AREAS = ['public', 'boulder', 'challenge', 'legal', 'climber', 'contest', 'scoring'];

/**
 * French texts of the translated catalogues found in the page's visible text: each message differing from
 * its English version, cut at its placeholders into the pieces that are plain text (longer than a word).
 */
async function frenchTextsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return TRANSLATED_AREAS.flatMap((area) => {
    const [fr, en] = [catalog(area, 'fr'), catalog(area, 'en')];
    return Object.entries(fr)
      .filter(([key, value]) => value !== en[key])
      .flatMap(([, value]) => value.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.length > 12 && text.includes(piece));
  });
}

test.describe('languages of the public pages', () => {
  test.use({ locale: 'en-GB' });

  test('an English browser gets the landing page in English, and the footer switches it to French for good', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: english['landing.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: english['notify.submit'] })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(english['landing.tabTitle']));
    expect(await frenchTextsShown(page)).toEqual([]);

    // The notify form's own checks speak English too.
    await page.getByLabel(english['notify.email']).fill('julie@exemple');
    await page.getByRole('combobox', { name: english['notify.gym'] }).focus();
    await expect(page.getByText(english['notify.notifyEmailInvalid'])).toBeVisible();

    const language = page.getByLabel(english['layout.language']);
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByLabel(french['layout.language'])).toHaveValue('fr');

    // Remembered: a new visit stays in French although the browser asks for English.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
    await page.getByRole('link', { name: french['layout.generalConditions'] }).click();
    await expect(page).toHaveURL(/\/general-conditions$/);
    // The legal page links to the personal data from its text and its menus too: the footer's link, in French.
    const footer = page.getByRole('navigation', { name: french['layout.legal'], exact: true });
    await expect(footer.getByRole('link', { name: french['layout.personalData'] })).toBeVisible();
  });
});

test.describe('the other public pages in English', () => {
  test.use({ locale: 'en-US' });

  test('the staff pages, not translated yet, stay French for an English browser', async ({ page }) => {
    await page.goto('/login-pro');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the monthly challenge, the legal pages and a label’s boulder page speak English', async ({ page, baseURL }) => {
    const { api } = await chiefApi(baseURL!);
    const csv = await (await api.get('/api/gyms/1/exports/boulders.csv')).text();
    const boulderId = Number(csv.split('\r\n')[1]!.split(';')[0]);
    const { code } = (await (await api.get(`/api/boulders/${boulderId}/`)).json()) as { code: string };
    await api.dispose();
    const challenge = catalog('challenge', 'en');
    const legal = catalog('legal', 'en');
    const boulder = catalog('boulder', 'en');

    await page.goto('/');
    await page.getByRole('navigation', { name: english['layout.mainNav'] }).getByRole('link', { name: english['layout.challenges'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: challenge.title })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(challenge.title));
    await page.getByRole('tab', { name: challenge.boardOpenings }).click();
    await expect(page.getByText(challenge.openingsExplainer)).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    await page.getByRole('link', { name: english['layout.personalData'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: legal['data.title'] })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(legal['page.personalData']));
    await expect(page.getByRole('list', { name: legal['data.facts'] })).toContainText('16 years');
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.getByRole('navigation', { name: legal.others }).getByRole('link', { name: legal['page.userDeletion'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: legal['deletion.title'] })).toBeVisible();
    await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /subject=Deleting%20my%20Gaston%20account/);
    expect(await frenchTextsShown(page)).toEqual([]);

    await page.goto(`/b/${code}`);
    await expect(page.getByText(boulder.circuit, { exact: true })).toBeVisible();
    await expect(page.getByText(boulder.opened, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(documentTitle(boulder.tabTitle));
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.goto('/b/ZZZZZZ');
    await expect(page.getByRole('heading', { level: 1, name: boulder['notFound.title'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    // A seeded contest page, and an address that is no page.
    const contest = catalog('contest', 'en');
    await page.goto('/contest-finals');
    await expect(page.getByRole('heading', { level: 1, name: contest['seeded.finals.title'] })).toBeVisible();
    await expect(
      page.getByRole('table', { name: contest['seeded.men'], exact: true }).getByRole('columnheader', { name: contest['seeded.tries'] }),
    ).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: english['missingPage.title'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
  });
});

test.describe('the climbers’ app in English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });
  test.describe.configure({ timeout: 90_000 });

  test('sign up, choose a gym, log a top and rate it, see the logbook, the contests and the profile, then switch the app to French', async ({ page }) => {
    const app = catalog('climber', 'en');
    const appFrench = catalog('climber', 'fr');
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: app['home.title'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.getByRole('link', { name: app['home.createAccount'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: app['signUp.title'] })).toBeVisible();
    await page.getByLabel(app['fields.firstName']).fill('Lucy');
    await page.getByRole('textbox', { name: app['fields.lastName'], exact: true }).fill('Climber');
    await page.getByRole('textbox', { name: app['app.email'] }).fill(`climber.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: app['app.password'] }).fill('Gaston-2024!');
    await page.getByLabel(app['fields.rankingConsent']).check();
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.getByRole('button', { name: app['signUp.submit'] }).click();

    await expect(page.getByRole('heading', { level: 1, name: app['gyms.title'] })).toBeVisible();
    await page.getByLabel(app['gyms.search']).fill('lyon');
    await page.getByRole('button', { name: /Gaston Bloc Lyon/ }).click();
    const rows = page.getByTestId('climber-boulder');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByText(app['gym.bySector'], { exact: true })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    // A top in two taps, then the sheet after it, in English.
    const first = rows.first();
    await first.getByRole('button').first().click();
    await expect(first.getByTestId('tries')).toHaveText('1 try');
    await first.getByRole('button', { name: app['app.top'], exact: true }).click();
    const after = page.getByTestId('after-top');
    await expect(after.getByText(app['afterTop.stars'])).toBeVisible();
    await after.getByRole('button', { name: app['afterTop.feeling.plus_dur'] }).click();
    await expect(after.getByLabel(app['afterTop.exactGrade'])).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await screenshot(page, 'app-en-after-top', { fullPage: false });
    await after.getByRole('button', { name: app['app.close'] }).click();
    await expect(page.getByTestId('recent-logs')).toContainText(app['logs.recentTitle']);

    const tabs = page.getByRole('navigation', { name: app['layout.tabs'] });
    await tabs.getByRole('link', { name: app['layout.tabLogbook'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: app['logbook.title'] })).toBeVisible();
    await expect(page.getByTestId('logbook-day').first()).toContainText('1 top');
    await expect(page).toHaveTitle(`${app['app.title.logbook']} · Gaston`);
    expect(await frenchTextsShown(page)).toEqual([]);
    await screenshot(page, 'app-en-logbook');

    await tabs.getByRole('link', { name: app['layout.tabContests'] }).click();
    await expect(page.getByText(app['contests.empty'])).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    await tabs.getByRole('link', { name: app['layout.tabProfile'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: app['profile.title'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    // The account speaks the language it signed up in, and follows the switch: Gaston's own e-mails use it.
    const accountLocale = () => page.evaluate(async () => ((await (await fetch('/api/v1/me/')).json()) as { locale: string }).locale);
    expect(await accountLocale()).toBe('en');
    await page.getByLabel(app['profile.language']).selectOption({ label: 'Français' });
    await expect(page.getByRole('heading', { level: 1, name: appFrench['profile.title'] })).toBeVisible();
    await expect.poll(accountLocale).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(`${appFrench['app.title.profile']} · Gaston`);
    await page.reload();
    await expect(page.getByRole('link', { name: appFrench['layout.tabLogbook'] })).toBeVisible();
  });
});

test.describe('a forgotten password in English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('asks for the link, receives the mail in English, and chooses a new password with the rules said in English', async ({ page }) => {
    const app = catalog('climber', 'en');
    const email = `forgetful.${Date.now()}@example.com`;
    const signUp = await page.request.post('/api/v1/auth/signup/', {
      data: { firstName: 'Sam', lastName: 'Forgetful', email, password: 'Gaston-2024!' },
      headers: { 'accept-language': 'en-GB' },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/app');
    await page.getByRole('link', { name: app['home.forgotten'] }).click();
    await expect(page).toHaveTitle(`${app['app.title.passwordForgotten']} · Gaston`);
    await page.getByLabel(app['app.email']).fill(email);
    const asked = Date.now();
    await page.getByRole('button', { name: app['password.sendLink'] }).click();
    await expect(page.getByText(app['password.sent'])).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);

    const link = await resetLinkFromOutbox(email, asked, '/app/mot-de-passe');
    const mail = decodeQuotedPrintable(readFileSync(mailsTo(email, asked)[0]!, 'utf8'));
    expect(mail).toContain('To choose a new password, open this link');
    expect(mail).not.toContain('Bonjour');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: app['password.newTitle'] })).toBeVisible();
    const password = page.getByLabel(new RegExp(`^${app['profile.newPassword']}`));
    await password.fill('court');
    await password.blur();
    await expect(page.getByText(app['rule.passwordMinLength'])).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await password.fill('Grimpe-Encore-2026!');
    await page.getByLabel(new RegExp(`^${app['newPassword.confirmation']}`)).fill('Grimpe-Encore-2026!');
    await page.getByRole('button', { name: app['newPassword.submit'] }).click();
    await expect(page.getByText(app['home.passwordChanged'])).toBeVisible();
  });
});

test.describe('a contest in English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test('register for a contest, then follow a live ranking and its breakdown', async ({ page }) => {
    const contest = catalog('contest', 'en');
    await page.goto('/contests/contest-hiver/inscription');
    await expect(page.getByRole('heading', { name: "Contest d'hiver", level: 1 })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.getByLabel(contest['reg.firstName'], { exact: true }).fill('Jane');
    await page.getByLabel(contest['reg.lastName'], { exact: true }).fill('Walker');
    await page.getByLabel(contest['reg.email']).fill(`jane.walker.${Date.now()}@example.com`);
    await page.getByLabel(contest['reg.birthYear']).fill('1990');
    await page.getByLabel(contest['reg.female'], { exact: true }).check();
    await expect(page.getByLabel(contest['contest.category'])).toHaveValue(/\d+/);
    await page.getByLabel(contest['reg.consent']).check();
    await page.getByRole('button', { name: contest['reg.submit'] }).click();
    await expect(page.getByRole('status')).toContainText(/Jane, you are registered/);
    expect(await frenchTextsShown(page)).toEqual([]);
    await page.goto('/contests/open-automne/inscription');
    await expect(page.getByText(contest['reg.closed'])).toBeVisible();

    await page.goto('/contests/defi-novembre');
    await expect(page.getByText(contest['countdown.endsIn'])).toBeVisible();
    const rows = page.locator('section[aria-labelledby^="categorie-"] tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: contest['table.rank'] })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await rows.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Boulder 1', { exact: true })).toBeVisible();
    expect(await frenchTextsShown(page)).toEqual([]);
    await dialog.getByRole('button', { name: contest['contest.close'] }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('a judge in English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

  test("a judge's phone: the code, a wrong one refused, then a competitor's result sheet", async ({ page, baseURL }) => {
    const scoring = catalog('scoring', 'en');
    const { api, csrf } = await chiefApi(baseURL!);
    const link = await judgeLinkPath(api, csrf, await runningContest(api), { name: 'English judge', code: '161803' });
    await api.dispose();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: scoring['scoring.judge.title'], level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Judge · Gaston');
    await page.getByLabel(scoring['scoring.judge.code']).fill('000000');
    await page.getByRole('button', { name: scoring['scoring.judge.open'] }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong code.');
    await page.getByLabel(scoring['scoring.judge.code']).fill('161803');
    await page.getByRole('button', { name: scoring['scoring.judge.open'] }).click();
    await expect(page.getByText('Judge: English judge')).toBeVisible();
    await page.getByRole('button', { name: 'Boulder 1', exact: true }).click();
    await page.getByRole('list').getByRole('button').first().click();
    await expect(page.getByRole('heading', { level: 2, name: / · Boulder 1$/ })).toBeVisible();
    await expect(page.getByText(/^\d+ tr(y|ies)( · zone on the \d+(st|nd|rd|th))?( · top on the \d+(st|nd|rd|th))?$/)).toBeVisible();
    await expect(page.getByRole('button', { name: scoring['scoring.judge.undo'] })).toBeDisabled();
    expect(await frenchTextsShown(page)).toEqual([]);
    await screenshot(page, 'judge-en');
  });
});

test('a French browser gets the landing page in French', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: french['landing.title'] })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByLabel(french['layout.language'])).toHaveValue('fr');
});
