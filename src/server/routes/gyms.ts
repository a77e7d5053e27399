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
import { gymInfos, gymList, publishGym, tags } from '../services/gyms-service';
import { gymReadRoute } from './gym-read-route';
import { signedInCalls } from './signed-in-route';

const gymsRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/routesettergymonlyinfos/:id/', { params: userIdParamsSchema, response: gymInfoListSchema }, (ctx, { params }) =>
    gymInfos(ctx, { userUuid: params.id }),
  );
  gymReadRoute(app, '/routesettergymonlyinfosspecific/:userId/:gymId', { params: gymParamsSchema, response: gymInfoListSchema }, (ctx, { params }) =>
    gymInfos(ctx, { userUuid: params.userId, gymId: params.gymId }),
  );

  const signedIn = signedInCalls(app);
  // Our path for the 'Choix salle' modal (GYM_LIST_PATH).
  signedIn.get('/routesettergyms/:userId/', { params: userIdPathSchema, response: gymListSchema }, (ctx, { params }) =>
    gymList(ctx, { userUuid: params.userId }),
  );

  // 'Publier la salle' (docs/product.md › Going live: gym status): admins, from Paramètres or the 'Premiers pas' card.
  signedIn.post('/gyms/:gymId/publish/', { params: gymIdParams, response: gymStatusAnswerSchema }, (ctx, { params }) =>
    publishGym(ctx, { gymId: params.gymId }),
  );

  // Route setting: the setters a boulder may name, and names not in use (docs/product.md › Route setting: screens).
  signedIn.get('/gyms/:gymId/setters/', { params: gymIdParams, response: personListSchema }, (ctx, { params }) => gymSetters(ctx, { gymId: params.gymId }));
  signedIn.get(
    '/gyms/:gymId/name-suggestions/',
    { params: gymIdParams, querystring: nameSuggestionsQuerySchema, response: nameSuggestionsSchema, cacheControl: 'private, no-store' },
    (ctx, { params, query }) => nameSuggestions(ctx, { gymId: params.gymId, count: query.count }),
  );

  // docs/product.md › Back office's call takes no gym: `?gymId=` names one (each gym has its own tags), else the user's first gym.
  signedIn.get('/tagslist/', { querystring: tagsQuerySchema, response: tagsListSchema }, (ctx, { query }) => tags(ctx, { gymId: query.gymId }));
};

export default gymsRoutes;
