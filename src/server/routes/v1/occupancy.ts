/**
 * A gym's crowd level (docs/occupancy.md): GET /api/v1/gyms/{id}/occupancy/ and …/history/ (public,
 * like the gym itself), POST …/occupancy/ by the gym's entry counter with its own bearer token.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../../shared/contract/climber-reads';
import { occupancyCountBodySchema, occupancyHistorySchema, occupancySchema } from '../../../shared/contract/occupancy';
import { bodyOrEmpty } from '../../../shared/contract/params';
import { bearerToken, contextOf } from '../../plugins/session';
import { gymOccupancy, occupancyHistory, reportOccupancy, weekProfileCache } from '../../services/occupancy-service';

const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = weekProfileCache();
  app.get('/gyms/:id/occupancy/', { schema: { params: gymIdParamsSchema, response: { 200: occupancySchema } } }, async (request, reply) => {
    // Asked again each time: a level kept by a browser would still say 'Chargé' after the counter, or the gym, changed it.
    reply.header('cache-control', 'no-cache');
    return gymOccupancy(contextOf(request), { gymId: request.params.id, profiles });
  });

  app.get('/gyms/:id/occupancy/history/', { schema: { params: gymIdParamsSchema, response: { 200: occupancyHistorySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=900');
    return occupancyHistory(contextOf(request), { gymId: request.params.id, profiles });
  });

  // The counter's token is not a person's: the route reads it itself (no session, no anti-forgery token).
  app.post(
    '/gyms/:id/occupancy/',
    { config: { ownAuthorization: true }, bodyLimit: 1024, schema: { params: gymIdParamsSchema, body: bodyOrEmpty(occupancyCountBodySchema) } },
    async (request, reply) => {
      await reportOccupancy(contextOf(request), { gymId: request.params.id, token: bearerToken(request), count: request.body.count });
      return reply.code(204).send();
    },
  );
};

export default occupancyRoutes;
