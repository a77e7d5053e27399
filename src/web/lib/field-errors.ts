import { ApiError } from './api-client';

/**
 * The server's `{field: ['…']}` of a 400 answer as a form's errors (the first message of each of
 * `fields`); other keys of the body (`error`, `code`) are left out.
 */
export function serverFieldErrors<F extends string>(body: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const field of fields) {
    const messages = (body as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/** The same, from a failed call. */
export const fieldErrorsOf = <F extends string>(error: unknown, fields: readonly F[]) =>
  serverFieldErrors(error instanceof ApiError ? error.body : undefined, fields);
