/**
 * One log line per request (docs/product.md › Going live: production): its id, route pattern, method, status, duration and the
 * actor's uuid. Replaces Fastify's two lines per request, which carry the raw address (tokens sit
 * in some paths and query strings) and the client's address.
 */
import fp from 'fastify-plugin';

export default fp(
  async function requestLog(app) {
    app.addHook('onResponse', async (request, reply) => {
      const status = reply.statusCode;
      const line = {
        reqId: request.id,
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        ...(request.auth ? { actor: request.auth.userUuid } : {}),
      };
      if (status >= 500) request.log.error(line, 'request');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
