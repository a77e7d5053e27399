/** GET · PUT /api/v1/me/notifications/: what the climber wants to hear of the gyms they follow (docs/announcements.md). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymNewsSchema, putGymNewsBodySchema } from '../../../shared/contract/gym-news';
import { bodyOrEmpty } from '../../../shared/contract/params';
import { myGymNews, setMyGymNews } from '../../services/gym-news-service';
import { signedInCalls } from '../signed-in-route';

const gymNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInCalls(app).get('/me/notifications/', { response: gymNewsSchema, cacheControl: 'no-store' }, (ctx) => myGymNews(ctx));
  signedInCalls(app, { bodyLimit: 64 * 1024 }).put(
    '/me/notifications/',
    { body: bodyOrEmpty(putGymNewsBodySchema), response: gymNewsSchema },
    (ctx, { body }) => setMyGymNews(ctx, { body }),
  );
};

export default gymNewsRoutes;
