import { expect, test, type Browser, type Page } from './fixtures';
import { screenshot } from './helpers';

/**
 * /redirect-store/ (docs/product.md › Public pages: screens): the server answers 302 to the store of the device, read from the
 * User-Agent; for a Mac user agent (maybe an iPad in desktop mode) the page decides in the browser.
 * The store links are the server's defaults (src/server/config.ts).
 */
const ANDROID_APP = /^market:\/\/details\?id=/;
const IOS_APP = /^itms-apps:\/\/apps\.apple\.com\/app\//;
const ANDROID_WEB = /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/;

const AGENTS = {
  pixel: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  galaxyTab: 'Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
};

/** Opens /redirect-store/ as the browser would and answers where the last redirect of our server pointed. */
async function followRedirect(page: Page, url = '/redirect-store/') {
  const redirects: string[] = [];
  // The 302 is read on its way to the browser: app links (market://, itms-apps://) end the navigation
  // without any page event.
  await page.route(/\/redirect-store/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() === 302) redirects.push(response.headers().location ?? '');
    await route.fulfill({ response });
  });
  // Stand-in for the Play Store web page (no network in tests).
  await page.route('https://play.google.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title>Google Play' }));
  await page.goto(url).catch(() => undefined);
  await expect.poll(() => redirects.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return redirects.at(-1)!;
}

async function withAgent<T>(browser: Browser, userAgent: string, run: (page: Page) => Promise<T>, options: { ipadTouch?: boolean } = {}) {
  const context = await browser.newContext({ userAgent });
  if (options.ipadTouch) {
    // What Safari on an iPad in desktop mode has and a Mac has not: touch points and navigator.standalone.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => false });
    });
  }
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('/redirect-store/', () => {
  test('answers 302 to the store of the user agent, without JavaScript', async ({ request }) => {
    const cases: [string, RegExp][] = [
      [AGENTS.pixel, ANDROID_APP],
      [AGENTS.galaxyTab, ANDROID_APP],
      [AGENTS.iphone, IOS_APP],
      [AGENTS.ipad, IOS_APP],
      [AGENTS.windowsChrome, ANDROID_WEB],
      [AGENTS.linuxFirefox, ANDROID_WEB],
    ];
    for (const [userAgent, target] of cases) {
      for (const path of ['/redirect-store/', '/redirect-store']) {
        const response = await request.get(path, { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
        expect(response.status(), userAgent).toBe(302);
        expect(response.headers().location, userAgent).toMatch(target);
        expect(response.headers()['cache-control']).toBe('no-store');
      }
    }
  });

  test('sends an Android phone to the Android store app', async ({ browser }) => {
    expect(await withAgent(browser, AGENTS.pixel, (page) => followRedirect(page))).toMatch(ANDROID_APP);
  });

  test('sends an iPhone to the iOS store app', async ({ browser }) => {
    expect(await withAgent(browser, AGENTS.iphone, (page) => followRedirect(page))).toMatch(IOS_APP);
  });

  test('sends a desktop browser to the Android store web page', async ({ browser }) => {
    await withAgent(browser, AGENTS.windowsChrome, async (page) => {
      expect(await followRedirect(page)).toMatch(ANDROID_WEB);
      await expect(page).toHaveURL(ANDROID_WEB);
    });
  });

  test('tells an iPad in desktop mode (Mac user agent, touch) from a Mac', async ({ browser }) => {
    const ipad = await withAgent(browser, AGENTS.macSafari, (page) => followRedirect(page), { ipadTouch: true });
    expect(ipad).toMatch(IOS_APP);

    await withAgent(browser, AGENTS.macSafari, async (page) => {
      expect(await followRedirect(page)).toMatch(ANDROID_WEB);
      await expect(page).toHaveURL(ANDROID_WEB);
    });
  });

  test('the page shown meanwhile offers both stores', async ({ browser }) => {
    await withAgent(browser, AGENTS.macSafari, async (page) => {
      // Cancel the page's answer so that it stays on screen.
      await page.route(/\/redirect-store\/\?platform=/, (route) => route.abort('aborted'));
      await page.goto('/redirect-store/', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: 'Télécharger l’application' })).toBeVisible();
      await expect(page.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', '/redirect-store/?platform=ios');
      await expect(page.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', '/redirect-store/?platform=android');
      await screenshot(page, 'store-redirect-page');
    });
  });
});
