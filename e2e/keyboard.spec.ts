import { expect, test, type Locator, type Page } from './fixtures';
import { chiefApi, DEMO_ACCOUNTS, DEMO_PASSWORD, judgeLinkPath, runningContest } from './helpers';

/**
 * Keyboard alone (issue 35, docs/accessibility.md): four journeys driven only by Tab, Shift+Tab,
 * Enter, Space, arrows and typing; each control is reached by tabbing to it, never clicked. Also
 * the small-screen checks: no sideways scroll at 320 px, nor with the text at 200 %.
 */

/** What shows the focus: the control's and its parent's outline, ring, border and background. */
const focusLook = (target: Locator) =>
  target.evaluate((element) =>
    [element, element.parentElement!]
      .map((node) => {
        const style = getComputedStyle(node);
        return [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor, style.backgroundColor].join(' ');
      })
      .join(' | '),
  );

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, and checks that the focus is seen (WCAG
 * 2.4.7): the control or its parent looks different focused than before. Fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  const before = await focusLook(target);
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => document.activeElement === element)) {
      expect(await focusLook(target), 'the focused control shows its focus').not.toBe(before);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached by ${max} presses of Tab`);
}

/** A Paris calendar day `days` from today, as typed (DD/MM/YYYY). */
function parisDay(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000)).split('-');
  return `${day}/${month}/${year}`;
}

test('a setter changes a dismantling date by keyboard, and the focus comes back to the pencil', async ({ page }) => {
  await page.goto('/login-pro');
  await tabTo(page, page.getByLabel(/^Email/));
  await page.keyboard.type(DEMO_ACCOUNTS.setter);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const gymDialog = page.getByRole('dialog', { name: 'Choix salle' });
  await expect(gymDialog).toBeVisible();
  await tabTo(page, gymDialog.getByRole('button', { name: 'Gaston Bloc Lyon' }));
  await page.keyboard.press('Enter');
  await expect(gymDialog).toBeHidden();

  await tabTo(page, page.getByRole('navigation', { name: 'Menu du back office' }).getByRole('link', { name: 'Détail blocs' }));
  await page.keyboard.press('Enter');
  const pencil = page
    .getByTestId('boulder-row')
    .first()
    .getByRole('button', { name: /^Modifier la date de démontage/ });
  await expect(pencil).toBeVisible();
  await tabTo(page, pencil, { max: 120 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Modification date de démontage' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('checkbox', { name: 'Modifier seulement ce bloc' }));
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('textbox', { name: /Date de démontage/ }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(parisDay(53));
  await tabTo(page, dialog.getByRole('button', { name: 'Confirmer' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Back where it was: the pencil that opened the dialog.
  await expect(pencil).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a climber signs in and logs a top by keyboard', async ({ page }) => {
    await page.goto('/app');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(DEMO_ACCOUNTS.climber);
    await tabTo(page, page.getByLabel('Mot de passe'));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/app\/salles/);
    await page.goto('/app/salles/1');
    const row = page.locator('[data-testid="climber-boulder"]:not([data-status="done"])').first();
    await expect(row).toBeVisible();
    const id = await row.getAttribute('data-boulder-id');
    const boulder = page.locator(`[data-boulder-id="${id}"]`);
    await tabTo(page, boulder.getByRole('button').first(), { max: 150 });
    await page.keyboard.press('Enter');
    await expect(boulder.getByTestId('tries')).toHaveText(/essai/);
    await tabTo(page, boulder.getByRole('button', { name: 'Top', exact: true }));
    await page.keyboard.press('Enter');
    const after = page.getByTestId('after-top');
    await expect(after).toBeVisible();
    await tabTo(page, after.getByRole('button', { name: 'Fermer' }));
    await page.keyboard.press('Enter');
    await expect(boulder).toHaveAttribute('data-status', 'done');
  });

  test('a judge opens the scoring and records a top by keyboard', async ({ page, baseURL }) => {
    const { api, csrf } = await chiefApi(baseURL!);
    const contest = await runningContest(api);
    const link = await judgeLinkPath(api, csrf, contest, { name: 'Juge au clavier', code: '271828' });
    // A competitor of this run, with nothing recorded yet.
    const { contestId, categories } = contest;
    const lastName = `Clavier${Date.now().toString(36)}`;
    const added = await api.post(`/api/contests/${contestId}/competitors/`, {
      data: { firstName: 'Jo', lastName, categoryId: categories.at(-1)!.id },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(added.status(), await added.text()).toBe(201);
    await api.dispose();
    await page.goto(link);
    await tabTo(page, page.getByLabel('Code du juge'));
    await page.keyboard.type('271828');
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Bloc 1', exact: true }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByLabel('Dossard ou nom'));
    await page.keyboard.type(lastName);
    const competitor = page.getByRole('button', { name: new RegExp(lastName) });
    await tabTo(page, competitor);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Top' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^1 essai · (zone au 1er · )?top au 1er$/)).toBeVisible();
  });

  test('a visitor registers for a contest by keyboard', async ({ page }) => {
    await page.goto('/contests/contest-hiver/inscription');
    const stamp = Date.now().toString(36);
    await tabTo(page, page.getByRole('textbox', { name: 'Prénom' }));
    await page.keyboard.type('Clavier');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`Seul ${stamp}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type(`clavier.${stamp}@exemple.fr`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('1994');
    await tabTo(page, page.getByRole('radio', { name: 'Femme' }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Femme' })).toBeChecked();
    await tabTo(page, page.getByRole('combobox', { name: /^Catégorie/ }));
    // Type-ahead, as on any select: 'F' picks 'Femmes'.
    await page.keyboard.press('F');
    await expect(page.getByRole('combobox', { name: /^Catégorie/ }).locator('option:checked')).toHaveText('Femmes');
    await tabTo(page, page.getByRole('button', { name: 'M’inscrire' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Inscription enregistrée' })).toBeVisible();
  });
});

/** The widest element's right edge against the viewport: > 0 means a sideways scroll. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const NARROW_PAGES = [
  '/',
  '/monthly-challenge',
  '/contests/defi-novembre',
  '/contests/contest-hiver/inscription',
  '/general-conditions',
  '/app',
  '/app/inscription',
];

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the public pages and the climbers’ app never scroll sideways, also with the text at 200 %', async ({ page }) => {
    const found: string[] = [];
    for (const path of NARROW_PAGES) {
      for (const zoom of [1, 2]) {
        await page.goto(path);
        await expect(page.locator('h1, h2').first()).toBeVisible();
        // Text at 200 %: the root font size doubled, as a browser's text-only zoom does (WCAG 1.4.4).
        if (zoom === 2) await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
        const extra = await overflow(page);
        if (extra > 0) found.push(`${path} at text ${zoom * 100} %: ${extra} px too wide`);
      }
    }
    expect(found).toEqual([]);
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('no transition or animation runs on the public pages nor the back office’s sign-in', async ({ page }) => {
    for (const path of ['/', '/contests/defi-novembre', '/login-pro']) {
      await page.goto(path);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      const longest = await page.evaluate(() =>
        Math.max(
          ...[...document.querySelectorAll('*')].flatMap((element) => {
            const style = getComputedStyle(element);
            return [...style.transitionDuration.split(','), ...style.animationDuration.split(',')].map(
              (value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000),
            );
          }),
        ),
      );
      expect(longest, `${path}: the longest transition or animation, in ms`).toBeLessThan(1);
    }
  });
});
