/**
 * The secrets behind sessions, anti-forgery and reset links. Only keyed hashes of session tokens
 * and plain hashes of reset tokens reach the database, so a leaked table cannot be replayed.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COMPETITOR_TOKEN_PREFIX, JUDGE_TOKEN_PREFIX } from '../../shared/contract/contest-scoring';

const DAY = 24 * 60 * 60_000;
/** A session ends after this long without requests, or this long after login, whichever comes first. */
export const SESSION_IDLE_MS = 2 * DAY;
export const SESSION_LIFETIME_MS = 30 * DAY;

const randomToken = () => randomBytes(32).toString('base64url');

const hmac = (secret: string, purpose: string, value: string) => createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const newSessionToken = randomToken;

/** What sessions.id_hash holds for a session cookie value. */
export const sessionIdHash = (secret: string, token: string) => hmac(secret, 'session', token);

/** A native client's bearer token (docs/product.md › Climbers: accounts and privacy): shown once, only its keyed hash is stored. */
export const newApiToken = () => `gst_${randomToken()}`;
export const apiTokenHash = (secret: string, token: string) => hmac(secret, 'api-token', token);

/** A gym's entry-counter token (docs/occupancy.md): shown once when made; only its keyed hash is stored. */
export const newCounterToken = () => `gct_${randomToken()}`;
export const counterTokenHash = (secret: string, token: string) => hmac(secret, 'counter-token', token);

/** A contest judge's session token (docs/product.md › Contests: calls), a cookie value or a bearer token; only its keyed hash is stored. */
export const newJudgeSessionToken = () => `${JUDGE_TOKEN_PREFIX}${randomToken()}`;
export const judgeSessionHash = (secret: string, token: string) => hmac(secret, 'judge-session', token);
/** The secret of a judge's link. */
export const newJudgeLinkToken = () => randomBytes(18).toString('base64url');
/** The secret of a competitor's personal self-scoring link (docs/product.md › Contests: who may do what), also its bearer token. */
export const newSelfScoringToken = () => `${COMPETITOR_TOKEN_PREFIX}${newJudgeLinkToken()}`;

/**
 * An anti-forgery token `random.signature`. The signature lets the server accept an anonymous
 * double-submit token it issued without storing it; a session additionally pins its own token.
 */
export function newCsrfToken(secret: string): string {
  const random = randomToken();
  return `${random}.${hmac(secret, 'csrf', random)}`;
}

export function isSignedCsrfToken(secret: string, token: string | undefined): token is string {
  if (!token || token.length > 200) return false;
  const [random, signature, extra] = token.split('.');
  if (!random || !signature || extra !== undefined) return false;
  return safeEqual(signature, hmac(secret, 'csrf', random));
}

export const newResetToken = randomToken;

/** Reset tokens carry 256 random bits, so an unkeyed hash is enough to keep them out of the table. */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The device cookie of OWASP's scheme against account lock-out: after a successful login the
 * browser keeps `nonce.signature`, the signature binding the nonce to the account's e-mail. A
 * browser presenting it for that e-mail is the owner's device: it has its own failure count and
 * is not locked by strangers' failures on the account.
 */
export function newDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${hmac(secret, 'device', `${nonce}:${email}`)}`;
}

/** The nonce of a device cookie issued for this e-mail, or null. */
export function deviceNonce(secret: string, cookie: string | undefined, email: string): string | null {
  if (!cookie || cookie.length > 100) return null;
  const [nonce, signature, extra] = cookie.split('.');
  if (!nonce || !signature || extra !== undefined) return null;
  return safeEqual(signature, hmac(secret, 'device', `${nonce}:${email}`)) ? nonce : null;
}
