/**
 * Sessions and anti-forgery (docs/product.md › Roles and access).
 *
 * - Session: a random token in the HttpOnly cookie SESSION_COOKIE; the `sessions` table keeps only
 *   its keyed hash, so every server process shares the sessions. A session ends after
 *   SESSION_IDLE_MS without requests or SESSION_LIFETIME_MS after login, whichever comes first.
 * - Anti-forgery: every POST/PUT/PATCH/DELETE must send the header X-CSRFToken equal to the
 *   readable cookie CSRF_COOKIE. Tokens are `random.signature`, so the server recognises tokens it
 *   issued; a logged-in request must moreover carry its session's own token (rotated at login).
 */
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../shared/contract/auth';
import { MESSAGES } from '../../shared/messages';
import { AppError } from '../errors';
import { answerLocale } from './answer-language';
import type { AccountContext } from '../services/context';
import { deleteSession, findSession, insertSession, touchSession } from '../repositories/sessions-repository';
import type { MembershipRow } from '../repositories/staff-repository';
import { deleteApiTokenById, findApiToken, touchApiToken } from '../repositories/climber-accounts-repository';
import {
  apiTokenHash,
  isSignedCsrfToken,
  newCsrfToken,
  newSessionToken,
  safeEqual,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
  sessionIdHash,
} from '../services/session-tokens';
import { CLIMBER_LIMITS, CLIMBER_MESSAGES } from '../../shared/domain/climber-rules';
import { isContestBearer } from '../../shared/contract/contest-scoring';

const MINUTE = 60_000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = MINUTE;

export type AuthInfo =
  | {
      via: 'session';
      userId: number;
      userUuid: string;
      sessionIdHash: string;
      csrfToken: string;
      /** The user's staff memberships, read with the session (absent right after a login). */
      memberships?: MembershipRow[];
    }
  /** A native client's `Authorization: Bearer …` (docs/product.md › Climbers: accounts and privacy): no cookie, no anti-forgery token. */
  | { via: 'token'; userId: number; userUuid: string; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, loaded for /api/ requests and every write; null when anonymous. */
    auth: AuthInfo | null;
  }
  interface FastifyContextConfig {
    /**
     * false for the calls that create a session or token (sign-up, confirmation, logins): they accept
     * the anti-forgery header but do not need it (docs/product.md › Conventions of the calls).
     */
    csrf?: boolean;
    /** The route reads its own `Authorization` header (GET /metrics and METRICS_TOKEN): no user is loaded. */
    ownAuthorization?: boolean;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Anti-forgery token already written into this answer (login, logout, GET /api/csrf/). */
const issuedCsrfTokens = new WeakMap<FastifyRequest, string>();

export default fp(
  async function session(app: FastifyInstance) {
    app.decorateRequest('auth', null);

    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config.ownAuthorization) return;
      const unsafe = UNSAFE_METHODS.has(request.method);
      const bearer = bearerToken(request);
      // A judge's or a competitor's contest token is no user's: the scoring calls read it themselves.
      const contestBearer = isContestBearer(bearer);
      if (bearer !== undefined && !contestBearer) request.auth = await loadToken(request, bearer);
      else if ((unsafe || isApiRequest(request)) && !contestBearer) request.auth = await loadSession(request, reply);
      if (unsafe && request.auth?.via !== 'token' && !contestBearer && request.routeOptions.config.csrf !== false) checkCsrf(request);
    });

    // Every page and API answer carries a token to send back (docs/product.md › Conventions of the calls), and a logged-in
    // client gets its session's token back if the cookie was lost or replaced.
    app.addHook('onSend', async (request, reply, payload) => {
      const url = request.url;
      // A shared cache must never store one visitor's token for everyone.
      const publiclyCached = String(reply.getHeader('cache-control') ?? '').includes('public');
      const needsToken =
        !url.startsWith('/assets/') &&
        !url.startsWith('/healthz') &&
        !url.startsWith('/readyz') &&
        !url.startsWith('/metrics') &&
        !publiclyCached &&
        request.auth?.via !== 'token';
      if (needsToken) currentCsrfToken(request, reply);
      return payload;
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

function isApiRequest(request: FastifyRequest): boolean {
  // The matched route pattern, so that /%61pi/... or //api/... are treated like /api/...
  const url = request.routeOptions.url ?? request.url;
  return url === '/api' || url.startsWith('/api/');
}

const cookieOptions = (request: FastifyRequest, httpOnly: boolean) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: request.server.config.secure,
  httpOnly,
  maxAge: SESSION_LIFETIME_MS / 1000,
});

async function loadSession(request: FastifyRequest, reply: FastifyReply): Promise<AuthInfo | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { db, config } = request.server;
  const idHash = sessionIdHash(config.SESSION_SECRET, token);
  const row = token.length <= 100 ? await findSession(db, idHash) : undefined;
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() <= now - SESSION_IDLE_MS) {
    if (row) await deleteSession(db, idHash);
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request, true));
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) await touchSession(db, idHash, new Date(now));
  return { via: 'session', userId: row.userId, userUuid: row.userUuid, sessionIdHash: idHash, csrfToken: row.csrfToken, memberships: row.memberships };
}

/** The token of an `Authorization: Bearer …` header, or undefined without one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer +(\S*)\s*$/i.exec(header);
  return match ? match[1]! : undefined;
}

/** The user of a bearer token; a 401 for a token that is unknown or expired (RFC 6750), whatever the call. */
async function loadToken(request: FastifyRequest, token: string): Promise<AuthInfo> {
  const { db, config } = request.server;
  const row = token.length >= 20 && token.length <= 100 ? await findApiToken(db, apiTokenHash(config.SESSION_SECRET, token)) : undefined;
  const now = Date.now();
  if (!row || row.expiresAt.getTime() <= now) {
    if (row) await deleteApiTokenById(db, row.id);
    throw new AppError('unauthenticated', CLIMBER_MESSAGES.tokenInvalid);
  }
  if (now - row.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchApiToken(db, row.id, new Date(now), new Date(now + CLIMBER_LIMITS.tokenIdleMs));
  }
  return { via: 'token', userId: row.userId, userUuid: row.userUuid, tokenId: row.id };
}

function checkCsrf(request: FastifyRequest): void {
  const header = request.headers['x-csrftoken'];
  const cookie = request.cookies[CSRF_COOKIE];
  const valid =
    typeof header === 'string' &&
    typeof cookie === 'string' &&
    safeEqual(header, cookie) &&
    isSignedCsrfToken(request.server.config.SESSION_SECRET, cookie) &&
    (request.auth?.via !== 'session' || safeEqual(cookie, request.auth.csrfToken));
  if (!valid) throw new AppError('csrf', MESSAGES.csrfInvalid);
}

/** `; Max-Age=…; Path=/; SameSite=Lax[; Secure]` of the anti-forgery cookie, serialized once per app. */
const csrfCookieAttributes = new WeakMap<FastifyInstance, string>();

/**
 * The anti-forgery cookie goes on every page, so its Set-Cookie line is built from attributes
 * serialized once (with the same options and serializer as every other cookie): reply.setCookie, or
 * serializing on each answer, made a page cost 30–50 % more CPU (measured with npm run bench:pages).
 * Cookies set on the same answer through @fastify/cookie are appended to this header by that plugin.
 */
function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): string {
  let attributes = csrfCookieAttributes.get(request.server);
  if (attributes === undefined) {
    attributes = request.server.serializeCookie(CSRF_COOKIE, 'x', cookieOptions(request, false)).slice(`${CSRF_COOKIE}=x`.length);
    csrfCookieAttributes.set(request.server, attributes);
  }
  // The token is base64url and a dot: a cookie value may hold it as it is.
  const line = `${CSRF_COOKIE}=${token}${attributes}`;
  const existing = reply.getHeader('set-cookie');
  const others = (existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)]).filter(
    (cookie) => !cookie.startsWith(`${CSRF_COOKIE}=`),
  );
  reply.header('set-cookie', others.length ? [...others, line] : line);
  issuedCsrfTokens.set(request, token);
  return token;
}

/**
 * The anti-forgery token the page must send from now on: the session's token when logged in,
 * else the cookie's token if the server issued it, else a new one. Sets the cookie when needed.
 */
export function currentCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const issued = issuedCsrfTokens.get(request);
  if (issued) return issued;
  const cookie = request.cookies?.[CSRF_COOKIE];
  if (request.auth?.via === 'session') {
    return cookie === request.auth.csrfToken ? cookie : setCsrfCookie(request, reply, request.auth.csrfToken);
  }
  return isSignedCsrfToken(request.server.config.SESSION_SECRET, cookie)
    ? cookie
    : setCsrfCookie(request, reply, newCsrfToken(request.server.config.SESSION_SECRET));
}

/** The logged-in user, or a 401 with a French message. */
export function requireUser(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw new AppError('unauthenticated', MESSAGES.sessionRequired);
  return request.auth;
}

const contexts = new WeakMap<FastifyRequest, AccountContext>();

/** The services' context of this request: the app's database and services, and the logged-in user. */
export function contextOf(request: FastifyRequest): AccountContext {
  let ctx = contexts.get(request);
  if (!ctx) {
    const { db, config, mailer, limits } = request.server;
    const { auth } = request;
    const actor = auth ? { userId: auth.userId, userUuid: auth.userUuid } : null;
    ctx = {
      db,
      config,
      mailer,
      limits,
      log: request.log,
      actor,
      memberships: auth?.via === 'session' ? auth.memberships : undefined,
      locale: answerLocale(request.headers['accept-language']),
    };
    contexts.set(request, ctx);
  }
  return ctx;
}

/** Route hook (`onRequest: authenticate`): answers 401 before the body is even read. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

/** Route options of a staff write: logged in, and a small JSON body (the writes send a few hundred bytes). */
export const STAFF_WRITE = { onRequest: authenticate, bodyLimit: 16 * 1024 } as const;

/**
 * Starts a session for the user: ends the session this browser had (session fixation), sets the
 * session cookie and a fresh anti-forgery token bound to the new session.
 */
export async function createSession(request: FastifyRequest, reply: FastifyReply, userId: number, userUuid: string): Promise<AuthInfo> {
  const { db, config } = request.server;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, sessionIdHash(config.SESSION_SECRET, previous));

  const token = newSessionToken();
  const auth: AuthInfo = {
    via: 'session',
    userId,
    userUuid,
    sessionIdHash: sessionIdHash(config.SESSION_SECRET, token),
    csrfToken: newCsrfToken(config.SESSION_SECRET),
  };
  const userAgent = request.headers['user-agent'];
  await insertSession(db, {
    idHash: auth.sessionIdHash,
    userId,
    csrfToken: auth.csrfToken,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    ip: clientIp(request),
  });
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, true));
  setCsrfCookie(request, reply, auth.csrfToken);
  request.auth = auth;
  return auth;
}

/** Ends this browser's session (if any): row deleted, cookie cleared, a new anonymous token issued. */
export async function destroySession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(request.server.db, sessionIdHash(request.server.config.SESSION_SECRET, token));
  forgetSession(request, reply);
}

/** Ends what authenticated this request: the climber app's bearer token, or the browser's session. */
export async function signOut(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth?.via === 'token') await deleteApiTokenById(request.server.db, request.auth.tokenId);
  else await destroySession(request, reply);
}

/** Clears this browser's session cookies once its session rows are already gone. */
export function forgetSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request, true));
  request.auth = null;
  setCsrfCookie(request, reply, newCsrfToken(request.server.config.SESSION_SECRET));
}

/** The client address as PostgreSQL's inet accepts it, or null. */
export function clientIp(request: FastifyRequest): string | null {
  const ip = request.ip;
  return ip && isIP(ip) ? ip : null;
}

const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Hands a login's device proof back as the HttpOnly device cookie, sent again only to the login
 * calls under `path`: it lets this device through when strangers' wrong passwords lock the account.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, path: string): void {
  reply.setCookie(name, value, { path, sameSite: 'strict', secure: request.server.config.secure, httpOnly: true, maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS });
}
