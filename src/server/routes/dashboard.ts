/**
 * Dashboard calls of back-office.md §7: gymgeneralstats, top-boulders, latest-gym-route-comments,
 * sectorsoverview. Any staff member of the gym may read them (decisions.md §2).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gymGeneralStatsSchema,
  gymParamsSchema,
  sectorsOverviewSchema,
  topBouldersSchema,
  userGymParamsSchema,
} from '../../shared/contract/dashboard';
import { commentSchema } from '../../shared/contract/routes';
import { authenticate, contextOf } from '../plugins/session';
import { gymGeneralStatsRead, latestCommentsRead, sectorOverviewRead, topBouldersRead } from '../services/dashboard-service';
import { sendGymRead } from '../lib/gym-read-cache';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gymgeneralstats/:user/:gymId/',
    { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: gymGeneralStatsSchema } } },
    async (request, reply) => sendGymRead(request, reply, await gymGeneralStatsRead(contextOf(request), request.params)),
  );

  app.get(
    '/top-boulders/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: topBouldersSchema } } },
    async (request, reply) => sendGymRead(request, reply, await topBouldersRead(contextOf(request), request.params)),
  );

  app.get(
    '/latest-gym-route-comments/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request, reply) => sendGymRead(request, reply, await latestCommentsRead(contextOf(request), request.params)),
  );

  app.get(
    '/sectorsoverview/:user/:gymId/',
    { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: sectorsOverviewSchema } } },
    async (request, reply) => sendGymRead(request, reply, await sectorOverviewRead(contextOf(request), request.params)),
  );
};

export default dashboardRoutes;
