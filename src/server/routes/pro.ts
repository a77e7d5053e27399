/** A gym created by its owner (docs/product.md › Going live: gym sign-up; Going live: calls): the sign-up and its confirmation link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../shared/contract/params';
import { proConfirmAnswerSchema, proSignupAnswerSchema, proSignupBodySchema, proTokenParamsSchema } from '../../shared/contract/pro';
import { requestLimit } from '../plugins/request-limits';
import { contextOf, createSession } from '../plugins/session';
import { confirmProSignup, proSignup } from '../services/pro-signup-service';

const proRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pro/signup/',
    {
      bodyLimit: 8 * 1024,
      // Every post counts, valid or not: slows down probing addresses and flooding mailboxes.
      config: { rateLimit: requestLimit('proSignupAddress', 'Trop d’inscriptions depuis votre connexion. Réessayez dans une heure.') },
      schema: { body: bodyOrEmpty(proSignupBodySchema), response: { 201: proSignupAnswerSchema } },
    },
    async (request, reply) => reply.code(201).send(await proSignup(contextOf(request), { body: request.body })),
  );

  app.post('/pro/confirm/:token/', { schema: { params: proTokenParamsSchema, response: { 200: proConfirmAnswerSchema } } }, async (request, reply) => {
    const { userId, uuid, gymId, gymName } = await confirmProSignup(contextOf(request), { token: request.params.token });
    await createSession(request, reply, userId, uuid);
    return { uuid, gymId, gymName };
  });
};

export default proRoutes;
