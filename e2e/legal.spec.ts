import { expect, test, type Page } from './fixtures';
import { screenshot } from './helpers';

/** Opens a legal page, checks its tab title and heading, and answers its text. */
async function openLegalPage(page: Page, url: string, title: string, heading: string) {
  await page.goto(url);
  await expect(page).toHaveTitle(`${title} · Gaston`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return page.getByRole('article');
}

/** The legal pages (docs/product.md › Public pages: who and what; Public pages: screens): our own texts carrying the spec's facts. */
test.describe('legal pages', () => {
  test('/general-conditions states the rules, with the complaint, withdrawal and removal delays', async ({ page }) => {
    const text = await openLegalPage(page, '/general-conditions', 'Conditions générales', 'Conditions générales d’utilisation');
    for (const delay of ['24 heures', '2 jours', '14 jours']) await expect(text).toContainText(delay);
    await text.getByRole('link', { name: 'Données personnelles' }).click();
    await expect(page).toHaveURL(/\/personnal-data$/);
    await page.goto('/general-conditions');
    await screenshot(page, 'legal-general-conditions');
  });

  test('/personnal-data states 16 years, 2 days, 14 days and 24 hours', async ({ page }) => {
    const text = await openLegalPage(page, '/personnal-data', 'Données personnelles', 'Politique de données personnelles');
    const facts = page.getByRole('list', { name: 'Nos engagements en bref' }).getByRole('listitem');
    await expect(facts).toHaveText([
      '16 ansdurée de conservation de tes données',
      '2 jourspour répondre à une réclamation',
      '14 jourspour te rétracter',
      '24 heurespour retirer un contenu signalé',
    ]);
    for (const fact of ['conservées 16 ans', 'dans un délai de 2 jours', 'délai de 14 jours', 'dans les 24 heures']) await expect(text).toContainText(fact);
    await screenshot(page, 'legal-personal-data');
  });

  test('/user-deletion-infos explains the deletion from the profile page or by e-mail with a subject and the account e-mail', async ({ page }) => {
    const text = await openLegalPage(page, '/user-deletion-infos', 'Suppression de compte', 'Supprimer ton compte');
    for (const step of ['page de profil', 'l’objet « Suppression de mon compte Gaston »', 'adresse e-mail de ton compte'])
      await expect(text).toContainText(step);
    const mail = text.getByRole('link', { name: /@/ });
    await expect(mail).toHaveAttribute('href', /^mailto:[^?]+@[^?]+\?subject=Suppression%20de%20mon%20compte%20Gaston&body=/);
    await screenshot(page, 'legal-user-deletion');

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'legal-user-deletion-phone');
  });

  test('the footer leads from one legal page to the others', async ({ page }) => {
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Informations légales' });
    await legal.getByRole('link', { name: 'Suppression de compte' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Supprimer ton compte' })).toBeVisible();
    const others = page.getByRole('navigation', { name: 'Autres informations légales' });
    await others.getByRole('link', { name: 'Conditions générales' }).click();
    await expect(page).toHaveURL(/\/general-conditions$/);
    // A page opened from the footer starts at its top (the router scrolls once the new page is drawn).
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
