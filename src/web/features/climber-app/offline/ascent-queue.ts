/**
 * The phone's queue of logs (docs/product.md › Climbers: the app 'Offline'): every log is written here first, under the
 * client id that makes it idempotent on the server, then sent in batches of 50 when the network
 * allows: at once, on the browser's `online` event and at each start of the app. The queue lives in
 * IndexedDB, so it survives closing the app; a log the server stored (201) or already had (200)
 * leaves it, so a log sent twice is counted once.
 */
import type { BatchAnswer } from '../../../../shared/contract/climber-logs';
import { CLIMBER_LIMITS } from '../../../../shared/domain/climber-rules';
import { climberApi } from '../api/climber-client';
import { createIdbQueue } from './idb-queue';
import { createQueueFlush, type Flushed } from './queue-flush';
import { climberApiPaths } from '../../../../shared/contract/climber-api-paths';

export interface QueuedAscent {
  clientId: string;
  boulderId: number;
  /** For the local overlay of the gym's list while the log waits. */
  gymId: number;
  tries: number;
  topped: boolean;
  loggedAt: string;
  queuedAt: number;
}

export interface RefusedAscent {
  ascent: QueuedAscent;
  messages: string[];
}

const queue = createIdbQueue<QueuedAscent>('gaston-app', 'pending-ascents');

/** For useSyncExternalStore: the logs waiting, oldest first. */
export const queueSnapshot = queue.snapshot;
export const subscribeToQueue = queue.subscribe;

export const enqueueAscent = (ascent: Omit<QueuedAscent, 'queuedAt'>): Promise<void> => queue.put(ascent.clientId, ascent);

/** Drops every log still waiting (the climber chose to sign out without sending them). */
export const clearAscents = (): Promise<void> => queue.clear();

/** Takes a log back before it was sent; false when it already left the phone. */
export const dequeueAscent = (clientId: string): Promise<boolean> => queue.remove(clientId);

/** Answers that will not change by sending again: the log leaves the queue (refused ones are reported). */
const flush = createQueueFlush(
  queue,
  (ascent) => ascent.clientId,
  (ascent, messages): RefusedAscent => ({ ascent, messages }),
);

/**
 * Sends what waits, 50 at a time. Logs kept for later: no network, no session (401), a limit
 * reached (429), a server error. One flush at a time.
 */
export function flushAscents(): Promise<Flushed<RefusedAscent>> {
  return flush(async function* (waiting) {
    for (let start = 0; start < waiting.length; start += CLIMBER_LIMITS.batchMax) {
      const batch = waiting.slice(start, start + CLIMBER_LIMITS.batchMax);
      let answer: BatchAnswer;
      try {
        answer = await climberApi.post<BatchAnswer>(climberApiPaths.ascentsBatch, {
          items: batch.map(({ clientId, boulderId, tries, topped, loggedAt }) => ({ clientId, boulderId, tries, topped, loggedAt })),
        });
      } catch {
        return;
      }
      for (const [index, result] of answer.results.entries()) yield { item: batch[index]!, status: result.status, messages: result.messages };
    }
  });
}
