/** Sector calls of back-office.md §7: sector-details (per gym) and sector-details-by-id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorDetailsAnswerSchema, sectorDetailsSchema, sectorGymParamsSchema, sectorIdParamsSchema } from '../../shared/contract/sectors';
import { authenticate, contextOf } from '../plugins/session';
import { sectorDetailsOfGymRead, sectorDetailsRead } from '../services/sectors-service';
import { sendGymRead } from '../lib/gym-read-cache';

const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sector-details/:gymId/',
    { onRequest: authenticate, schema: { params: sectorGymParamsSchema, response: { 200: sectorDetailsAnswerSchema } } },
    async (request, reply) => sendGymRead(request, reply, await sectorDetailsOfGymRead(contextOf(request), request.params)),
  );

  app.get(
    '/sector-details-by-id/:sectorId/',
    { onRequest: authenticate, schema: { params: sectorIdParamsSchema, response: { 200: sectorDetailsSchema } } },
    async (request, reply) => sendGymRead(request, reply, await sectorDetailsRead(contextOf(request), request.params)),
  );
};

export default sectorsRoutes;
