/** Circuit calls of docs/product.md › Back office: calls: difficulty-circuit-header and difficulty-circuit-full-details. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import { circuitDetailsParamsSchema, circuitFullDetailsAnswerSchema, circuitHeadersSchema } from '../../shared/contract/circuits';
import { circuitFullDetailsRead, circuitHeadersRead } from '../services/circuits-service';
import { gymReadRoute } from './gym-read-route';

const circuitsRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/difficulty-circuit-header/:gymId/', { params: gymIdParamsSchema, response: circuitHeadersSchema }, (ctx, { params }) =>
    circuitHeadersRead(ctx, params),
  );
  gymReadRoute(
    app,
    '/difficulty-circuit-full-details/:gymId/:difficultySplitId/',
    { params: circuitDetailsParamsSchema, response: circuitFullDetailsAnswerSchema },
    (ctx, { params }) => circuitFullDetailsRead(ctx, params),
  );
};

export default circuitsRoutes;
