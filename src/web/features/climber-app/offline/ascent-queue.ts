/**
 * The phone's queue of logs (climbers.md §2 'Offline'): every log is written here first, under the
 * client id that makes it idempotent on the server, then sent in batches of 50 when the network
 * allows: at once, on the browser's `online` event and at each start of the app. The queue lives in
 * IndexedDB, so it survives closing the app; a log the server stored (201) or already had (200)
 * leaves it, so a log sent twice is counted once.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { BatchAnswer } from '../../../../shared/contract/climber-logs';
import { CLIMBER_LIMITS } from '../../../../shared/domain/climber-rules';
import { climberApi } from '../api/climber-client';

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

const store = () => createStore('gaston-app', 'pending-ascents');
let cachedStore: ReturnType<typeof createStore> | null = null;
const db = () => (cachedStore ??= store());

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: QueuedAscent[] = [];
let loaded = false;

async function reload(): Promise<void> {
  const rows = await entries<string, QueuedAscent>(db());
  snapshot = rows.map(([, value]) => value).sort((a, b) => a.queuedAt - b.queuedAt);
  loaded = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the logs waiting, oldest first. */
export const queueSnapshot = () => snapshot;
export function subscribeToQueue(listener: Listener): () => void {
  listeners.add(listener);
  if (!loaded) void reload();
  return () => listeners.delete(listener);
}

export async function enqueueAscent(ascent: Omit<QueuedAscent, 'queuedAt'>): Promise<void> {
  await set(ascent.clientId, { ...ascent, queuedAt: Date.now() }, db());
  await reload();
}

/** Takes a log back before it was sent; false when it already left the phone. */
export async function dequeueAscent(clientId: string): Promise<boolean> {
  const waiting = snapshot.some((ascent) => ascent.clientId === clientId);
  if (waiting) {
    await del(clientId, db());
    await reload();
  }
  return waiting;
}

/** Answers that will not change by sending again: the log leaves the queue (refused ones are reported). */
const FINAL = new Set([200, 201, 400, 404, 409]);

let flushing: Promise<RefusedAscent[]> | null = null;

/**
 * Sends what waits, 50 at a time; answers the logs the server refused for good. Logs kept for later:
 * no network, no session (401), a limit reached (429), a server error. One flush at a time.
 */
export function flushAscents(): Promise<RefusedAscent[]> {
  flushing ??= (async () => {
    const refused: RefusedAscent[] = [];
    try {
      await reload();
      for (let start = 0; start < snapshot.length; start += CLIMBER_LIMITS.batchMax) {
        const batch = snapshot.slice(start, start + CLIMBER_LIMITS.batchMax);
        let answer: BatchAnswer;
        try {
          answer = await climberApi.post<BatchAnswer>('/api/v1/ascents/batch/', {
            items: batch.map(({ clientId, boulderId, tries, topped, loggedAt }) => ({ clientId, boulderId, tries, topped, loggedAt })),
          });
        } catch {
          break;
        }
        for (const [index, result] of answer.results.entries()) {
          const ascent = batch[index]!;
          if (!FINAL.has(result.status)) continue;
          if (result.status >= 400) refused.push({ ascent, messages: result.messages });
          await del(ascent.clientId, db());
        }
      }
    } finally {
      await reload();
      flushing = null;
    }
    return refused;
  })();
  return flushing;
}
