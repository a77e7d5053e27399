/** Gym info, gym list and tags (docs/product.md › Back office: calls). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gymInfoListSchema,
  gymListSchema,
  gymParamsSchema,
  gymStatusAnswerSchema,
  nameSuggestionsQuerySchema,
  nameSuggestionsSchema,
  tagsListSchema,
  tagsQuerySchema,
} from '../../shared/contract/gyms';
import { gymIdParamsSchema as gymIdParams, userIdPathSchema } from '../../shared/contract/params';
import { userIdParamsSchema } from '../../shared/contract/auth';
import { personListSchema } from '../../shared/contract/boulder-writes';
import { gymSetters, nameSuggestions } from '../services/setting-options-service';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { gymInfos, gymList, publishGym, tags } from '../services/gyms-service';
import { gymReadRoute } from './gym-read-route';

const gymsRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/routesettergymonlyinfos/:id/', { params: userIdParamsSchema, response: gymInfoListSchema }, (ctx, { params }) =>
    gymInfos(ctx, { userUuid: params.id }),
  );
  gymReadRoute(app, '/routesettergymonlyinfosspecific/:userId/:gymId', { params: gymParamsSchema, response: gymInfoListSchema }, (ctx, { params }) =>
    gymInfos(ctx, { userUuid: params.userId, gymId: params.gymId }),
  );

  // Our path for the 'Choix salle' modal (GYM_LIST_PATH).
  app.get('/routesettergyms/:userId/', { onRequest: authenticate, schema: { params: userIdPathSchema, response: { 200: gymListSchema } } }, async (request) =>
    gymList(contextOf(request), { userUuid: request.params.userId }),
  );

  // Route setting: the setters a boulder may name, and names not in use (docs/product.md › Route setting: screens).

  // 'Publier la salle' (docs/product.md › Going live: gym status): admins, from Paramètres or the 'Premiers pas' card.
  app.post('/gyms/:gymId/publish/', { ...STAFF_WRITE, schema: { params: gymIdParams, response: { 200: gymStatusAnswerSchema } } }, async (request) =>
    publishGym(contextOf(request), { gymId: request.params.gymId }),
  );
  app.get('/gyms/:gymId/setters/', { onRequest: authenticate, schema: { params: gymIdParams, response: { 200: personListSchema } } }, async (request) =>
    gymSetters(contextOf(request), { gymId: request.params.gymId }),
  );
  app.get(
    '/gyms/:gymId/name-suggestions/',
    {
      onRequest: authenticate,
      schema: {
        params: gymIdParams,
        querystring: nameSuggestionsQuerySchema,
        response: { 200: nameSuggestionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return nameSuggestions(contextOf(request), { gymId: request.params.gymId, count: request.query.count });
    },
  );

  // docs/product.md › Back office's call takes no gym: `?gymId=` names one (each gym has its own tags), else the user's first gym.
  app.get('/tagslist/', { onRequest: authenticate, schema: { querystring: tagsQuerySchema, response: { 200: tagsListSchema } } }, async (request) =>
    tags(contextOf(request), { gymId: request.query.gymId }),
  );
};

export default gymsRoutes;
