/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait; beyond that a
 * task is refused at once. Password hashing goes through one, so that a flood of logins costs a
 * bounded amount of CPU and memory and gets quick 503s instead of an ever longer queue. Written
 * here because p-limit and p-queue queue without bound.
 */
export class QueueFullError extends Error {
  constructor() {
    super('queue full');
  }
}

export interface BoundedQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; maxRunning: number; completed: number; refused: number };
}

export function createBoundedQueue(options: { concurrency: number; maxWaiting: number }): BoundedQueue {
  let running = 0;
  let maxRunning = 0;
  let completed = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];

  const next = () => {
    completed += 1;
    const handOver = waiting.shift();
    if (handOver) handOver();
    else running -= 1;
  };

  return {
    async run(task) {
      if (running >= options.concurrency) {
        if (waiting.length >= options.maxWaiting) {
          refused += 1;
          throw new QueueFullError();
        }
        // The slot is handed over by `next`, so `running` does not change here.
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      maxRunning = Math.max(maxRunning, running);
      try {
        return await task();
      } finally {
        next();
      }
    },
    stats: () => ({ running, waiting: waiting.length, maxRunning, completed, refused }),
  };
}
