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
export const FINAL_STATUSES = new Set([200, 201, 204, 400, 404, 409]);

/** What a flush did: how many items left the queue, and which of them the server refused for good. */
export interface Flushed<T> {
  settled: number;
  refused: T[];
}

let flushing: Promise<Flushed<RefusedAscent>> | null = null;

/**
 * Sends what waits, 50 at a time. Logs kept for later: no network, no session (401), a limit
 * reached (429), a server error. One flush at a time.
 */
export function flushAscents(): Promise<Flushed<RefusedAscent>> {
  flushing ??= (async () => {
    const refused: RefusedAscent[] = [];
    let settled = 0;
    try {
      await queue.reload();
      const waiting = queue.snapshot();
      for (let start = 0; start < waiting.length; start += CLIMBER_LIMITS.batchMax) {
        const batch = waiting.slice(start, start + CLIMBER_LIMITS.batchMax);
        let answer: BatchAnswer;
        try {
          answer = await climberApi.post<BatchAnswer>(climberApiPaths.ascentsBatch, {
            items: batch.map(({ clientId, boulderId, tries, topped, loggedAt }) => ({ clientId, boulderId, tries, topped, loggedAt })),
          });
        } catch {
          break;
        }
        for (const [index, result] of answer.results.entries()) {
          const ascent = batch[index]!;
          if (!FINAL_STATUSES.has(result.status)) continue;
          if (result.status >= 400) refused.push({ ascent, messages: result.messages });
          await queue.removeIfUnchanged(ascent.clientId, ascent);
          settled += 1;
        }
      }
    } finally {
      await queue.reload();
      flushing = null;
    }
    return { settled, refused };
  })();
  return flushing;
}
