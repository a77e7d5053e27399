/** The addresses of a contest's public calls (contests.md §6), zod-free for the pages. */

/** The events of GET /api/public/contests/{slug}/events/: a 'ranking' signal after each change. */
export const RANKING_EVENT = 'ranking';
export const publicContestPaths = {
  contest: (slug: string) => `/api/public/contests/${slug}/`,
  ranking: (slug: string) => `/api/public/contests/${slug}/ranking/`,
  events: (slug: string) => `/api/public/contests/${slug}/events/`,
  explain: (slug: string, competitorId: number, round: 'qualification' | 'final' = 'qualification') =>
    `/api/public/contests/${slug}/competitors/${competitorId}/explain/${round === 'final' ? '?round=final' : ''}`,
  registrations: (slug: string) => `/api/public/contests/${slug}/registrations/`,
};
