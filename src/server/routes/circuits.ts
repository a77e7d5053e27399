/** Circuit calls of back-office.md §7: difficulty-circuit-header and difficulty-circuit-full-details. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  circuitDetailsParamsSchema,
  circuitFullDetailsAnswerSchema,
  circuitHeaderParamsSchema,
  circuitHeadersSchema,
} from '../../shared/contract/circuits';
import { authenticate } from '../plugins/session';
import { membershipOf, staffContext } from '../services/access-service';
import { circuitFullDetails, circuitHeaders } from '../services/circuits-service';
import { sendGymRead } from '../lib/gym-read-cache';

const circuitsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/difficulty-circuit-header/:gymId/',
    { onRequest: authenticate, schema: { params: circuitHeaderParamsSchema, response: { 200: circuitHeadersSchema } } },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, (now) => circuitHeaders(app.db, request.params.gymId, now));
    },
  );

  app.get(
    '/difficulty-circuit-full-details/:gymId/:difficultySplitId/',
    { onRequest: authenticate, schema: { params: circuitDetailsParamsSchema, response: { 200: circuitFullDetailsAnswerSchema } } },
    async (request, reply) => {
      const { gymId, difficultySplitId } = request.params;
      membershipOf(await staffContext(request), gymId);
      return sendGymRead(request, reply, gymId, async (now) => [await circuitFullDetails(app.db, gymId, difficultySplitId, now)]);
    },
  );
};

export default circuitsRoutes;
