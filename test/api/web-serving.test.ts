/**
 * Serving as a CDN would (issue 9): hashed assets precompressed and cached for a year, the page shell
 * from memory with an ETag and no-cache, large JSON compressed, all honouring Accept-Encoding.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { webDirWith } from '../helpers/web-dir';

const PAGE =
  `<!doctype html><html lang="fr"><head><title>Gaston</title></head><body><div ` +
  `id="root"></div>${'<!-- remplissage -->'.repeat(100)}<script type="module" src="/assets/index-AbC123.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify('bloc '.repeat(2000))});`;

let t: TestApp;

beforeAll(async () => {
  const webDir = await webDirWith(PAGE);
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The climbers' app: its service worker and manifest (vite-plugin-pwa, public/app.webmanifest).
  await writeFile(path.join(webDir, 'app-sw.js'), 'self.addEventListener("fetch", () => undefined);');
  await writeFile(path.join(webDir, 'app.webmanifest'), JSON.stringify({ name: 'Gaston', lang: 'fr' }));
  // What the build writes: each asset with its .br and .gz.
  const script = path.join(webDir, 'assets', 'index-AbC123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  // What the build writes for the routes: their own chunks and styles, beyond the entry.
  await writeFile(
    path.join(webDir, 'route-preloads.json'),
    JSON.stringify({ '/password-forgotten/': { js: ['assets/login-page-X1.js', 'assets/Stack-X2.js'], css: ['assets/login-page-X3.css'] } }),
  );
  t = await buildTestApp({ serveWebApp: true, env: { WEB_DIST_DIR: webDir } });
  await t.database.db.$client.query(
    `insert into partner_gyms (id, name, city) select 'salle-' || i, 'Salle partenaire numéro ' || i, 'Lyon' from generate_series(1, 80) i`,
  );
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const decode = (encoding: string | undefined, raw: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');

describe('hashed assets', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('with Accept-Encoding %j: sent as %s, immutable for a year', async (accept, encoding) => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    if (encoding) expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(encoding, response.rawPayload)).toBe(SCRIPT);
    if (encoding) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('answers 404, not the page, for a missing asset', async () => {
    const response = await get('/assets/index-Old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('lets other files be revalidated (no-cache)', async () => {
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it("serves the climbers' service worker uncached (a new deploy reaches phones at once) and the manifest with its type", async () => {
    const worker = await get('/app-sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/app.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({ lang: 'fr' });
  });
});

describe('the page shell', () => {
  it('names the chunks and styles of its route, so that the browser fetches them at once', async () => {
    const withPreloads = PAGE.replace(
      '</head>',
      '<link rel="preload" as="style" crossorigin href="/assets/login-page-X3.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-page-X1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Stack-X2.js"></head>',
    );
    for (const url of ['/password-forgotten/', '/password-forgotten', '/password-forgotten?x=1']) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(decode('br', response.rawPayload), url).toBe(withPreloads);
    }
    const other = await get('/homepagebo');
    expect(other.body).toBe(PAGE);
    expect(other.headers.etag).not.toBe((await get('/password-forgotten')).headers.etag);
  });

  it('is the same page for every other route, compressed as the client accepts, no-cache with an ETag', async () => {
    for (const url of ['/', '/login-pro', '/homepagebo', '/comments?x=1']) {
      const response = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decode('br', response.rawPayload)).toBe(PAGE);
    }
    const plain = await get('/login-pro');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(decode('gzip', (await get('/login-pro', { 'accept-encoding': 'gzip' })).rawPayload)).toBe(PAGE);
  });

  it('answers 304 to a matching If-None-Match, whatever the encoding it was fetched in', async () => {
    const first = await get('/login-pro', { 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const again = await get('/homepagebo', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/login-pro', { 'if-none-match': '"autre"' })).statusCode).toBe(200);
  });
});

describe('API answers', () => {
  it('compresses JSON of 1 KB or more as the client accepts, with a weak validator', async () => {
    const plain = await get('/api/gyms/partners/');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/gyms/partners/', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
      expect(response.headers.etag).toBe(`W/${plain.headers.etag as string}`);
      expect(response.rawPayload.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it('leaves small answers alone', async () => {
    const response = await get('/api/csrf/', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().csrfToken).toBeTruthy();
  });

  it('refuses compressed request bodies instead of inflating them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'a@b.fr', password: 'x' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
