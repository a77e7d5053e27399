/**
 * The writer of the mixed benchmark: climbers logging ascents into one gym at a steady rate through
 * the app's API (PUT /api/v1/ascents/{clientId}/, bearer tokens asked with the demo password), from a
 * worker thread (writer-worker.mjs) so that its times are not those of autocannon's event loop. Each
 * log's round trip is timed while the writer is active, and so is its insert statement, by the server. Everything it wrote (ascents, tokens, the
 * climbers' limit counts) is deleted at the end, so the bench database stays reusable.
 */
import { Worker } from 'node:worker_threads';
import { percentile } from './load';

export interface AscentWriter {
  /** Writes while active; paused, it sends nothing. */
  setActive(active: boolean): void;
  /**
   * Measured while active, since the last call: each log's round trip (ms), and its insert
   * statement's time as the server timed it (Server-Timing).
   */
  takeLatencies(): Promise<{ calls: number[]; inserts: number[] }>;
  /** How many logs answered each status while active, since the last takeLatencies. */
  lastStatuses(): Record<string, number>;
  stop(): Promise<void>;
}

type WorkerMessage =
  { type: 'ready'; climbers: number } | { type: 'latencies'; values: number[]; insertTimes: number[]; statuses: Record<string, number> } | { type: 'stopped' };

export interface WriterTarget {
  /** The server under test. */
  baseUrl: string;
  /** The demo password of the seeded climbers. */
  password: string;
}

export async function startAscentWriter(url: string, gymId: number, perSecond: number, target: WriterTarget): Promise<AscentWriter & { climbers: number }> {
  const worker = new Worker(new URL('./writer-worker.mjs', import.meta.url), { workerData: { url, gymId, perSecond, ...target } });
  // Messages arrive in order; each `next` takes the first one of its type.
  const inbox: WorkerMessage[] = [];
  const waiting: (() => void)[] = [];
  let failure: unknown;
  worker.on('message', (message: WorkerMessage) => {
    inbox.push(message);
    waiting.splice(0).forEach((wake) => wake());
  });
  worker.on('error', (error) => {
    failure = error;
    waiting.splice(0).forEach((wake) => wake());
  });
  const next = async <T extends WorkerMessage['type']>(type: T): Promise<Extract<WorkerMessage, { type: T }>> => {
    for (;;) {
      if (failure) throw failure;
      const index = inbox.findIndex((message) => message.type === type);
      if (index >= 0) return inbox.splice(index, 1)[0] as Extract<WorkerMessage, { type: T }>;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const { climbers } = await next('ready');
  let stopped = false;
  let statuses: Record<string, number> = {};
  return {
    climbers,
    setActive: (value) => worker.postMessage({ type: 'active', value }),
    async takeLatencies() {
      worker.postMessage({ type: 'take' });
      const answer = await next('latencies');
      statuses = answer.statuses;
      return { calls: answer.values, inserts: answer.insertTimes };
    },
    lastStatuses: () => statuses,
    async stop() {
      if (stopped) return;
      stopped = true;
      worker.postMessage({ type: 'stop' });
      await next('stopped');
      await worker.terminate();
    },
  };
}

export const p975 = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    97.5,
  );
