/**
 * Prometheus metrics (docs/product.md › Going live: production), with prom-client. One registry per app (tests build many apps),
 * served by `metricsListener` on METRICS_HOST:METRICS_PORT, which the proxy never exposes, and on the
 * main port only with `Authorization: Bearer $METRICS_TOKEN` (404 otherwise, as if there were none).
 * Not fastify-metrics: it registers its route on the app's own port, unguarded.
 * docs/operations.md lists the series and the alerts built on them.
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../db/sql-rows';
import { passwordHashingStats } from '../services/passwords';
import { listBackups } from '../backup/backup-files';

export interface AppMetrics {
  registry: Registry;
  readCache: Counter<'result'>;
  mails: Counter<'result'>;
  jobFailures: Counter<'task'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds: from a cached read (1 ms) to a cold statistics computation or an import (several s). */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async function metrics(app: FastifyInstance) {
    const registry = new Registry();
    // Process CPU, memory, handles, GC and the event-loop lag (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'gaston_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status.',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The pattern, never the address: ids and tokens in paths would make a series each.
      const route = request.routeOptions.url ?? 'unmatched';
      requestDuration.observe({ route, method: request.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const pool = app.db.$client;
    new Gauge({
      name: 'gaston_db_pool_connections',
      help: 'Connections of this process to PostgreSQL: total, idle, and requests waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    const readCache = new Counter({
      name: 'gaston_read_cache_requests_total',
      help: 'Back-office reads answered from the cache (hit) or computed (miss).',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'gaston_stats_drain_lag_seconds',
      help: "Age of the oldest climbers' activity not yet folded into the statistics (0 when none waits).",
      registers: [registry],
      async collect() {
        const [row] = await sqlRows<{ lag: number | null }>(
          app.db,
          sql`select extract(epoch from clock_timestamp() - queued_at)::float8 as lag from stats_queue order by id limit 1`,
        );
        this.set(Math.max(0, row?.lag ?? 0));
      },
    });
    new Gauge({
      name: 'gaston_jobs_queued',
      help: 'Scheduled jobs due and waiting for a worker, and jobs that failed for good (attempts used up).',
      labelNames: ['state'] as const,
      registers: [registry],
      async collect() {
        // The worker creates its schema at its first start (none yet with JOBS_ENABLED=false).
        const [row] = await sqlRows<{ due: number; failed: number }>(
          app.db,
          sql`select (select count(*)::int from graphile_worker.jobs where locked_at is null and run_at <= now() and attempts < max_attempts) as due,
                     (select count(*)::int from graphile_worker.jobs where attempts >= max_attempts) as failed
              where to_regclass('graphile_worker.jobs') is not null`,
        ).catch(() => []);
        this.set({ state: 'due' }, row?.due ?? 0);
        this.set({ state: 'failed' }, row?.failed ?? 0);
      },
    });
    const jobFailures = new Counter({
      name: 'gaston_job_failures_total',
      help: 'Job runs that failed in this process, by task.',
      labelNames: ['task'] as const,
      registers: [registry],
    });
    new Gauge({
      name: 'gaston_event_stream_subscribers',
      help: "Open server-sent event streams of this process (contests' live pages).",
      registers: [registry],
      collect() {
        this.set(app.hasDecorator('contestLive') ? app.contestLive.subscriberCount() : 0);
      },
    });
    new Gauge({
      name: 'gaston_password_hash_queue',
      help: 'Password hashes running and waiting in this process; refused ones are counted apart.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = passwordHashingStats();
        this.set({ state: 'running' }, stats.running);
        this.set({ state: 'waiting' }, stats.waiting);
        this.set({ state: 'refused_total' }, stats.refused);
      },
    });
    const mails = new Counter({
      name: 'gaston_mails_total',
      help: 'Mails handed to the SMTP server (or the outbox folder), sent or failed.',
      labelNames: ['result'] as const,
      registers: [registry],
    });
    // Both series from the start, at 0: an alert on `increase(...failed...)` needs a series to compare.
    for (const result of ['sent', 'failed'] as const) mails.inc({ result }, 0);

    new Gauge({
      name: 'gaston_backup_last_success_timestamp_seconds',
      help: 'When the newest finished backup in BACKUP_DIR was taken (Unix time; 0 when there is none).',
      registers: [registry],
      async collect() {
        const [newest] = await listBackups(app.config.BACKUP_DIR).catch(() => []);
        this.set(newest ? Date.parse(newest.takenAt) / 1000 : 0);
      },
    });

    app.decorate('metrics', { registry, readCache, mails, jobFailures });

    // On the main port, only for whoever holds METRICS_TOKEN; everyone else sees no such page.
    app.get('/metrics', { config: { ownAuthorization: true } }, async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !given || !sameSecret(given, token)) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);

/**
 * The metrics' own listener (main.ts starts it): Prometheus scrapes METRICS_HOST:METRICS_PORT, which
 * the proxy does not forward. Answers GET /metrics and nothing else.
 */
export async function metricsListener(app: FastifyInstance, log: FastifyBaseLogger): Promise<http.Server | undefined> {
  const { METRICS_HOST: host, METRICS_PORT: port } = app.config;
  if (port === 0) return undefined;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    app.metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      },
    );
  });
  // Another process on this machine already has the port (several processes: one METRICS_PORT each,
  // deploy/): the app still serves, without its own metrics listener, and says so.
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (error) => {
      log.error({ err: error }, `metrics: cannot listen on ${host}:${port}; set METRICS_PORT (one per process) or 0`);
      resolve(false);
    });
    server.listen(port, host, () => resolve(true));
  });
  if (!listening) return undefined;
  log.info(`Metrics on http://${host}:${port}/metrics`);
  return server;
}
