import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { ApiError, apiClient, CSRF_COOKIE, CSRF_HEADER, errorText, firstElement, setUnauthenticatedHandler } from './api-client';
import { getStoredUserId, setFavoriteGym, setStoredUserId } from '../lib/storage';

const USER = '3f0c6f7e-2a51-4c1e-9a43-5b1f0e6d2c11';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function setCookie(value: string | null) {
  document.cookie = value === null ? `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/` : `${CSRF_COOKIE}=${value}; path=/`;
}

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fake server: answers with `handler`, records every call. */
function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  setCookie(null);
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthenticatedHandler(() => undefined);
});

describe('api-client', () => {
  it('sends no anti-forgery header on reads, and same-origin credentials', async () => {
    setCookie('token-1');
    const calls = mockFetch(() => json(200, { ok: true }));
    await expect(apiClient.get('/api/tagslist/')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers[CSRF_HEADER]).toBeUndefined();
    expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin', method: 'GET' });
  });

  it('sends the csrftoken cookie as X-CSRFToken on writes, read fresh each time (rotated at login)', async () => {
    setCookie('before-login');
    const calls = mockFetch(() => json(200, { message: 'ok' }));
    await apiClient.post('/api/login/', { username: 'a@b.fr', password: 'x' });
    setCookie('after-login');
    await apiClient.post('/api/update-sector/4/', { date: '01/02/2025' });
    expect(calls.map((c) => c.headers[CSRF_HEADER])).toEqual(['before-login', 'after-login']);
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[0]!.body).toEqual({ username: 'a@b.fr', password: 'x' });
    expect(calls.some((c) => c.url === '/api/csrf/')).toBe(false);
  });

  it('asks GET /api/csrf/ first when the cookie is missing, once for concurrent writes', async () => {
    const calls = mockFetch((call) => {
      if (call.url === '/api/csrf/') {
        setCookie('fresh-token');
        return json(200, { csrfToken: 'fresh-token' });
      }
      return json(200, { message: 'ok' });
    });
    await Promise.all([apiClient.post('/api/logout/'), apiClient.post('/api/update-route/3/', { date: '01/01/2025' })]);
    expect(calls.filter((c) => c.url === '/api/csrf/')).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/csrf/');
    const writes = calls.filter((c) => c.method === 'POST');
    expect(writes.map((c) => c.headers[CSRF_HEADER])).toEqual(['fresh-token', 'fresh-token']);
  });

  it('retries a write once with a fresh token after a 403 csrf answer', async () => {
    setCookie('stale');
    let refused = false;
    const calls = mockFetch((call) => {
      if (call.url === '/api/csrf/') {
        setCookie('renewed');
        return json(200, { csrfToken: 'renewed' });
      }
      if (!refused) {
        refused = true;
        return json(403, { error: MESSAGES.csrfInvalid, code: 'csrf' });
      }
      return json(200, { message: 'ok' });
    });
    await expect(apiClient.post('/api/update-sector/1/', { date: '02/02/2025' })).resolves.toEqual({ message: 'ok' });
    expect(calls.map((c) => `${c.method} ${c.url} ${c.headers[CSRF_HEADER] ?? ''}`.trim())).toEqual([
      'POST /api/update-sector/1/ stale',
      'GET /api/csrf/',
      'POST /api/update-sector/1/ renewed',
    ]);
  });

  it('throws an ApiError carrying the status, the body and the French error text', async () => {
    setCookie('t');
    mockFetch(() => json(404, { error: "Cet élément n'existe pas ou n'est pas accessible.", code: 'not_found' }));
    const error = await apiClient.get('/api/gym-comments/99/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: "Cet élément n'existe pas ou n'est pas accessible." });
    expect(errorText(error)).toBe("Cet élément n'existe pas ou n'est pas accessible.");
  });

  it('falls back to the generic message when the answer has no error text, or the network fails', async () => {
    mockFetch(() => new Response('boom', { status: 502 }));
    const badGateway = await apiClient.get('/api/x').catch((e: unknown) => e);
    expect(badGateway).toMatchObject({ status: 502, body: 'boom' });
    expect(errorText(badGateway)).toBe(MESSAGES.genericError);

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = await apiClient.get('/api/x').catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0 });
    expect(errorText(offline)).toBe(MESSAGES.genericError);
  });

  it('on a 401 from a back-office call, forgets the stored user and favourite gym and redirects', async () => {
    setStoredUserId(USER);
    setFavoriteGym({ id: 1, name: 'Salle' });
    const redirect = vi.fn();
    setUnauthenticatedHandler(redirect);
    mockFetch(() => json(401, { error: 'Vous devez être connecté.', code: 'unauthenticated' }));
    await expect(apiClient.get(`/api/routesetterinfos/${USER}`)).rejects.toMatchObject({ status: 401 });
    expect(getStoredUserId()).toBeNull();
    expect(window.localStorage.getItem('favoriteGymInfo')).toBeNull();
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('leaves the session alone on a 401 the caller expects (wrong password at login)', async () => {
    setCookie('t');
    setStoredUserId(USER);
    const redirect = vi.fn();
    setUnauthenticatedHandler(redirect);
    mockFetch(() => json(401, { error: MESSAGES.loginFailed, code: 'unauthenticated' }));
    await expect(apiClient.post('/api/login/', {}, { redirectOnUnauthenticated: false })).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.loginFailed,
    });
    expect(getStoredUserId()).toBe(USER);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('firstElement', () => {
  it('answers the only element of a list of one, and a 404 with the French message for an empty list', () => {
    expect(firstElement([{ id: 1 }], 'Salle introuvable.')).toEqual({ id: 1 });
    expect(() => firstElement([], 'Salle introuvable.')).toThrow(expect.objectContaining({ status: 404, message: 'Salle introuvable.' }));
  });
});
