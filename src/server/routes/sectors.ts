/** Sector calls of docs/product.md › Back office: calls: sector-details (per gym) and sector-details-by-id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import { sectorDetailsAnswerSchema, sectorDetailsSchema, sectorIdParamsSchema } from '../../shared/contract/sectors';
import { sectorDetailsOfGymRead, sectorDetailsRead } from '../services/sectors-service';
import { gymReadRoute } from './gym-read-route';

const sectorsRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/sector-details/:gymId/', { params: gymIdParamsSchema, response: sectorDetailsAnswerSchema }, (ctx, { params }) =>
    sectorDetailsOfGymRead(ctx, params),
  );
  gymReadRoute(app, '/sector-details-by-id/:sectorId/', { params: sectorIdParamsSchema, response: sectorDetailsSchema }, (ctx, { params }) =>
    sectorDetailsRead(ctx, params),
  );
};

export default sectorsRoutes;
