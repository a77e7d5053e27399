import { apiRequest, type RequestOptions } from '../../../api/api-client';

type Options = Omit<RequestOptions, 'method' | 'body' | 'redirectOnUnauthenticated'>;

/**
 * Calls of the climbers' API from the web app: a 401 is an answer the app shows (its own sign-in
 * screen), not the back office's redirect to /login-pro.
 */
const call = <T>(method: RequestOptions['method'], path: string, body?: unknown, options: Options = {}) =>
  apiRequest<T>(path, { ...options, method, body, redirectOnUnauthenticated: false });

export const climberApi = {
  get: <T>(path: string, options?: Options) => call<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: Options) => call<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: Options) => call<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: Options) => call<T>('PATCH', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: Options) => call<T>('DELETE', path, body, options),
};
