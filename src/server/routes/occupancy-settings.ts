/** A gym's crowd level as its staff set it up in Paramètres (docs/occupancy.md): shown or not, capacity, the counter's token. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { occupancySettingsBodySchema, occupancySettingsSchema, occupancyTokenSchema } from '../../shared/contract/occupancy';
import { bodyOrEmpty, gymIdParamsSchema } from '../../shared/contract/params';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { makeCounterToken, occupancySettings, removeCounterToken, saveOccupancy } from '../services/occupancy-service';
import { signedInCalls } from './signed-in-route';

const occupancySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInCalls(app);
  signedIn.get('/gyms/:gymId/occupancy-settings/', { params: gymIdParamsSchema, response: occupancySettingsSchema }, (ctx, { params }) =>
    occupancySettings(ctx, { gymId: params.gymId }),
  );
  signedIn.put(
    '/gyms/:gymId/occupancy-settings/',
    { params: gymIdParamsSchema, body: bodyOrEmpty(occupancySettingsBodySchema), response: occupancySettingsSchema },
    (ctx, { params, body }) => saveOccupancy(ctx, { gymId: params.gymId, body }),
  );

  app.post(
    '/gyms/:gymId/occupancy-token/',
    { ...STAFF_WRITE, schema: { params: gymIdParamsSchema, response: { 201: occupancyTokenSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(await makeCounterToken(contextOf(request), { gymId: request.params.gymId }));
    },
  );

  signedIn.delete('/gyms/:gymId/occupancy-token/', { params: gymIdParamsSchema }, (ctx, { params }) => removeCounterToken(ctx, { gymId: params.gymId }));
};

export default occupancySettingsRoutes;
