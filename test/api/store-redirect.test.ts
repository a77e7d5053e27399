/**
 * GET /redirect-store/ (docs/product.md › Public pages: screens): Android → the Android store app link, iOS → the iOS store app
 * link, anything else → the Android store web page; real user-agent strings of current devices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { webDirWith } from '../helpers/web-dir';

const STORES = {
  ANDROID_STORE_APP_URL: 'market://details?id=fr.test.gaston',
  ANDROID_STORE_WEB_URL: 'https://play.google.com/store/apps/details?id=fr.test.gaston',
  IOS_STORE_APP_URL: 'itms-apps://apps.apple.com/app/id1234567890',
};

const ANDROID = {
  'Pixel 8, Chrome': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Chrome with reduced user agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Galaxy S23, Samsung Internet':
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  'Galaxy Tab S8 tablet': 'Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36',
  'old Galaxy Tab 4 tablet':
    'Mozilla/5.0 (Linux; U; Android 4.4.2; en-us; SM-T230NU Build/KOT49H) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Safari/534.30',
  'Firefox for Android': 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0',
  'Instagram in-app browser':
    'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
    'Chrome/119.0.6045.163 Mobile Safari/537.36 Instagram 309.1.0.41.113 Android (33/13; 450dpi; 1080x2115; samsung; SM-S918B; dm3q; qcom; fr_FR; 541635863)',
  'Huawei on HarmonyOS':
    'Mozilla/5.0 (Linux; Android 12; HarmonyOS; NOH-AN00; HMSCore 6.11.0.332) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 ' +
    'HuaweiBrowser/12.1.0.300 Mobile Safari/537.36',
  'Xiaomi, MIUI browser':
    'Mozilla/5.0 (Linux; U; Android 12; fr-fr; 2201117TG Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 ' +
    'Chrome/100.0.4896.127 Mobile Safari/537.36 XiaoMi/MiuiBrowser/13.28.0-gn',
};

const IOS = {
  'iPhone, Safari': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'iPhone, Chrome':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  'iPhone, Facebook in-app browser':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
    '[FBAN/FBIOS;FBAV/443.0.0.38.111;FBBV/541580443;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1.2;FBSS/3;FBCR/;FBID/phone;FBLC/fr_FR;FBOP/80]',
  'iPad in mobile mode': 'Mozilla/5.0 (iPad; CPU OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'iPod touch': 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  'iPhone on iOS 26 (version frozen at 18)':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1',
};

const OTHERS = {
  'Windows, Chrome': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Windows, Edge': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  'Linux, Firefox': 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0',
  ChromeOS: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  Bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Facebook link preview': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  curl: 'curl/8.5.0',
};

const MAC = {
  'Mac, Safari (also an iPad in desktop mode)':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  'Mac, Chrome': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  'Mac, Firefox': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.2; rv:121.0) Gecko/20100101 Firefox/121.0',
};

const PAGE = '<!doctype html><html lang="fr"><head><title>Gaston</title></head><body><div id="root"></div></body></html>';

let withPage: TestApp;
let withoutPage: TestApp;

beforeAll(async () => {
  const webDir = await webDirWith(PAGE);
  const noWebDir = await webDirWith();
  withPage = await buildTestApp({ env: { ...STORES, WEB_DIST_DIR: webDir } });
  withoutPage = await buildTestApp({ env: { ...STORES, WEB_DIST_DIR: noWebDir } });
});
afterAll(async () => {
  await withPage?.close();
  await withoutPage?.close();
});

const open = (t: TestApp, userAgent: string | undefined, url = '/redirect-store/') =>
  t.app.inject({ method: 'GET', url, headers: userAgent === undefined ? {} : { 'user-agent': userAgent } });

function expectRedirect(response: Awaited<ReturnType<typeof open>>, location: string) {
  expect(response.statusCode).toBe(302);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers.vary).toMatch(/User-Agent/i);
}

describe('GET /redirect-store/', () => {
  it.each(Object.entries(ANDROID))('sends Android (%s) to the Android store app link', async (_device, userAgent) => {
    expectRedirect(await open(withPage, userAgent), STORES.ANDROID_STORE_APP_URL);
  });

  it.each(Object.entries(IOS))('sends iOS (%s) to the iOS store app link', async (_device, userAgent) => {
    expectRedirect(await open(withPage, userAgent), STORES.IOS_STORE_APP_URL);
  });

  it.each(Object.entries(OTHERS))('sends anything else (%s) to the Android store web page', async (_device, userAgent) => {
    expectRedirect(await open(withPage, userAgent), STORES.ANDROID_STORE_WEB_URL);
  });

  it('sends a request without user agent to the Android store web page', async () => {
    expectRedirect(await open(withPage, undefined), STORES.ANDROID_STORE_WEB_URL);
    expectRedirect(await open(withPage, ''), STORES.ANDROID_STORE_WEB_URL);
  });

  it('answers on the path without the trailing slash too', async () => {
    expectRedirect(await open(withPage, ANDROID['Pixel 8, Chrome'], '/redirect-store'), STORES.ANDROID_STORE_APP_URL);
    expectRedirect(await open(withPage, IOS['iPhone, Safari'], '/redirect-store?utm_source=flyer'), STORES.IOS_STORE_APP_URL);
  });

  it.each(Object.entries(MAC))('lets the page tell an iPad in desktop mode from a Mac (%s)', async (_device, userAgent) => {
    // A Mac user agent may be an iPad: only the browser knows (touch points), so the page decides.
    const response = await open(withPage, userAgent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(PAGE);
  });

  it('sends a Mac user agent to the Android store web page when the web app is not built', async () => {
    expectRedirect(await open(withoutPage, MAC['Mac, Safari (also an iPad in desktop mode)']), STORES.ANDROID_STORE_WEB_URL);
  });

  it('follows ?platform= (the page’s answer) whatever the user agent', async () => {
    const mac = MAC['Mac, Safari (also an iPad in desktop mode)'];
    expectRedirect(await open(withPage, mac, '/redirect-store/?platform=ios'), STORES.IOS_STORE_APP_URL);
    expectRedirect(await open(withPage, mac, '/redirect-store/?platform=web'), STORES.ANDROID_STORE_WEB_URL);
    expectRedirect(await open(withPage, OTHERS['Windows, Chrome'], '/redirect-store/?platform=android'), STORES.ANDROID_STORE_APP_URL);
  });

  it('ignores an unknown ?platform= and reads the user agent', async () => {
    expectRedirect(await open(withPage, ANDROID['Pixel 8, Chrome'], '/redirect-store/?platform=windows'), STORES.ANDROID_STORE_APP_URL);
    expectRedirect(await open(withPage, IOS['iPhone, Safari'], '/redirect-store/?platform=ios&platform=web'), STORES.IOS_STORE_APP_URL);
  });

  it('uses the default store links of the configuration', async () => {
    const t = await buildTestApp();
    try {
      expectRedirect(await open(t, ANDROID['Pixel 8, Chrome']), t.config.ANDROID_STORE_APP_URL);
      expect(t.config.ANDROID_STORE_APP_URL).toMatch(/^market:\/\/details\?id=/);
    } finally {
      await t.close();
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await withPage.app.inject({ method: 'HEAD', url: '/redirect-store/', headers: { 'user-agent': IOS['iPhone, Safari'] } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(STORES.IOS_STORE_APP_URL);
  });
});
