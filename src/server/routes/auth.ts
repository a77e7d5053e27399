/** Auth calls of back-office.md §7, plus GET /api/csrf/ for pages that need a token before a write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  csrfResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetRequestBodySchema,
  routeSetterInfoSchema,
  userIdParamsSchema,
} from '../../shared/contract/auth';
import { MESSAGES } from '../../shared/messages';
import { bodyOrEmpty } from '../../shared/contract/params';
import { requestLimit } from '../plugins/request-limits';
import { authenticate, currentCsrfToken } from '../plugins/session';
import { changeOwnPassword, login, logout, routeSetterInfo } from '../services/auth-service';
import { changePasswordWithLink, requestPasswordReset } from '../services/password-reset';

const userIdPathSchema = z.object({ userId: userIdParamsSchema.shape.id });


const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csrf/', { schema: { response: { 200: csrfResponseSchema } } }, async (request, reply) => ({
    csrfToken: currentCsrfToken(request, reply),
  }));

  app.post(
    '/login/',
    { schema: { body: bodyOrEmpty(loginBodySchema), response: { 200: loginResponseSchema } } },
    async (request, reply) => login(request, reply, request.body.username, request.body.password),
  );

  app.post('/logout/', { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => logout(request, reply));

  app.get(
    '/routesetterinfos/:id/',
    { onRequest: authenticate, schema: { params: userIdParamsSchema, response: { 200: routeSetterInfoSchema } } },
    async (request) => routeSetterInfo(request, request.params.id),
  );

  app.post(
    '/sendemailresetpassword/',
    {
      // Stops one address from using the server to flood mailboxes.
      config: { rateLimit: requestLimit('resetAddress', MESSAGES.tooManyResetRequests) },
      schema: { body: bodyOrEmpty(resetRequestBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request) => requestPasswordReset(request, request.body.email),
  );

  // token and uid are checked by the service, so that any bad link gets the same French message.
  app.post(
    '/change-password/',
    { schema: { body: bodyOrEmpty(changePasswordBodySchema), response: { 200: messageResponseSchema } } },
    async (request, reply) => changePasswordWithLink(request, reply, request.query, request.body),
  );

  app.post(
    '/change-password-admin/:userId/',
    {
      onRequest: authenticate,
      schema: { params: userIdPathSchema, body: bodyOrEmpty(changePasswordBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request, reply) => changeOwnPassword(request, reply, request.params.userId, request.body),
  );
};

export default authRoutes;
