/**
 * The paths and cache times of the public calls (public-pages.md §7), without zod: the pages import
 * this module directly, so their first-paint bundles carry no schema library; public.ts builds the
 * schemas and re-exports these.
 */
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
} as const;

/** Seconds the server and the browsers may reuse a contest ranking. */
export const CONTEST_CACHE_SECONDS = 5;
/** Seconds for the monthly leaderboards. */
export const LEADERBOARD_CACHE_SECONDS = 60;
/** Seconds for the partner gyms. */
export const PARTNER_GYMS_CACHE_SECONDS = 300;
