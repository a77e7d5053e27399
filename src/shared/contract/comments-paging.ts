/**
 * The zod-free half of the paged comments call (comments.ts has the schemas): the pages import this
 * file, so the /comments page does not pull zod into its bundle.
 */

export const COMMENTS_PAGE_SIZE = 20;
export const MAX_COMMENTS_PAGE_SIZE = 100;

/** Opaque to clients: the position of the last comment given ('<microseconds since 1970>_<id>'). */
export const COMMENTS_CURSOR_PATTERN = /^\d{1,17}_\d{1,10}$/;

/** The call's path, for the pages and the tests. */
export function commentsPagePath(gymId: number, options: { pageSize?: number; cursor?: string | null } = {}): string {
  const query = new URLSearchParams();
  if (options.pageSize) query.set('pageSize', String(options.pageSize));
  if (options.cursor) query.set('cursor', options.cursor);
  const search = query.toString();
  return `/api/gym-comments/${gymId}/page/${search ? `?${search}` : ''}`;
}
