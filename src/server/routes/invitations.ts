/** Staff invitations (docs/product.md › Going live: invitations; Going live: calls): sent by a gym's admins, opened from the mailed link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import {
  acceptInvitationAnswerSchema,
  acceptInvitationBodySchema,
  createInvitationBodySchema,
  invitationByTokenSchema,
  invitationIdParamsSchema,
  invitationListSchema,
  invitationSentSchema,
  invitationTokenParamsSchema,
} from '../../shared/contract/invitations';
import { bodyOrEmpty } from '../../shared/contract/params';
import { contextOf, createSession, STAFF_WRITE } from '../plugins/session';
import { acceptInvitation, cancelInvitation, invitationByToken, invitationsOfGym, inviteStaff, resendInvitation } from '../services/invitations-service';
import { signedInCalls } from './signed-in-route';

const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInCalls(app);
  signedIn.get('/gyms/:gymId/invitations/', { params: gymIdParamsSchema, response: invitationListSchema }, (ctx, { params }) =>
    invitationsOfGym(ctx, { gymId: params.gymId }),
  );

  app.post(
    '/gyms/:gymId/invitations/',
    {
      ...STAFF_WRITE,
      schema: { params: gymIdParamsSchema, body: bodyOrEmpty(createInvitationBodySchema), response: { 200: invitationSentSchema, 201: invitationSentSchema } },
    },
    async (request, reply) => {
      const { id, expiresAt, created } = await inviteStaff(contextOf(request), { gymId: request.params.gymId, body: request.body });
      // A replay of an invitation still pending answers it again, without a second mail.
      return reply.code(created ? 201 : 200).send({ id, expiresAt });
    },
  );

  signedIn.post('/invitations/:id/resend/', { params: invitationIdParamsSchema, response: invitationSentSchema }, (ctx, { params }) =>
    resendInvitation(ctx, { id: params.id }),
  );
  signedIn.delete('/invitations/:id/', { params: invitationIdParamsSchema }, (ctx, { params }) => cancelInvitation(ctx, { id: params.id }));

  app.get(
    '/invitations/by-token/:token/',
    { schema: { params: invitationTokenParamsSchema, response: { 200: invitationByTokenSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invitationByToken(contextOf(request), { token: request.params.token });
    },
  );

  app.post(
    '/invitations/by-token/:token/accept/',
    {
      bodyLimit: 4 * 1024,
      schema: { params: invitationTokenParamsSchema, body: bodyOrEmpty(acceptInvitationBodySchema), response: { 200: acceptInvitationAnswerSchema } },
    },
    async (request, reply) => {
      const { userId, uuid } = await acceptInvitation(contextOf(request), { token: request.params.token, body: request.body });
      // Signed in as the new member on this browser (a new session even when one was open: the rights changed).
      await createSession(request, reply, userId, uuid);
      return { uuid };
    },
  );
};

export default invitationsRoutes;
