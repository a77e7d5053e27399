/** What the climbers' app reads (docs/product.md › Climbers: calls): gyms, boulders, my logbook, progress and Gaston Index. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  climberBoulderDetailSchema,
  climberBoulderListSchema,
  climberBoulderQuerySchema,
  climberIndexSchema,
  gymDetailSchema,
  gymIdParamsSchema,
  gymListSchema,
  gymQuerySchema,
  gymSearchQuerySchema,
  indexQuerySchema,
  logbookQuerySchema,
  logbookSchema,
  progressSchema,
} from '../../../shared/contract/climber-reads';
import { boulderIdParamsSchema } from '../../../shared/contract/climber-logs';
import { myContestsSchema } from '../../../shared/contract/contest-scoring';
import { sendWithEtag } from '../../http/http-cache';
import { authenticate, contextOf } from '../../plugins/session';
import { myContests } from '../../services/contest-competitors-service';
import { climberBoulder, climberIndex, gymBoulders, gymDetail, logbook, progress, searchGyms, visitGym } from '../../services/climber-reads-service';
import { signedInCalls } from '../signed-in-route';

const PRIVATE = 'private, no-cache';

const climberReadsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/gyms/', { schema: { querystring: gymSearchQuerySchema, response: { 200: gymListSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return searchGyms(contextOf(request), { q: request.query.q });
  });

  app.get('/gyms/:id/', { schema: { params: gymIdParamsSchema, response: { 200: gymDetailSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return gymDetail(contextOf(request), { gymId: request.params.id });
  });

  app.post('/gyms/:id/visit/', { onRequest: authenticate, schema: { params: gymIdParamsSchema } }, async (request, reply) => {
    await visitGym(contextOf(request), { gymId: request.params.id });
    return reply.status(204).send();
  });

  // The list depends on the climber (myStatus): its ETag is computed from the answer, so an app
  // that already holds it gets a 304 without the body.
  app.get(
    '/gyms/:id/boulders/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, querystring: climberBoulderQuerySchema, response: { 200: climberBoulderListSchema } } },
    async (request, reply) => {
      const list = await gymBoulders(contextOf(request), { gymId: request.params.id, ...request.query });
      reply.header('vary', 'authorization, cookie');
      return sendWithEtag(request, reply, list);
    },
  );

  const signedIn = signedInCalls(app);
  signedIn.get('/boulders/:id/', { params: boulderIdParamsSchema, response: climberBoulderDetailSchema }, (ctx, { params }) =>
    climberBoulder(ctx, { boulderId: params.id }),
  );

  // The contests I compete in, for self-scoring (docs/product.md › Contests: scoring entry); results go through PUT /api/contests/{id}/results/{clientId}/.
  signedIn.get('/me/contests/', { response: myContestsSchema }, (ctx) => myContests(ctx));
  signedIn.get('/me/logbook/', { querystring: logbookQuerySchema, response: logbookSchema }, (ctx, { query }) => logbook(ctx, query));
  signedIn.get('/me/progress/', { querystring: gymQuerySchema, response: progressSchema }, (ctx, { query }) => progress(ctx, query));
  signedIn.get('/me/index/', { querystring: indexQuerySchema, response: climberIndexSchema }, (ctx, { query }) => climberIndex(ctx, query));
};

export default climberReadsRoutes;
