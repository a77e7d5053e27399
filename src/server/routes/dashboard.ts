/**
 * Dashboard calls of docs/product.md › Back office: calls: gymgeneralstats, top-boulders, latest-gym-route-comments,
 * sectorsoverview. Any staff member of the gym may read them (docs/product.md › Roles and access).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import { gymGeneralStatsSchema, sectorsOverviewSchema, topBouldersSchema, userGymParamsSchema } from '../../shared/contract/dashboard';
import { commentListSchema } from '../../shared/contract/routes';
import { gymGeneralStatsRead, latestCommentsRead, sectorOverviewRead, topBouldersRead } from '../services/dashboard-service';
import { gymReadRoute } from './gym-read-route';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/gymgeneralstats/:user/:gymId/', { params: userGymParamsSchema, response: gymGeneralStatsSchema }, (ctx, { params }) =>
    gymGeneralStatsRead(ctx, params),
  );
  gymReadRoute(app, '/top-boulders/:gymId/', { params: gymIdParamsSchema, response: topBouldersSchema }, (ctx, { params }) => topBouldersRead(ctx, params));
  gymReadRoute(app, '/latest-gym-route-comments/:gymId/', { params: gymIdParamsSchema, response: commentListSchema }, (ctx, { params }) =>
    latestCommentsRead(ctx, params),
  );
  gymReadRoute(app, '/sectorsoverview/:user/:gymId/', { params: userGymParamsSchema, response: sectorsOverviewSchema }, (ctx, { params }) =>
    sectorOverviewRead(ctx, params),
  );
};

export default dashboardRoutes;
