/**
 * A phone keeps every result entry until the server has it (docs/product.md › Contests: scoring entry): the judge's phone and a
 * competitor scoring themselves. Entries made offline wait in localStorage and go out in order when
 * the network returns. Each entry has its client id, so one sent twice (the answer lost on the way
 * back) counts once.
 */
import { ApiError } from './api-client';
import { contestScoringPaths } from '../../shared/contract/contest-paths';

/** One tap's result, as PUT /api/contests/{contestId}/results/{clientId}/ takes it. */
export interface ResultEntry {
  clientId: string;
  contestId: number;
  competitorId: number;
  boulderId: number;
  attempts: number;
  zoneAttempt: number | null;
  topAttempt: number | null;
}

/** A queue's name: one per judge's link, one per contest a climber scores themselves, one per personal link. */
export const judgeQueue = (linkToken: string) => `judge.${linkToken}`;
export const selfScoringQueue = (contestId: number) => `self.${contestId}`;
export const selfLinkQueue = (linkToken: string) => `self-link.${linkToken}`;

/** Where an entry goes, and what it sends: PUT /api/contests/{contestId}/results/{clientId}/. */
export const resultPath = (entry: ResultEntry) => contestScoringPaths.result(entry.contestId, entry.clientId);
export const resultBody = ({ competitorId, boulderId, attempts, zoneAttempt, topAttempt }: ResultEntry) => ({
  competitorId,
  boulderId,
  attempts,
  zoneAttempt,
  topAttempt,
});

const key = (queue: string) => `gaston.${queue}.queue`;

export function readQueue(queue: string): ResultEntry[] {
  try {
    const value = JSON.parse(localStorage.getItem(key(queue)) ?? '[]') as unknown;
    return Array.isArray(value) ? (value as ResultEntry[]) : [];
  } catch {
    return [];
  }
}

const writeQueue = (queue: string, entries: ResultEntry[]) => localStorage.setItem(key(queue), JSON.stringify(entries));

export function enqueue(queue: string, entry: ResultEntry): void {
  writeQueue(queue, [...readQueue(queue), entry]);
}

export interface FlushOutcome {
  sent: number;
  /** Entries the server refused for good (4xx), with its message: dropped from the queue. */
  refused: { entry: ResultEntry; message: string }[];
  /** True when the network (or the server) was unreachable: the rest waits. */
  offline: boolean;
}

const flushing = new Map<string, Promise<FlushOutcome>>();

/** Sends a queue's waiting entries one after the other, oldest first; one flush of a queue at a time. */
export function flushQueue(queue: string, send: (entry: ResultEntry) => Promise<unknown>): Promise<FlushOutcome> {
  let running = flushing.get(queue);
  if (!running) {
    // Removed in a callback, which always runs after the set (an empty queue resolves at once).
    running = sendAll(queue, send).finally(() => flushing.delete(queue));
    flushing.set(queue, running);
  }
  return running;
}

async function sendAll(queue: string, send: (entry: ResultEntry) => Promise<unknown>): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, refused: [], offline: false };
  for (;;) {
    const [next] = readQueue(queue);
    if (!next) break;
    try {
      await send(next);
      outcome.sent += 1;
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 0 || status === 401 || status === 429 || status >= 500) {
        outcome.offline = true;
        break;
      }
      outcome.refused.push({ entry: next, message: error instanceof Error ? error.message : 'Saisie refusée.' });
    }
    writeQueue(
      queue,
      readQueue(queue).filter((entry) => entry.clientId !== next.clientId),
    );
  }
  return outcome;
}
