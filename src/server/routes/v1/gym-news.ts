/** GET · PUT /api/v1/me/notifications/: what the climber wants to hear of the gyms they follow (docs/announcements.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymNewsSchema, putGymNewsBodySchema } from '../../../shared/contract/gym-news';
import { bodyOrEmpty } from '../../../shared/contract/params';
import { authenticate, contextOf } from '../../plugins/session';
import { myGymNews, setMyGymNews } from '../../services/gym-news-service';

const gymNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me/notifications/', { onRequest: authenticate, schema: { response: { 200: gymNewsSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return myGymNews(contextOf(request));
  });

  app.put(
    '/me/notifications/',
    { onRequest: authenticate, bodyLimit: 64 * 1024, schema: { body: bodyOrEmpty(putGymNewsBodySchema), response: { 200: gymNewsSchema } } },
    async (request) => setMyGymNews(contextOf(request), { body: request.body }),
  );
};

export default gymNewsRoutes;
