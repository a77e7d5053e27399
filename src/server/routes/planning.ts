/** Pyramid, grade targets and setter calibration (docs/product.md › Route setting: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty, gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { calibrationSchema, pyramidSchema, targetsBodySchema } from '../../shared/contract/planning';
import { calibrationRead, pyramidRead, replaceGymTargets } from '../services/planning-service';
import { gymReadRoute } from './gym-read-route';
import { signedInCalls } from './signed-in-route';

const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/gyms/:gymId/pyramid/', { params: gymParams, response: pyramidSchema }, (ctx, { params }) => pyramidRead(ctx, { gymId: params.gymId }));
  gymReadRoute(app, '/gyms/:gymId/setters/calibration/', { params: gymParams, response: calibrationSchema }, (ctx, { params }) =>
    calibrationRead(ctx, { gymId: params.gymId }),
  );
  signedInCalls(app, { bodyLimit: 64 * 1024 }).put(
    '/gyms/:gymId/pyramid/targets/',
    { params: gymParams, body: bodyOrEmpty(targetsBodySchema), response: pyramidSchema },
    (ctx, { params, body }) => replaceGymTargets(ctx, { gymId: params.gymId, body }),
  );
};

export default planningRoutes;
