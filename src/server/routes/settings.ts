/** Setter management for gym admins (back-office.md §7, docs/permissions.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../shared/contract/params';
import {
  climberListSchema,
  climberSearchQuerySchema,
  routeSetterListSchema,
  settingsWriteResponseSchema,
  updateRouteSetterBodySchema,
  upsertRouteSetterBodySchema,
  userIdPathSchema,
  userPathSchema,
} from '../../shared/contract/settings';
import { sendGymRead } from '../lib/gym-read-cache';
import { authenticate, requireSelf } from '../plugins/session';
import { staffContext } from '../services/access-service';
import { adminGymIds, climbersOfAdmin, routeSettersOfAdmin, updateRouteSetter, upsertRouteSetter } from '../services/settings-service';

const WRITE_BODY_LIMIT = 16 * 1024;

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gym-owner-route-setters/:userId',
    { onRequest: authenticate, schema: { params: userIdPathSchema, response: { 200: routeSetterListSchema } } },
    async (request) => routeSettersOfAdmin(request, request.params.userId),
  );

  app.get(
    '/gym-owner-climbers/:userId/',
    { onRequest: authenticate, schema: { params: userIdPathSchema, querystring: climberSearchQuerySchema, response: { 200: climberListSchema } } },
    async (request, reply) => {
      // Access first (the cache never checks it): the caller's own list, admins only.
      requireSelf(request, request.params.userId);
      const gyms = adminGymIds(await staffContext(request));
      return sendGymRead(request, reply, gyms, (now) => climbersOfAdmin(request, request.params.userId, request.query.search, now));
    },
  );

  app.post(
    '/update-or-create-route-setter-infos/',
    {
      onRequest: authenticate,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { body: bodyOrEmpty(upsertRouteSetterBodySchema), response: { 200: settingsWriteResponseSchema } },
    },
    async (request) => upsertRouteSetter(request, request.body),
  );

  app.post(
    '/update-route-setter-infos/:user/',
    {
      onRequest: authenticate,
      bodyLimit: WRITE_BODY_LIMIT,
      schema: { params: userPathSchema, body: bodyOrEmpty(updateRouteSetterBodySchema), response: { 200: settingsWriteResponseSchema } },
    },
    async (request) => updateRouteSetter(request, request.params.user, request.body),
  );
};

export default settingsRoutes;
