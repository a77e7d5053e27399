/**
 * The secrets behind sessions, anti-forgery and reset links. Only keyed hashes of session tokens
 * and plain hashes of reset tokens reach the database, so a leaked table cannot be replayed.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const randomToken = () => randomBytes(32).toString('base64url');

const hmac = (secret: string, purpose: string, value: string) =>
  createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url');

/** Constant-time comparison of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const newSessionToken = randomToken;

/** What sessions.id_hash holds for a session cookie value. */
export const sessionIdHash = (secret: string, token: string) => hmac(secret, 'session', token);

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
