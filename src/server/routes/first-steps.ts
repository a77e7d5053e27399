/** 'Premiers pas' and the climbers' poster (docs/product.md › Going live: first steps and empty gyms; Going live: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firstStepsSchema } from '../../shared/contract/first-steps';
import { gymIdParamsSchema as gymParams } from '../../shared/contract/params';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { firstSteps, hideFirstSteps, poster } from '../services/first-steps-service';

const firstStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gyms/:gymId/first-steps/',
    { onRequest: authenticate, schema: { params: gymParams, response: { 200: firstStepsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return firstSteps(contextOf(request), { gymId: request.params.gymId });
    },
  );

  app.post('/gyms/:gymId/first-steps/hide/', { ...STAFF_WRITE, schema: { params: gymParams, response: { 200: firstStepsSchema } } }, async (request) =>
    hideFirstSteps(contextOf(request), { gymId: request.params.gymId }),
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
