/**
 * What this phone keeps of the signed-in climber: their chosen gym, their last logs ('Derniers
 * passages', undoable) and what waits to be sent. A shared phone must show the next climber none of
 * it, so it goes when the climber signs out, deletes the account, or another account signs in.
 */
import { forgetGym } from '../chosen-gym';
import { clearAscents } from './ascent-queue';
import { forgetCachedAnswers } from './app-install';
import { clearOpinions } from './opinion-queue';
import { forgetRecentLogs } from './recent-logs';

const OWNER_KEY = 'gaston.app.owner';

/** Forgets the climber's data on this phone, the worker's cached answers included. */
export async function forgetAccountOnDevice(): Promise<void> {
  forgetGym();
  forgetRecentLogs();
  window.localStorage.removeItem(OWNER_KEY);
  await Promise.all([clearAscents(), clearOpinions(), forgetCachedAnswers()]);
}

/**
 * Called with the signed-in climber: when the phone's data was another climber's (who never signed
 * out, their session having ended), it is forgotten first, queue included, so that nothing of theirs
 * shows or is sent under this account.
 */
export async function claimDevice(uuid: string): Promise<void> {
  const owner = window.localStorage.getItem(OWNER_KEY);
  if (owner !== null && owner !== uuid) await forgetAccountOnDevice();
  window.localStorage.setItem(OWNER_KEY, uuid);
}
