/**
 * The judge's phone keeps every entry until the server has it (contests.md §4): entries made offline
 * wait in localStorage and go out in order when the network returns. Each entry has its client id, so
 * one sent twice (the answer lost on the way back) counts once.
 */
import { ApiError } from '../../../lib/api-client';
import { sendResult, type ResultEntry } from '../api/judge-api';

const key = (linkToken: string) => `gaston.judge.${linkToken}.queue`;

export function readQueue(linkToken: string): ResultEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(linkToken)) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ResultEntry[]) : [];
  } catch {
    return [];
  }
}

const writeQueue = (linkToken: string, entries: ResultEntry[]) => localStorage.setItem(key(linkToken), JSON.stringify(entries));

export function enqueue(linkToken: string, entry: ResultEntry): void {
  writeQueue(linkToken, [...readQueue(linkToken), entry]);
}

export interface FlushOutcome {
  sent: number;
  /** Entries the server refused for good (4xx), with its message: dropped from the queue. */
  refused: { entry: ResultEntry; message: string }[];
  /** True when the network (or the server) was unreachable: the rest waits. */
  offline: boolean;
}

let flushing: Promise<FlushOutcome> | null = null;

/** Sends the waiting entries one after the other, oldest first; one flush at a time. */
export function flushQueue(linkToken: string, sessionToken: string): Promise<FlushOutcome> {
  // Cleared in a callback, which always runs after the assignment (an empty queue resolves at once).
  flushing ??= sendAll(linkToken, sessionToken).finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendAll(linkToken: string, sessionToken: string): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, refused: [], offline: false };
  for (;;) {
    const [next] = readQueue(linkToken);
    if (!next) break;
    try {
      await sendResult(sessionToken, next);
      outcome.sent += 1;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 0 || status === 401 || status === 429 || status >= 500) {
        outcome.offline = true;
        break;
      }
      outcome.refused.push({ entry: next, message: error instanceof Error ? error.message : 'Saisie refusée.' });
    }
    writeQueue(linkToken, readQueue(linkToken).filter((entry) => entry.clientId !== next.clientId));
  }
  return outcome;
}
