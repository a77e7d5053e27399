/**
 * Sending a phone's queue: one flush at a time per queue, an item leaves the queue once the server gave
 * a final answer (accepted, or refused for good: the refusal is reported), and a network failure stops
 * the flush with the rest kept for the next one.
 */
import type { IdbQueue, Queued } from './idb-queue';

/** Answers that will not change by sending again: the item leaves the queue (refused ones are reported). */
export const FINAL_STATUSES = new Set([200, 201, 204, 400, 404, 409]);

export interface Flushed<T> {
  settled: number;
  refused: T[];
}

/** The server's answer to one item. */
export interface SentItem<T> {
  item: T;
  status: number;
  messages: string[];
}

/** `answers` sends what waits and yields each item's answer; it returns early when the network fails. */
export type Sender<T> = (waiting: readonly T[]) => AsyncIterable<SentItem<T>>;

export function createQueueFlush<T extends Queued, R>(queue: IdbQueue<T>, keyOf: (item: T) => string, refusal: (item: T, messages: string[]) => R) {
  let flushing: Promise<Flushed<R>> | null = null;
  return function flush(answers: Sender<T>): Promise<Flushed<R>> {
    flushing ??= (async () => {
      const refused: R[] = [];
      let settled = 0;
      try {
        await queue.reload();
        for await (const { item, status, messages } of answers(queue.snapshot())) {
          if (!FINAL_STATUSES.has(status)) continue;
          if (status >= 400) refused.push(refusal(item, messages));
          await queue.removeIfUnchanged(keyOf(item), item);
          settled += 1;
        }
      } finally {
        await queue.reload();
        flushing = null;
      }
      return { settled, refused };
    })();
    return flushing;
  };
}
