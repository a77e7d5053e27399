/**
 * The names the entry chunk and the landing page need (api/api-client's CSRF cookie and header, the
 * public calls' paths), alone in their module: a module the entry imports is bundled into it whole,
 * with every export the other chunks use, and constants.ts would bring its labels and limits along.
 * constants.ts re-exports them.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
export const CSRF_PATH = '/api/csrf/';

export const PUBLIC_PATHS = {
  /** The vertical-gain challenge ('defi-gaston'); the accented and the percent-encoded forms both work. */
  challenge: '/api/SoiréeSpécialeLancement/',
  contest: '/api/contestwebview/',
  contestJunior: '/api/contestminorwebview/',
  contestSameTime: '/api/contestwebviewsametime/',
  contestFinals: '/api/contestwebviewfinals/',
  draw: '/api/aleasorting/',
  monthlyLeaderboard: '/api/leaderboard/monthly/',
  routeSettersLeaderboard: '/api/routesetters-boulders-leaderboard/',
  /** Our choice (the spec does not name it): the partner gyms of the notify form's autocomplete. */
  partnerGyms: '/api/gyms/partners/',
  notify: '/api/potentialnewuser/',
  /** docs/product.md › Route setting: calls: what /b/{code} shows of a boulder. */
  boulder: '/api/public/boulders/',
  /** docs/product.md › Contests: calls: a contest's page data, ranking, events, explain and registrations. */
  contests: '/api/public/contests/',
} as const;
