/** Pyramid, grade targets and setter calibration (docs/product.md › Route setting: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty, gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { calibrationSchema, pyramidSchema, targetsBodySchema } from '../../shared/contract/planning';
import { contextOf, STAFF_WRITE } from '../plugins/session';
import { calibrationRead, pyramidRead, replaceGymTargets } from '../services/planning-service';
import { gymReadRoute } from './gym-read-route';

const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/gyms/:gymId/pyramid/', { params: gymParams, response: pyramidSchema }, (ctx, { params }) => pyramidRead(ctx, { gymId: params.gymId }));
  gymReadRoute(app, '/gyms/:gymId/setters/calibration/', { params: gymParams, response: calibrationSchema }, (ctx, { params }) =>
    calibrationRead(ctx, { gymId: params.gymId }),
  );
  app.put(
    '/gyms/:gymId/pyramid/targets/',
    { ...STAFF_WRITE, bodyLimit: 64 * 1024, schema: { params: gymParams, body: bodyOrEmpty(targetsBodySchema), response: { 200: pyramidSchema } } },
    async (request) => replaceGymTargets(contextOf(request), { gymId: request.params.gymId, body: request.body }),
  );
};

export default planningRoutes;
