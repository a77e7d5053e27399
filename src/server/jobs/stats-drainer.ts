/**
 * Folds the climbers' queued activity (stats_queue) into the statistics rollups.
 *
 * Every server process runs the loop; `gaston_drain_stats` takes a transaction-scoped advisory lock,
 * so one process drains at a time and the others skip that tick. Hand-written rather than a job
 * library's schedule: pg-boss and graphile-worker schedule by the minute, and figures must follow
 * the climbers within seconds (docs/statistics.md: at most 10 s).
 */
import fp from 'fastify-plugin';
import { comparisonPeriods, parisDay } from '../../shared/domain/dates';
import type { Database } from '../db/client';
import { drainStatsBatch, rollCircuitFiguresOfOneGym } from '../repositories/statistics-repository';

const BATCH_ROWS = 5000;
/** A burst bigger than this waits for the next tick, so one drain never holds the lock for long. */
const MAX_BATCHES_PER_DRAIN = 20;
/** Each gym takes about a second at 10× the demo data: a few per tick, the rest at the next ones. */
const MAX_GYMS_ROLLED_PER_TICK = 3;

/**
 * Drains the queue. With `wait`, queues behind a drain running elsewhere and then drains everything
 * committed by now (tests, scripts and the seed use it to read settled figures); without it, a drain
 * running in another process makes this one return at once.
 */
export async function drainStats(db: Database, options: { wait?: boolean; now?: Date } = {}): Promise<void> {
  await rollCircuitFigures(db, options);
  const maxBatches = options.wait ? 1000 : MAX_BATCHES_PER_DRAIN;
  for (let batch = 0; batch < maxBatches; batch++) {
    // NULL: another process holds the drain; no gym: the queue is empty.
    const touched = await drainStatsBatch(db, BATCH_ROWS, options.wait ?? false);
    if (!touched || touched.length === 0) return;
  }
}

/**
 * Computes the circuit figures of the gyms whose rows do not match today's comparison periods (the
 * day turned, a new gym or circuit, a boulder moved), one gym per transaction so that drains go on
 * in between; a tick does a few, a waiting caller all of them.
 */
async function rollCircuitFigures(db: Database, options: { wait?: boolean; now?: Date }): Promise<void> {
  const periods = comparisonPeriods(options.now ?? new Date());
  const days = [parisDay(periods.current.from), parisDay(periods.previous.from)];
  const maxGyms = options.wait ? 100_000 : MAX_GYMS_ROLLED_PER_TICK;
  for (let gym = 0; gym < maxGyms; gym++) {
    if ((await rollCircuitFiguresOfOneGym(db, days[0]!, days[1]!, options.wait ?? false)) === null) return;
  }
}

export default fp(
  async function statsDrainer(app) {
    const interval = app.config.STATS_DRAIN_INTERVAL_MS;
    if (interval <= 0) return;
    let running: Promise<unknown> | null = null;
    const tick = () => {
      if (running) return;
      running = drainStats(app.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'statistics drain failed; retried at the next tick'))
        .finally(() => {
          running = null;
        });
    };
    const timer = setInterval(tick, interval);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'stats-drainer' },
);
