/**
 * Logged-in and anonymous "browsers" for injected requests: they keep the cookies the server sets
 * and send the anti-forgery header on writes, like the pages do.
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/server/db/client';
import { insertSession } from '../../src/server/repositories/sessions-repository';
import { newCsrfToken, newSessionToken, sessionIdHash } from '../../src/server/services/session-tokens';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../src/shared/contract/auth';

export interface TestBrowser {
  /** Current cookie values by name, updated from every answer. */
  cookies: Record<string, string>;
  /** The csrftoken cookie value. */
  readonly csrfToken: string;
  /** Cookie header (and the anti-forgery header) to merge into a request. */
  headers(): Record<string, string>;
  /** Sends a request with the cookies and the anti-forgery header; keeps the cookies it gets back. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface LoggedIn extends TestBrowser {
  uuid: string;
}

/** Applies the Set-Cookie headers of an answer to a cookie jar (cleared cookies are removed). */
export function applySetCookies(jar: Record<string, string>, response: LightMyRequestResponse): void {
  for (const cookie of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
    const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
    if (expired || cookie.value === '') delete jar[cookie.name];
    else jar[cookie.name] = cookie.value;
  }
}

export const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

function browser(app: FastifyInstance, cookies: Record<string, string>, defaults: Partial<InjectOptions> = {}): TestBrowser {
  const self: TestBrowser = {
    cookies,
    get csrfToken() {
      return cookies[CSRF_COOKIE] ?? '';
    },
    headers() {
      const headers: Record<string, string> = { cookie: cookieHeader(cookies) };
      if (cookies[CSRF_COOKIE]) headers[CSRF_HEADER] = cookies[CSRF_COOKIE];
      return headers;
    },
    async inject(options) {
      const response = await app.inject({
        ...defaults,
        ...options,
        headers: { ...self.headers(), ...(options.headers as Record<string, string> | undefined) },
      } as InjectOptions);
      applySetCookies(cookies, response);
      return response;
    },
  };
  return self;
}

/** A browser without a session that has fetched its anti-forgery token (GET /api/csrf/). */
export async function anonymous(app: FastifyInstance, defaults: Partial<InjectOptions> = {}): Promise<TestBrowser> {
  const session = browser(app, {}, defaults);
  const response = await session.inject({ method: 'GET', url: '/api/csrf/' });
  if (response.statusCode !== 200 || !session.csrfToken) throw new Error(`GET /api/csrf/ failed: ${response.statusCode} ${response.body}`);
  return session;
}

/** Logs in through POST /api/login/ like the login page; throws when the login fails. */
export async function login(app: FastifyInstance, email: string, password: string, defaults: Partial<InjectOptions> = {}): Promise<LoggedIn> {
  const session = await anonymous(app, defaults);
  const response = await session.inject({ method: 'POST', url: '/api/login/', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login of ${email} failed: ${response.statusCode} ${response.body}`);
  if (!session.cookies[SESSION_COOKIE]) throw new Error('login answered 200 without a session cookie');
  const { uuid } = response.json() as { uuid: string };
  return Object.assign(session, { uuid });
}

/** A write (POST by default) with the session's cookies and anti-forgery header. */
export function write(
  session: TestBrowser,
  url: string,
  payload?: unknown,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
): Promise<LightMyRequestResponse> {
  return session.inject({ method, url, payload: payload as InjectOptions['payload'] });
}

/**
 * The cookies of a session inserted directly, without the password hash a login costs, for a
 * server keyed with `secret` (a test app, or server processes given that SESSION_SECRET).
 */
export async function insertTestSession(db: Database, secret: string, userId: number): Promise<Record<string, string>> {
  const token = newSessionToken();
  const csrfToken = newCsrfToken(secret);
  await insertSession(db, {
    idHash: sessionIdHash(secret, token),
    userId,
    csrfToken,
    expiresAt: new Date(Date.now() + 86_400_000),
    userAgent: null,
    ip: null,
  });
  return { [SESSION_COOKIE]: token, [CSRF_COOKIE]: csrfToken };
}

/** A logged-in browser made with insertTestSession: for tests that need many sessions (calls that end them, fuzzing). */
export async function sessionOf(app: FastifyInstance, userId: number): Promise<TestBrowser> {
  return browser(app, await insertTestSession(app.db, app.config.SESSION_SECRET, userId));
}
