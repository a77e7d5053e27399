/** A gym's crowd level as its staff set it up in Paramètres (docs/occupancy.md): shown or not, capacity, the counter's token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { occupancySettingsBodySchema, occupancySettingsSchema, occupancyTokenSchema } from '../../shared/contract/occupancy';
import { bodyOrEmpty, gymIdParamsSchema } from '../../shared/contract/params';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { makeCounterToken, occupancySettings, removeCounterToken, saveOccupancy } from '../services/occupancy-service';

const occupancySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gyms/:gymId/occupancy-settings/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, response: { 200: occupancySettingsSchema } } },
    async (request) => occupancySettings(contextOf(request), { gymId: request.params.gymId }),
  );

  app.put(
    '/gyms/:gymId/occupancy-settings/',
    { ...STAFF_WRITE, schema: { params: gymIdParamsSchema, body: bodyOrEmpty(occupancySettingsBodySchema), response: { 200: occupancySettingsSchema } } },
    async (request) => saveOccupancy(contextOf(request), { gymId: request.params.gymId, body: request.body }),
  );

  app.post(
    '/gyms/:gymId/occupancy-token/',
    { ...STAFF_WRITE, schema: { params: gymIdParamsSchema, response: { 201: occupancyTokenSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(await makeCounterToken(contextOf(request), { gymId: request.params.gymId }));
    },
  );

  app.delete('/gyms/:gymId/occupancy-token/', { ...STAFF_WRITE, schema: { params: gymIdParamsSchema } }, async (request, reply) => {
    await removeCounterToken(contextOf(request), { gymId: request.params.gymId });
    return reply.code(204).send();
  });
};

export default occupancySettingsRoutes;
