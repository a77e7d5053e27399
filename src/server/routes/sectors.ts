/** Sector calls of back-office.md §7: sector-details (per gym) and sector-details-by-id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sectorDetailsAnswerSchema, sectorDetailsSchema, sectorGymParamsSchema, sectorIdParamsSchema } from '../../shared/contract/sectors';
import { notFound } from '../errors';
import { authenticate } from '../plugins/session';
import { findSector } from '../repositories/sectors-repository';
import { membershipOf, staffContext } from '../services/access-service';
import { sectorDetails, sectorDetailsOfGym } from '../services/sectors-service';

const SECTOR_NOT_FOUND = "Ce secteur n'existe pas ou n'appartient pas à vos salles.";

const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/sector-details/:gymId/', '/sector-details/:gymId']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: sectorGymParamsSchema, response: { 200: sectorDetailsAnswerSchema } } },
      async (request) => {
        membershipOf(await staffContext(request), request.params.gymId);
        return sectorDetailsOfGym(app.db, request.params.gymId, new Date());
      },
    );
  }

  for (const path of ['/sector-details-by-id/:sectorId/', '/sector-details-by-id/:sectorId']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: sectorIdParamsSchema, response: { 200: sectorDetailsSchema } } },
      async (request) => {
        const context = await staffContext(request);
        const sector = await findSector(app.db, request.params.sectorId);
        if (!sector || !context.memberships.some((m) => m.gymId === sector.gymId)) throw notFound(SECTOR_NOT_FOUND);
        return sectorDetails(app.db, sector, new Date());
      },
    );
  }
};

export default sectorsRoutes;
