import type { FastifyInstance } from 'fastify';
import { migrationState } from '../db/migrate';

/**
 * docs/product.md › Going live: production. `/healthz` says the process lives (a supervisor restarts it when it does not answer);
 * `/readyz` says it may take traffic: the database answers, its migrations are this code's, and the
 * process is not stopping (a proxy or orchestrator sends requests elsewhere on 503).
 */
export default async function healthRoutes(app: FastifyInstance) {
  let stopping = false;
  // fastify.close() (SIGTERM in main.ts) runs preClose first, while requests in flight finish.
  app.addHook('preClose', async () => {
    stopping = true;
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    const unready = (status: string, detail: Record<string, unknown> = {}) =>
      reply
        .status(503)
        .header('cache-control', 'no-store')
        .send({ status, ...detail });
    if (stopping) return unready('stopping');
    try {
      // Its queries are the database check too: one that fails means the database does not answer.
      const migrations = await migrationState(app.db);
      if (migrations.applied !== migrations.expected || migrations.unknown > 0) {
        return unready('migrations', { applied: migrations.applied, expected: migrations.expected, unknown: migrations.unknown });
      }
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unreachable');
      return unready('database');
    }
    return reply.header('cache-control', 'no-store').send({ status: 'ready' });
  });
}
