/** Circuit calls of back-office.md §7: difficulty-circuit-header and difficulty-circuit-full-details. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  circuitDetailsParamsSchema,
  circuitFullDetailsAnswerSchema,
  circuitHeaderParamsSchema,
  circuitHeadersSchema,
} from '../../shared/contract/circuits';
import { authenticate, contextOf } from '../plugins/session';
import { circuitFullDetailsRead, circuitHeadersRead } from '../services/circuits-service';
import { sendGymRead } from '../lib/gym-read-cache';

const circuitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/difficulty-circuit-header/:gymId/',
    { onRequest: authenticate, schema: { params: circuitHeaderParamsSchema, response: { 200: circuitHeadersSchema } } },
    async (request, reply) => sendGymRead(request, reply, await circuitHeadersRead(contextOf(request), request.params)),
  );

  app.get(
    '/difficulty-circuit-full-details/:gymId/:difficultySplitId/',
    { onRequest: authenticate, schema: { params: circuitDetailsParamsSchema, response: { 200: circuitFullDetailsAnswerSchema } } },
    async (request, reply) => sendGymRead(request, reply, await circuitFullDetailsRead(contextOf(request), request.params)),
  );
};

export default circuitsRoutes;
