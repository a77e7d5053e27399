import { ApiError } from '../../../lib/api-client';

/** The server's 400 names each refused field with its French messages (climbers.md §8). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || !error.body) return {};
  return Object.fromEntries(
    Object.entries(error.body as Record<string, unknown>)
      .filter(([, value]) => Array.isArray(value))
      .map(([key, value]) => [key, (value as string[]).join(' · ')]),
  );
}
