/**
 * Dashboard calls of back-office.md §7: gymgeneralstats, top-boulders, latest-gym-route-comments,
 * sectorsoverview. Any staff member of the gym may read them (decisions.md §2); each path is also
 * answered with or without its trailing slash.
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
  for (const path of ['/gymgeneralstats/:user/:gymId', '/gymgeneralstats/:user/:gymId/']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: gymGeneralStatsSchema } } },
      async (request, reply) => {
        requireSelf(request, request.params.user);
        membershipOf(await staffContext(request), request.params.gymId);
        return sendGymRead(request, reply, request.params.gymId, (now) => gymGeneralStats(app.db, request.params.gymId, now));
      },
    );
  }

  for (const path of ['/top-boulders/:gymId/', '/top-boulders/:gymId']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: topBouldersSchema } } },
      async (request, reply) => {
        membershipOf(await staffContext(request), request.params.gymId);
        return sendGymRead(request, reply, request.params.gymId, (now) => topBoulders(app.db, request.params.gymId, now));
      },
    );
  }

  for (const path of ['/latest-gym-route-comments/:gymId/', '/latest-gym-route-comments/:gymId']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
      async (request, reply) => {
        membershipOf(await staffContext(request), request.params.gymId);
        return sendGymRead(request, reply, request.params.gymId, () => latestComments(app.db, request.params.gymId));
      },
    );
  }

  for (const path of ['/sectorsoverview/:user/:gymId', '/sectorsoverview/:user/:gymId/']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: userGymParamsSchema, response: { 200: sectorsOverviewSchema } } },
      async (request, reply) => {
        requireSelf(request, request.params.user);
        membershipOf(await staffContext(request), request.params.gymId);
        return sendGymRead(request, reply, request.params.gymId, () => sectorOverview(app.db, request.params.gymId));
      },
    );
  }
};

export default dashboardRoutes;
