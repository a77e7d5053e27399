/** Sector calls of back-office.md §7: sector-details (per gym) and sector-details-by-id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorDetailsAnswerSchema, sectorDetailsSchema, sectorGymParamsSchema, sectorIdParamsSchema } from '../../shared/contract/sectors';
import { notFound } from '../errors';
import { authenticate } from '../plugins/session';
import { findSector } from '../repositories/sectors-repository';
import { membershipOf, staffContext } from '../services/access-service';
import { sectorDetails, sectorDetailsOfGym } from '../services/sectors-service';
import { sendGymRead } from '../lib/gym-read-cache';

const SECTOR_NOT_FOUND = "Ce secteur n'existe pas ou n'appartient pas à vos salles.";

const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sector-details/:gymId/',
    { onRequest: authenticate, schema: { params: sectorGymParamsSchema, response: { 200: sectorDetailsAnswerSchema } } },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, (now) => sectorDetailsOfGym(app.db, request.params.gymId, now));
    },
  );

  app.get(
    '/sector-details-by-id/:sectorId/',
    { onRequest: authenticate, schema: { params: sectorIdParamsSchema, response: { 200: sectorDetailsSchema } } },
    async (request, reply) => {
      const context = await staffContext(request);
      const sector = await findSector(app.db, request.params.sectorId);
      if (!sector || !context.memberships.some((m) => m.gymId === sector.gymId)) throw notFound(SECTOR_NOT_FOUND);
      return sendGymRead(request, reply, sector.gymId, (now) => sectorDetails(app.db, sector, now));
    },
  );
};

export default sectorsRoutes;
