/**
 * The keys of what the pages keep in localStorage (storage.ts reads and writes them), and the one write the
 * entry needs: forgetting the session when a call meets an expired one (api/api-client.ts). Kept apart from
 * storage.ts so that the readers and hooks of the back office are not part of every page's first download.
 */
export const STORAGE_KEYS = {
  /** The logged-in user's id (uuid answered by POST /api/login/). */
  user: 'user',
  /** The gym chosen in 'Choix salle'. */
  favoriteGym: 'favoriteGymInfo',
  /** The difficulty picked on /circuits-overview, read by /circuits-details. */
  circuitDifficulty: 'circuitDifficulty',
} as const;

/** Forgets everything tied to the session (logout, expired session); this page's readers hear of it as of another tab's change. */
export function clearSession() {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.user);
    window.localStorage.removeItem(STORAGE_KEYS.favoriteGym);
  } catch {
    // Storage can be disabled (privacy settings): nothing was stored.
  }
  window.dispatchEvent(new StorageEvent('storage', { key: null }));
}
