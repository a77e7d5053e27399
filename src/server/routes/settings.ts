/** Setter management for gym admins (docs/product.md › Back office: calls, docs/permissions.md). */
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
import { gymReadRoute } from './gym-read-route';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { climbersOfAdminRead, routeSettersOfAdmin, updateRouteSetter, upsertRouteSetter } from '../services/settings-service';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gym-owner-route-setters/:userId',
    { onRequest: authenticate, schema: { params: userIdPathSchema, response: { 200: routeSetterListSchema } } },
    async (request) => routeSettersOfAdmin(contextOf(request), { userUuid: request.params.userId }),
  );

  gymReadRoute(
    app,
    '/gym-owner-climbers/:userId/',
    { params: userIdPathSchema, querystring: climberSearchQuerySchema, response: climberListSchema },
    (ctx, { params, query }) => climbersOfAdminRead(ctx, { userUuid: params.userId, search: query.search }),
  );

  app.post(
    '/update-or-create-route-setter-infos/',
    { ...STAFF_WRITE, schema: { body: bodyOrEmpty(upsertRouteSetterBodySchema), response: { 200: settingsWriteResponseSchema } } },
    async (request) => upsertRouteSetter(contextOf(request), { body: request.body }),
  );

  app.post(
    '/update-route-setter-infos/:user/',
    { ...STAFF_WRITE, schema: { params: userPathSchema, body: bodyOrEmpty(updateRouteSetterBodySchema), response: { 200: settingsWriteResponseSchema } } },
    async (request) => updateRouteSetter(contextOf(request), { userUuid: request.params.user, body: request.body }),
  );
};

export default settingsRoutes;
