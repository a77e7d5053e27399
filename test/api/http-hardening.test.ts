/**
 * The HTTP edge: odd request targets under /api/ answer the JSON 404 (never the web page), an
 * absolute-form request line is routed on its path, and slow or piled-up clients cannot hold sockets.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../src/server/http/api-path';
import { buildTestApp, type TestApp } from '../helpers/app';
import { anonymous } from '../helpers/session';
import { webDirWith } from '../helpers/web-dir';

const PAGE = '<!doctype html><html lang="fr"><body><div id="root"></div></body></html>';

let t: TestApp;
let port: number;

beforeAll(async () => {
  const webDir = await webDirWith(PAGE);
  t = await buildTestApp({
    serveWebApp: true,
    env: { WEB_DIST_DIR: webDir, REQUEST_TIMEOUT_MS: '1500', HEADERS_TIMEOUT_MS: '800', KEEP_ALIVE_TIMEOUT_MS: '1000', MAX_CONNECTIONS: '20' },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/** Sends raw bytes on a new connection; resolves with everything received once the server closes it. */
function rawExchange(chunks: string[], options: { gapMs?: number; giveUpMs?: number } = {}): Promise<{ text: string; closed: boolean; ms: number }> {
  const { gapMs = 0, giveUpMs = 10_000 } = options;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closed: false, ms: Date.now() - started });
    }, giveUpMs);
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closed: true, ms: Date.now() - started });
    });
    socket.on('connect', async () => {
      try {
        for (const chunk of chunks) {
          socket.write(chunk);
          if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
        }
      } catch (error) {
        reject(error);
      }
    });
  });
}

const statusOf = (text: string) => Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

describe('addresses under /api/ in any spelling', () => {
  it.each(['/API/gyms/', '/Api/routesettergyminfos/x', '/%41PI/login/', '/%61pi/nothing', '//api//nothing', '/api', '/API', '/api/nothing?x=1'])(
    '%s answers the JSON 404, not the web page',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().code).toBe('not_found');
      expect(response.body).not.toContain('<html');
    },
  );

  it('still serves the page for the web app routes', async () => {
    for (const url of ['/', '/login-pro', '/apiculture', '/homepagebo?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(PAGE);
    }
  });

  it('isApiPath reads escapes, doubled slashes and case', () => {
    expect([isApiPath('/api/x'), isApiPath('/ApI'), isApiPath('/%2561pi/x'), isApiPath('/%E0%A4%A/x'), isApiPath('/apix')]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('absolute-form request lines', () => {
  it('routes on the path: an API call answers its JSON, an unknown API address the JSON 404', async () => {
    const csrf = await rawExchange(['GET http://localhost/api/csrf/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']);
    expect(statusOf(csrf.text)).toBe(200);
    expect(csrf.text).toMatch(/"csrfToken":"/);
    for (const target of ['http://localhost/API/gyms/', 'HTTP://example.org/api/nothing', 'http://localhost//Api/x']) {
      const answer = await rawExchange([`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`]);
      expect(statusOf(answer.text), target).toBe(404);
      expect(answer.text, target).toContain('"code":"not_found"');
      expect(answer.text, target).not.toContain('<html');
    }
  });
});

describe('slow clients', () => {
  it('cuts a request whose body never finishes', async () => {
    // A real visitor's cookies and anti-forgery header, so that the server waits for the body.
    const visitor = await anonymous(t.app);
    const headers = Object.entries(visitor.headers())
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    const answer = await rawExchange(
      [`POST /api/login/ HTTP/1.1\r\nHost: localhost\r\n${headers}Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":`, ' "a', 'b'],
      { gapMs: 300 },
    );
    expect(answer.closed).toBe(true);
    // Cut by the server (408), well before our own 10 s give-up.
    expect(statusOf(answer.text)).toBe(408);
  });

  it('cuts a request whose headers never finish', async () => {
    const answer = await rawExchange(['GET / HTTP/1.1\r\n', 'Host: localhost\r\n', 'X-Slow: 1\r\n'], { gapMs: 200 });
    expect(answer.closed).toBe(true);
    expect(statusOf(answer.text)).toBe(408);
  });

  it('closes an idle keep-alive connection', async () => {
    const answer = await rawExchange(['GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n']);
    expect(statusOf(answer.text)).toBe(200);
    expect(answer.closed).toBe(true);
  });

  it('refuses connections beyond MAX_CONNECTIONS until some close', async () => {
    const held: net.Socket[] = [];
    for (let i = 0; i < 20; i++) {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      held.push(socket);
    }
    // Let the server accept them all before the next one arrives.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const over = await rawExchange(['GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']);
    expect(over.closed).toBe(true);
    expect(over.text).toBe('');
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const after = await rawExchange(['GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n']);
    expect(statusOf(after.text)).toBe(200);
  });
});

describe('errors before a route runs, in French with their code (issue 31, items 13 and 15)', () => {
  it('answers oversized headers with a JSON 431 in French', async () => {
    const answer = await rawExchange([`GET /api/csrf/ HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(statusOf(answer.text)).toBe(431);
    const body = JSON.parse(Buffer.from(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8'));
    expect(body).toEqual({ error: 'Les en-têtes de la requête sont trop volumineux.', code: 'headers_too_large' });
  });

  /** The climbers' sign-in sent this raw JSON text by a visitor. */
  const signInWith = async (json: string) =>
    (await anonymous(t.app)).inject({ method: 'POST', url: '/api/v1/auth/login/', headers: { 'content-type': 'application/json' }, payload: json });

  it('answers malformed JSON with a French 400 and its code', async () => {
    const response = await signInWith('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Le corps de la requête n’est pas du JSON valide.', code: 'bad_request' });
  });

  it('refuses a lone UTF-16 surrogate in any text with a French 400 naming the field, before anything is written', async () => {
    const response = await signInWith('{"email": "a\\ud800@b.fr", "password": "x"}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', field: 'email', email: [expect.stringContaining('caractère')] });
    const nested = await signInWith('{"rows": [{"name": "\\udfff"}]}');
    expect(nested.json()).toMatchObject({ code: 'bad_request', field: 'rows.0.name' });
  });
});
