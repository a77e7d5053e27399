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
import { authenticate, requireSelf } from '../plugins/session';
import { membershipOf, staffContext } from '../services/access-service';
import { gymGeneralStats, latestComments, sectorOverview, topBoulders } from '../services/dashboard-service';
import { sendGymRead } from '../lib/gym-read-cache';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gymgeneralstats/:user/:gymId/',
    { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: gymGeneralStatsSchema } } },
    async (request, reply) => {
      requireSelf(request, request.params.user);
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, (now) => gymGeneralStats(app.db, request.params.gymId, now));
    },
  );

  app.get(
    '/top-boulders/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: topBouldersSchema } } },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, (now) => topBoulders(app.db, request.params.gymId, now));
    },
  );

  app.get(
    '/latest-gym-route-comments/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, () => latestComments(app.db, request.params.gymId));
    },
  );

  app.get(
    '/sectorsoverview/:user/:gymId/',
    { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: sectorsOverviewSchema } } },
    async (request, reply) => {
      requireSelf(request, request.params.user);
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, () => sectorOverview(app.db, request.params.gymId));
    },
  );
};

export default dashboardRoutes;
