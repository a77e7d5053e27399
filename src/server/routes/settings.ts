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
import { climbersOfAdminRead, routeSettersOfAdmin, updateRouteSetter, upsertRouteSetter } from '../services/settings-service';
import { signedInCalls } from './signed-in-route';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInCalls(app);
  signedIn.get('/gym-owner-route-setters/:userId', { params: userIdPathSchema, response: routeSetterListSchema }, (ctx, { params }) =>
    routeSettersOfAdmin(ctx, { userUuid: params.userId }),
  );

  gymReadRoute(
    app,
    '/gym-owner-climbers/:userId/',
    { params: userIdPathSchema, querystring: climberSearchQuerySchema, response: climberListSchema },
    (ctx, { params, query }) => climbersOfAdminRead(ctx, { userUuid: params.userId, search: query.search }),
  );

  signedIn.post(
    '/update-or-create-route-setter-infos/',
    { body: bodyOrEmpty(upsertRouteSetterBodySchema), response: settingsWriteResponseSchema },
    (ctx, { body }) => upsertRouteSetter(ctx, { body }),
  );
  signedIn.post(
    '/update-route-setter-infos/:user/',
    { params: userPathSchema, body: bodyOrEmpty(updateRouteSetterBodySchema), response: settingsWriteResponseSchema },
    (ctx, { params, body }) => updateRouteSetter(ctx, { userUuid: params.user, body }),
  );
};

export default settingsRoutes;
