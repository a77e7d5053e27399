/**
 * The one way the pages call the server: same-origin cookies, JSON both ways, the anti-forgery
 * header on every write, and a typed ApiError for every answer that is not 2xx.
 */
import { PAGE_MESSAGES as MESSAGES } from '../../shared/page-messages';
import { clearSession } from '../lib/stored-session';

import { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH } from '../../shared/contract/entry-constants';

export { CSRF_COOKIE, CSRF_HEADER, CSRF_PATH };
export const LOGIN_PRO_PATH = '/login-pro';

/** A non-2xx answer (or a network failure, status 0). `message` is the server's French `error` text when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  /** The machine code of the error body (`{ error, code }`), if any. */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON (FormData is sent as is). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A 401 means the back-office session is gone: forget the stored user and go to /login-pro.
   * Calls where 401 is an expected answer (the login itself) turn this off.
   * @default true
   */
  redirectOnUnauthenticated?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      const value = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

let unauthenticatedHandler: () => void = () => {
  if (window.location.pathname !== LOGIN_PRO_PATH) window.location.assign(LOGIN_PRO_PATH);
};

/** Lets the router take over the redirect to /login-pro (no full page reload). */
export function setUnauthenticatedHandler(handler: () => void) {
  unauthenticatedHandler = handler;
}

let pendingCsrf: Promise<string> | null = null;

/** Asks the server for a fresh token; concurrent writes share one request. */
function fetchCsrfToken(): Promise<string> {
  pendingCsrf ??= (async () => {
    try {
      const response = await fetch(CSRF_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      const body = await parseBody(response);
      if (!response.ok) throw toApiError(response.status, body);
      // The cookie is the reference (the server compares header and cookie); the body is a fallback.
      const token = readCookie(CSRF_COOKIE) ?? (isRecord(body) && typeof body.csrfToken === 'string' ? body.csrfToken : null);
      if (!token) throw new ApiError(response.status, body, MESSAGES.csrfInvalid);
      return token;
    } finally {
      pendingCsrf = null;
    }
  })();
  return pendingCsrf;
}

/** The token to send: read fresh from the cookie each time, because the server rotates it at login. */
async function csrfToken(): Promise<string> {
  return readCookie(CSRF_COOKIE) ?? fetchCsrfToken();
}

/** Files the API answers (label sheets, exports): kept as a Blob to be downloaded. */
const FILE_TYPES = ['application/pdf', 'text/csv'];

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && FILE_TYPES.some((type) => contentType.startsWith(type))) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function toApiError(status: number, body: unknown): ApiError {
  const text = isRecord(body) && typeof body.error === 'string' && body.error.trim() ? body.error : null;
  return new ApiError(status, body, text ?? `La requête a échoué (statut ${status}).`);
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'GET';
  // The page's active language (src/web/lib/i18n.ts sets <html lang>): the climbers' side answers in it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': document.documentElement.lang, ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers[CSRF_HEADER] = token;
  try {
    return await fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.');
  }
}

/** Calls the API and returns the parsed JSON answer; throws ApiError when the status is not 2xx. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const isWrite = !SAFE_METHODS.has(method);

  let response = await send(path, options, isWrite ? await csrfToken() : null);
  let body = await parseBody(response);

  // A token from another session (expired, or rotated in another tab): get a fresh one and retry once.
  if (isWrite && response.status === 403 && isRecord(body) && body.code === 'csrf') {
    response = await send(path, options, await fetchCsrfToken());
    body = await parseBody(response);
  }

  if (response.ok) return body as T;

  if (response.status === 401 && options.redirectOnUnauthenticated !== false) {
    clearSession();
    unauthenticatedHandler();
  }
  throw toApiError(response.status, body);
}

export const apiClient = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/**
 * The text to show for a failed call (docs/product.md › Back office: errors and empty states): the answer's `error` text when the
 * server sent one, otherwise the generic message.
 */
export function errorText(error: unknown, fallback: string = MESSAGES.genericError): string {
  if (error instanceof ApiError && isRecord(error.body) && typeof error.body.error === 'string' && error.body.error.trim()) {
    return error.body.error;
  }
  return fallback;
}

/** The first element of an answer that is a list of one (several calls answer so), or a 404 ApiError with `notFound`. */
export function firstElement<T>(answer: T[], notFound: string): T {
  const first = Array.isArray(answer) ? answer[0] : undefined;
  if (first === undefined) throw new ApiError(404, answer, notFound);
  return first;
}
