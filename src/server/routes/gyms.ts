/** Gym info, gym list and tags (back-office.md §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gymInfoListSchema, gymListSchema, gymParamsSchema, tagsListSchema, userUuidSegment } from '../../shared/contract/gyms';
import { authenticate, contextOf } from '../plugins/session';
import { gymInfos, gymList, tags } from '../services/gyms-service';

const gymsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/routesettergymonlyinfos/:id/',
    { onRequest: authenticate, schema: { params: z.object({ id: userUuidSegment }), response: { 200: gymInfoListSchema } } },
    async (request) => gymInfos(contextOf(request), { userUuid: request.params.id }),
  );

  app.get(
    '/routesettergymonlyinfosspecific/:userId/:gymId',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: gymInfoListSchema } } },
    async (request) => gymInfos(contextOf(request), { userUuid: request.params.userId, gymId: request.params.gymId }),
  );

  // Our path for the 'Choix salle' modal (GYM_LIST_PATH).
  app.get(
    '/routesettergyms/:userId/',
    { onRequest: authenticate, schema: { params: z.object({ userId: userUuidSegment }), response: { 200: gymListSchema } } },
    async (request) => gymList(contextOf(request), { userUuid: request.params.userId }),
  );

  app.get('/tagslist/', { onRequest: authenticate, schema: { response: { 200: tagsListSchema } } }, async (request) => tags(contextOf(request)));
};

export default gymsRoutes;
