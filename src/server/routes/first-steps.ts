/** 'Premiers pas' and the climbers' poster (docs/product.md › Going live: first steps and empty gyms; Going live: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstStepsSchema } from '../../shared/contract/first-steps';
import { gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { authenticate, contextOf } from '../plugins/session';
import { firstSteps, hideFirstSteps, poster } from '../services/first-steps-service';
import { signedInCalls } from './signed-in-route';

const firstStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInCalls(app);
  signedIn.get('/gyms/:gymId/first-steps/', { params: gymParams, response: firstStepsSchema }, (ctx, { params }) => firstSteps(ctx, { gymId: params.gymId }));
  signedIn.post('/gyms/:gymId/first-steps/hide/', { params: gymParams, response: firstStepsSchema }, (ctx, { params }) =>
    hideFirstSteps(ctx, { gymId: params.gymId }),
  );

  app.get('/gyms/:gymId/poster.pdf', { onRequest: authenticate, schema: { params: gymParams } }, async (request, reply) => {
    const { pdf, fileName } = await poster(contextOf(request), { gymId: request.params.gymId, publicUrl: app.config.PUBLIC_URL });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
};

export default firstStepsRoutes;
