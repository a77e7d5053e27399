import type { NotifyBody } from '../../../../shared/contract/public';
import { ApiError, apiClient } from '../../../api/api-client';
import { PUBLIC_PATHS } from '../../../../shared/contract/entry-constants';

// PUBLIC_PATHS.notify (shared/contract/public.ts), written here to keep zod out of the landing page.

/** POST /api/potentialnewuser/: tell this e-mail when the app reaches this gym. 201 → `{ message }`. */
export const notifyPotentialUser = (body: NotifyBody) => apiClient.post<{ message?: string } | undefined>(PUBLIC_PATHS.notify, body);

/**
 * The text for a failed sign-up (docs/product.md › Public pages: errors): for a 400, the first message of the `email` errors;
 * otherwise undefined, and the form shows the generic message in its language.
 */
export function notifyErrorText(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 400) {
    const body = error.body as { email?: unknown } | null | undefined;
    const first = Array.isArray(body?.email) ? (body.email[0] as unknown) : undefined;
    if (typeof first === 'string' && first.trim()) return first;
  }
  return undefined;
}
