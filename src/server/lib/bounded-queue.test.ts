import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFullError } from './bounded-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` tasks, queues `maxWaiting` more and refuses the rest at once', async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 3 });
    const gates = Array.from({ length: 7 }, deferred);
    const started: number[] = [];
    const results = gates.map((gate, i) =>
      queue
        .run(async () => {
          started.push(i);
          await gate.promise;
          return i;
        })
        .then(
          (value) => ({ ok: value }),
          (error: unknown) => ({ refused: error instanceof QueueFullError }),
        ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toMatchObject({ running: 2, waiting: 3, refused: 2 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results)).toEqual([{ ok: 0 }, { ok: 1 }, { ok: 2 }, { ok: 3 }, { ok: 4 }, { refused: true }, { refused: true }]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0, maxRunning: 2, completed: 5, refused: 2 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'ok')).resolves.toBe('ok');
  });
});
