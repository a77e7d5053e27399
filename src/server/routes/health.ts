import type { FastifyInstance } from 'fastify';
import { pingDatabase } from '../db/connect';

export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable' });
    }
  });
}
