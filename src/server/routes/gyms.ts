/** Gym info, gym list and tags (back-office.md §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gymInfoListSchema, gymListSchema, gymParamsSchema, tagsListSchema, userUuidSegment } from '../../shared/contract/gyms';
import { authenticate } from '../plugins/session';
import { gymInfos, gymList, tags } from '../services/gyms-service';

/** Clients differ on trailing slashes: every call answers with and without one. */
export const withAndWithoutSlash = (path: string): [string, string] => [path, path.endsWith('/') ? path.slice(0, -1) : `${path}/`];

const gymsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const url of withAndWithoutSlash('/routesettergymonlyinfos/:id/')) {
    app.get(
      url,
      { onRequest: authenticate, schema: { params: z.object({ id: userUuidSegment }), response: { 200: gymInfoListSchema } } },
      async (request) => gymInfos(request, request.params.id),
    );
  }

  for (const url of withAndWithoutSlash('/routesettergymonlyinfosspecific/:userId/:gymId')) {
    app.get(
      url,
      { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: gymInfoListSchema } } },
      async (request) => gymInfos(request, request.params.userId, request.params.gymId),
    );
  }

  // Our path for the 'Choix salle' modal (GYM_LIST_PATH).
  for (const url of withAndWithoutSlash('/routesettergyms/:userId/')) {
    app.get(
      url,
      { onRequest: authenticate, schema: { params: z.object({ userId: userUuidSegment }), response: { 200: gymListSchema } } },
      async (request) => gymList(request, request.params.userId),
    );
  }

  for (const url of withAndWithoutSlash('/tagslist/')) {
    app.get(url, { onRequest: authenticate, schema: { response: { 200: tagsListSchema } } }, async (request) => tags(request));
  }
};

export default gymsRoutes;
