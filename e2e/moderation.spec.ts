import { expect, test } from './fixtures';
import type { ModerationInbox } from '../src/shared/contract/moderation';
import { loginAs, screenshot, sidebar } from './helpers';

test.describe('/moderation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows the gym’s open reports and new comments, highlights the late ones, resolves a report, hides a comment everywhere and keeps another', async ({
    page,
  }) => {
    await loginAs(page, 'media');
    await sidebar(page).getByRole('link', { name: 'Signalements' }).click();
    await expect(page).toHaveURL(/\/moderation$/);
    await expect(page).toHaveTitle('Signalements · Gaston');
    const inbox = (await (await page.request.get('/api/gyms/1/moderation/?pageSize=50')).json()) as ModerationInbox;
    await expect(page.getByTestId('moderation-count')).toHaveText(String(inbox.count));
    const items = page.getByTestId('moderation-item');
    await expect(items).toHaveCount(Math.min(50, inbox.count));
    const late = inbox.results.filter((item) => item.ageHours >= 20).length;
    expect(late).toBeGreaterThan(0);
    await expect(page.locator('[data-testid="moderation-item"][data-late]')).toHaveCount(late);
    await expect(page.getByRole('alert')).toContainText(`en attente depuis plus de 20 heures`);
    await screenshot(page, 'moderation');

    // Resolve the newest open report with a note.
    const report = inbox.results.find((item) => item.type === 'report')!;
    const reportItem = items
      .filter({ hasText: report.boulder.name })
      .filter({ has: page.getByRole('button', { name: 'Résoudre' }) })
      .first();
    await reportItem.getByRole('button', { name: 'Résoudre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Résoudre le signalement' });
    await dialog.getByLabel('Note (facultatif)').fill('Prise resserrée');
    await dialog.getByRole('button', { name: 'Résoudre' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Signalement résolu')).toBeVisible();
    await expect(page.getByTestId('moderation-count')).toHaveText(String(inbox.count - 1));

    // Hide the newest comment: a reason is required, then it is gone from /comments too.
    const comment = inbox.results.find((item) => item.type === 'comment')!;
    const sameText = items.filter({ hasText: comment.text! });
    const before = await sameText.count();
    await sameText.first().getByRole('button', { name: 'Masquer' }).click();
    const hideDialog = page.getByRole('dialog', { name: 'Masquer le commentaire' });
    await hideDialog.getByRole('button', { name: 'Masquer' }).click();
    await expect(hideDialog.getByText('Indiquez la raison.')).toBeVisible();
    await hideDialog.getByLabel('Raison').fill('Propos déplacés');
    await hideDialog.getByRole('button', { name: 'Masquer' }).click();
    await expect(hideDialog).toBeHidden();
    await expect(page.getByTestId('moderation-count')).toHaveText(String(inbox.count - 2));
    await expect(sameText).toHaveCount(before - 1);
    // Keep another comment: read, it leaves the inbox and stays visible.
    const kept = inbox.results.filter((item) => item.type === 'comment')[1]!;
    await items.filter({ hasText: kept.text! }).first().getByRole('button', { name: 'Garder' }).click();
    await expect(page.getByTestId('moderation-count')).toHaveText(String(inbox.count - 3));
    const visible = (await (await page.request.get('/api/gym-comments/1/')).json()) as { id: number }[];
    expect(visible.some((c) => c.id === kept.id)).toBe(true);
    expect(visible.some((c) => c.id === comment.id)).toBe(false);
    await sidebar(page).getByRole('link', { name: 'Commentaires' }).click();
    await expect(page.getByTestId('comments-count')).toHaveText(String(visible.length));
  });

  test('fits a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login-pro');
    await loginAs(page, 'media');
    await page.goto('/moderation');
    await expect(page.getByTestId('moderation-item').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'moderation-390');
  });
});
