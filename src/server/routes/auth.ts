/** Auth calls of docs/product.md › Back office: calls, plus GET /api/csrf/ for pages that need a token before a write. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { bodyOrEmpty, userIdPathSchema } from '../../shared/contract/params';
import { requestLimit } from '../plugins/request-limits';
import { authenticate, clientIp, contextOf, createSession, currentCsrfToken, destroySession, forgetSession, setDeviceCookie } from '../plugins/session';
import { DEVICE_COOKIE, changeOwnPassword, login, routeSetterInfo } from '../services/auth-service';
import { changePasswordWithLink, requestPasswordReset } from '../services/password-reset';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/csrf/', { schema: { response: { 200: csrfResponseSchema } } }, async (request, reply) => ({
    csrfToken: currentCsrfToken(request, reply),
  }));

  app.post('/login/', { schema: { body: bodyOrEmpty(loginBodySchema), response: { 200: loginResponseSchema } } }, async (request, reply) => {
    const done = await login(contextOf(request), {
      email: request.body.username,
      password: request.body.password,
      ip: clientIp(request),
      deviceCookie: request.cookies[DEVICE_COOKIE],
    });
    await createSession(request, reply, done.user.userId, done.user.userUuid);
    // Sent back to the login call only: it lets this browser through when strangers lock the account.
    setDeviceCookie(request, reply, DEVICE_COOKIE, done.deviceCookie, '/api/login');
    return done.answer;
  });

  app.post('/logout/', { schema: { response: { 200: messageResponseSchema } } }, async (request, reply) => {
    await destroySession(request, reply);
    return { message: MESSAGES.logoutSucceeded };
  });

  app.get(
    '/routesetterinfos/:id/',
    { onRequest: authenticate, schema: { params: userIdParamsSchema, response: { 200: routeSetterInfoSchema } } },
    async (request) => routeSetterInfo(contextOf(request), { userUuid: request.params.id }),
  );

  app.post(
    '/sendemailresetpassword/',
    {
      // Stops one address from using the server to flood mailboxes.
      config: { rateLimit: requestLimit('resetAddress', MESSAGES.tooManyResetRequests) },
      schema: { body: bodyOrEmpty(resetRequestBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request) => requestPasswordReset(contextOf(request), { email: request.body.email }),
  );

  // token and uid are checked by the service, so that any bad link gets the same French message.
  app.post(
    '/change-password/',
    { schema: { body: bodyOrEmpty(changePasswordBodySchema), response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const { userId, answer } = await changePasswordWithLink(contextOf(request), { query: request.query, body: request.body });
      if (request.auth?.userId === userId) forgetSession(request, reply);
      return answer;
    },
  );

  app.post(
    '/change-password-admin/:userId/',
    {
      onRequest: authenticate,
      schema: { params: userIdPathSchema, body: bodyOrEmpty(changePasswordBodySchema), response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const answer = await changeOwnPassword(contextOf(request), { userUuid: request.params.userId, body: request.body });
      forgetSession(request, reply);
      return answer;
    },
  );
};

export default authRoutes;
