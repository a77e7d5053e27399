/**
 * Web push (docs/announcements.md): GET /api/v1/push/public-key/ (public: the page needs it to subscribe),
 * POST · DELETE /api/v1/me/push-subscriptions/ (the signed-in climber's device).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../shared/contract/params';
import { pushPublicKeySchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from '../../../shared/contract/push';
import { authenticate, contextOf } from '../../plugins/session';
import { pushPublicKey, subscribePush, unsubscribePush } from '../../services/push-service';
import { signedInCalls } from '../signed-in-route';

const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/push/public-key/', { schema: { response: { 200: pushPublicKeySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return pushPublicKey(contextOf(request));
  });

  app.post(
    '/me/push-subscriptions/',
    { onRequest: authenticate, bodyLimit: 8 * 1024, schema: { body: bodyOrEmpty(pushSubscriptionBodySchema) } },
    async (request, reply) => {
      await subscribePush(contextOf(request), { body: request.body });
      return reply.code(201).send();
    },
  );

  signedInCalls(app, { bodyLimit: 8 * 1024 }).delete('/me/push-subscriptions/', { body: bodyOrEmpty(pushUnsubscribeBodySchema) }, (ctx, { body }) =>
    unsubscribePush(ctx, { endpoint: body.endpoint }),
  );
};

export default pushRoutes;
