import { expect, test } from '@playwright/test';
import { screenshot } from './helpers';

/** The legal pages (public-pages.md §1, §2): our own texts carrying the spec's facts. */
test.describe('legal pages', () => {
  test('/general-conditions states the rules, with the complaint, withdrawal and removal delays', async ({ page }) => {
    await page.goto('/general-conditions');
    await expect(page).toHaveTitle('Conditions générales · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales d’utilisation' })).toBeVisible();
    const text = page.getByRole('article');
    await expect(text).toContainText('24 heures');
    await expect(text).toContainText('2 jours');
    await expect(text).toContainText('14 jours');
    await text.getByRole('link', { name: 'Données personnelles' }).click();
    await expect(page).toHaveURL(/\/personnal-data$/);
    await page.goto('/general-conditions');
    await screenshot(page, 'legal-general-conditions');
  });

  test('/personnal-data states 16 years, 2 days, 14 days and 24 hours', async ({ page }) => {
    await page.goto('/personnal-data');
    await expect(page).toHaveTitle('Données personnelles · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Politique de données personnelles' })).toBeVisible();
    const facts = page.getByRole('list', { name: 'Nos engagements en bref' }).getByRole('listitem');
    await expect(facts).toHaveText([
      '16 ansdurée de conservation de tes données',
      '2 jourspour répondre à une réclamation',
      '14 jourspour te rétracter',
      '24 heurespour retirer un contenu signalé',
    ]);
    const text = page.getByRole('article');
    await expect(text).toContainText('conservées 16 ans');
    await expect(text).toContainText('dans un délai de 2 jours');
    await expect(text).toContainText('délai de 14 jours');
    await expect(text).toContainText('dans les 24 heures');
    await screenshot(page, 'legal-personal-data');
  });

  test('/user-deletion-infos explains the deletion from the profile page or by e-mail with a subject and the account e-mail', async ({ page }) => {
    await page.goto('/user-deletion-infos');
    await expect(page).toHaveTitle('Suppression de compte · Gaston');
    await expect(page.getByRole('heading', { level: 1, name: 'Supprimer ton compte' })).toBeVisible();
    const text = page.getByRole('article');
    await expect(text).toContainText('page de profil');
    await expect(text).toContainText('l’objet « Suppression de mon compte Gaston »');
    await expect(text).toContainText('adresse e-mail de ton compte');
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
