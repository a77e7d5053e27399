/**
 * The contract's paths, names, limits and labels, without zod. The pages import this module (and
 * shared/domain's *-rules modules) directly, so their first-paint bundles carry no schema library;
 * the schema modules of this folder are built from the same values and re-export them.
 */

// ---------------------------------------------------------------- session (auth.ts)

export { CSRF_COOKIE, CSRF_HEADER } from './entry-constants';
export const SESSION_COOKIE = 'gaston_session';

// ---------------------------------------------------------------- gyms (gyms.ts)

/** Our path for the 'Choix salle' modal: the gyms of the logged-in staff member. */
export const GYM_LIST_PATH = (userId: string) => `/api/routesettergyms/${encodeURIComponent(userId)}/`;

// ---------------------------------------------------------------- settings (settings.ts)

/** Most climbers the settings call answers; a full list may miss names: search on the server. */
export const MAX_CLIMBER_OPTIONS = 2000;

// ---------------------------------------------------------------- dates (dates.ts)

/** The spec's labels of the two scopes of a boulder's dismantling date. */
export const MODIFY_BLOCK_LABEL = 'Modifier seulement ce bloc';
export const MODIFY_SECTOR_LABEL = 'Modifier tout le secteur';

// ---------------------------------------------------------------- public calls (public.ts)

export { PUBLIC_PATHS } from './entry-constants';

/** Seconds the server and the browsers may reuse a contest ranking. */
export const CONTEST_CACHE_SECONDS = 5;
/** Seconds for the monthly leaderboards. */
export const LEADERBOARD_CACHE_SECONDS = 60;
/** Seconds for the partner gyms. */
export const PARTNER_GYMS_CACHE_SECONDS = 300;

// ---------------------------------------------------------------- gym set-up (gym-setup.ts)

/** The three tag groups of a gym (docs/product.md › Route setting: screens 'Tags'), with the names the back office shows. */
export const TAG_GROUPS = ['steepness', 'grips', 'style'] as const;
export type TagGroup = (typeof TAG_GROUPS)[number];
export const TAG_GROUP_LABELS: Record<TagGroup, string> = { steepness: 'Inclinaison', grips: 'Prises', style: 'Mouvement' };

/** The steps of the dashboard's 'Premiers pas' card (docs/product.md › Going live: first steps and empty gyms), in their order. */
export const FIRST_STEP_KEYS = ['plan', 'sectors', 'circuits', 'boulders', 'team', 'poster', 'publish'] as const;
export type FirstStepKey = (typeof FIRST_STEP_KEYS)[number];

/** The three tag lists of a gym, in their order (docs/product.md › Route setting: who may do what): inclinaison, type de prises, style. */
export const TAG_KINDS_LIST = ['steepness', 'grips', 'style'] as const;

/** A catalogue file (docs/product.md › Going live: catalogue import): 5 MB and 5,000 lines at most; an import may be undone for 24 hours. */
export const IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxLines: 5000, undoHours: 24 } as const;
