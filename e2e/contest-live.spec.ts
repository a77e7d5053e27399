import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import { chiefApi, runningContest, screenshot } from './helpers';

/**
 * A contest's live page (docs/product.md › Contests: public pages) on the demo's running contest ('defi-novembre'): on a 390 px
 * phone, results entered by the organiser reach the open page without reloading it, through the
 * server-sent signal; a tap on a competitor explains their score boulder by boulder.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('the live ranking updates without reload when results arrive, and explains a score', async ({ page, baseURL }) => {
  const { api, csrf } = await chiefApi(baseURL!);
  const { contestId, ...contest } = await runningContest(api);

  await page.goto('/contests/defi-novembre');
  await expect(page.getByRole('heading', { name: 'Le défi de la semaine', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Femmes' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('section[aria-labelledby^="categorie-"] tbody tr');
  await expect(rows.first()).toBeVisible();
  // The last woman of the ranking flashes every boulder: she becomes first, on the open page.
  const lastName = (await rows.last().getAttribute('aria-label'))!.replace(/ : voir le détail du score$/, '');
  const women = (await (await api.get(`/api/public/contests/defi-novembre/ranking/`)).json()) as {
    categories: { id: number; competitors: { competitorId: number }[] }[];
  };
  const last = women.categories[0]!.competitors.at(-1)!.competitorId;
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  const sent = Date.now();
  for (const boulder of contest.boulders) {
    const answer = await api.put(`/api/contests/${contestId}/results/${randomUUID()}/`, {
      data: { competitorId: last, boulderId: boulder.id, attempts: 1, zoneAttempt: boulder.id % 5 === 0 ? null : 1, topAttempt: 1 },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(answer.status()).toBe(200);
  }
  const her = page.getByRole('row', { name: `${lastName} : voir le détail du score` });
  await expect(her.locator('td').first()).toHaveText('1', { timeout: 3000 });
  expect(Date.now() - sent).toBeLessThan(3000 + contest.boulders.length * 200);
  // Not reloaded: the page's own state is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  await screenshot(page, 'contest-live-phone');

  await her.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Bloc 1', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Flash').first()).toBeVisible();
  // Best 10: the other boulders are struck through, the total is 10 flashes.
  await expect(dialog.locator('tfoot')).toContainText('150 pts');
  await screenshot(page, 'contest-live-explain', { fullPage: false });
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  await api.dispose();
});

test('a judge on a 390 px phone records a top that reaches the live page within 3 s, and queues entries while offline', async ({ browser, baseURL }) => {
  const { api, csrf } = await chiefApi(baseURL!);
  const { contestId, ...contest } = await runningContest(api);
  const judge = await api.post(`/api/contests/${contestId}/judges/`, {
    data: { name: 'Juge de test', code: '314159', boulderIds: contest.boulders.slice(0, 3).map((b) => b.id) },
    headers: { 'X-CSRFToken': csrf },
  });
  // 200 on a retry of this test: the same judge again is answered as the one already there.
  expect([200, 201]).toContain(judge.status());
  const { link } = (await judge.json()) as { link: string };
  // A competitor who has not tried boulder 1 yet.
  const competitors = (await (await api.get(`/api/contests/${contestId}/competitors/?pageSize=100`)).json()) as {
    results: { id: number; bib: number; firstName: string; lastName: string }[];
  };
  const ranking = (await (await api.get('/api/public/contests/defi-novembre/ranking/')).json()) as {
    categories: { competitors: { competitorId: number; score: number }[] }[];
  };
  const scoreOf = (id: number) => ranking.categories.flatMap((c) => c.competitors).find((c) => c.competitorId === id)!.score;
  const untried = async (id: number) =>
    ((await (await api.get(`/api/public/contests/defi-novembre/competitors/${id}/explain/`)).json()) as { boulders: { attempts: number }[] }).boulders
      .slice(0, 2)
      .every((b) => b.attempts === 0);
  let target = competitors.results[0]!;
  for (const candidate of [...competitors.results].reverse()) {
    if (await untried(candidate.id)) {
      target = candidate;
      break;
    }
  }

  const publicPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await publicPage.goto('/contests/defi-novembre');
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await phone.goto(link);
  await phone.getByLabel('Code du juge').fill('314159');
  await phone.getByRole('button', { name: 'Ouvrir la saisie' }).click();
  await expect(phone.getByRole('heading', { name: 'Le défi de la semaine' })).toBeVisible();
  await phone.getByRole('button', { name: 'Bloc 1', exact: true }).click();
  await phone.getByLabel('Dossard ou nom').fill(String(target.bib));
  await phone.getByRole('button', { name: new RegExp(`n° ${target.bib}$`) }).click();
  const box = await phone.getByRole('button', { name: 'Top' }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(48);
  expect(box!.height).toBeGreaterThanOrEqual(48);
  // A flash on boulder 1 replaces whatever it was: 15 points (Points fixes), counted if among the best 10.
  await phone.getByRole('button', { name: 'Top' }).click();
  await expect(phone.getByText(/^1 essai · (zone au 1er · )?top au 1er$/)).toBeVisible();
  await screenshot(phone, 'contest-judge-phone');
  await expect
    .poll(
      async () =>
        (
          (await (await api.get(`/api/public/contests/defi-novembre/competitors/${target.id}/explain/`)).json()) as {
            boulders: { number: number; topAttempt: number | null }[];
          }
        ).boulders[0]!.topAttempt,
      { timeout: 3000 },
    )
    .toBe(1);
  // The public page shows the change without reload, within 3 s.
  const before = scoreOf(target.id);
  const row = publicPage.getByRole('row', { name: new RegExp(`^(${target.firstName} ${target.lastName.charAt(0)}\\.|Dossard ${target.bib}) : voir`) });
  // 'absent' when the row is not found, so that a missing row can never pass for a changed score.
  const shown = async () => {
    for (const name of ['Femmes', 'Hommes']) {
      await publicPage.getByRole('button', { name, exact: true }).click();
      if (await row.count()) return (await row.locator('td').last().innerText()).trim() === String(before) ? 'same' : 'changed';
    }
    return 'absent';
  };
  await expect.poll(shown, { timeout: 3000 }).toBe('changed');

  // Offline: the entry waits on the phone, then goes out when the network returns.
  await phoneContext.setOffline(true);
  await phone.getByRole('button', { name: 'Bloc 2', exact: true }).click();
  await phone.getByRole('button', { name: 'Essai' }).click();
  await expect(phone.getByRole('status')).toContainText('1 saisie en attente d’envoi');
  await screenshot(phone, 'contest-judge-offline', { fullPage: false });
  await phoneContext.setOffline(false);
  await phone.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(phone.getByRole('status')).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(
      async () =>
        (
          (await (await api.get(`/api/public/contests/defi-novembre/competitors/${target.id}/explain/`)).json()) as {
            boulders: { number: number; attempts: number }[];
          }
        ).boulders[1]!.attempts,
    )
    .toBeGreaterThan(0);
  await phoneContext.close();
  await publicPage.close();
  await api.dispose();
});

test('an unknown contest says so', async ({ page }) => {
  await page.goto('/contests/contest-inconnu');
  await expect(page.getByRole('heading', { name: 'Contest introuvable' })).toBeVisible();
});

test('registration: the category follows the birth year, the registrant gets a bib; a finished contest is closed', async ({ page }) => {
  await page.goto('/contests/contest-hiver/inscription');
  await expect(page.getByRole('heading', { name: "Contest d'hiver", level: 1 })).toBeVisible();
  await page.getByLabel('Prénom', { exact: true }).fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Fontaine');
  await page.getByLabel('E-mail').fill('camille.fontaine@exemple.fr');
  await page.getByLabel('Année de naissance').fill('2011');
  await page.getByLabel('Femme', { exact: true }).check();
  await expect(page.getByLabel('Catégorie')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Catégorie').locator('option:checked')).toHaveText('Jeunes');
  // The name consent starts unticked, as the app's consents do (issue 31, item 10).
  await expect(page.getByLabel(/J’accepte que mon prénom/)).not.toBeChecked();
  await screenshot(page, 'contest-registration');
  await page.getByRole('button', { name: 'M’inscrire' }).click();
  await expect(page.getByRole('status')).toContainText(/Camille, tu es inscrit·e avec le dossard \d+/);

  await page.goto('/contests/open-automne/inscription');
  await expect(page.getByText('Inscriptions fermées')).toBeVisible();
});

test('the big screen: names of at least 32 px at 1920 × 1080, one category after another every 15 s', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.clock.install();
  await page.goto('/contests/open-automne/ecran');
  const category = page.locator('header p');
  await expect(category).toHaveText('Femmes · finale');
  const name = page.locator('ol li').first().locator('span').nth(1);
  await expect(name).toBeVisible();
  expect(Number.parseFloat(await name.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(32);
  await screenshot(page, 'contest-screen', { fullPage: false });
  await page.clock.fastForward(15_000);
  await expect(category).toHaveText('Hommes · finale');
  await page.close();
});
