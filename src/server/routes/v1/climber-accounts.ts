/** Climber accounts of the app's API (docs/product.md › Climbers: calls): sign-up, confirmation, logins, tokens, profile. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  climberLoginAnswerSchema,
  climberLoginBodySchema,
  confirmBodySchema,
  deleteMeBodySchema,
  meSchema,
  signUpAnswerSchema,
  signUpBodySchema,
  tokenAnswerSchema,
  tokenBodySchema,
  tokenIdParamsSchema,
  updateMeBodySchema,
  emailConfirmedSchema,
} from '../../../shared/contract/climber-accounts';
import { bodyOrEmpty } from '../../../shared/contract/params';
import { CLIMBER_MESSAGES } from '../../../shared/domain/climber-rules';
import { requestLimit } from '../../plugins/request-limits';
import { authenticate, clientIp, contextOf, createSession, forgetSession, requireUser, setDeviceCookie, signOut, type AuthInfo } from '../../plugins/session';
import {
  climberLogin,
  confirmEmail,
  createApiToken,
  deleteMe,
  exportMe,
  me,
  resendConfirmation,
  revokeApiToken,
  signUp,
  updateMe,
  type Caller,
} from '../../services/climber-accounts-service';
import { DEVICE_COOKIE } from '../../services/auth-service';
import { signedInCalls } from '../signed-in-route';

/** The climbers' login calls (web login and token), where their device cookie is sent back. */
const DEVICE_COOKIE_PATH = '/api/v1/auth';

/** The calls that create a session or token need no anti-forgery header (docs/product.md › Conventions of the calls). */
const NO_CSRF = { csrf: false } as const;
const PRIVATE = 'private, no-store';

const callerOf = (auth: AuthInfo): Caller => ({
  actor: { userId: auth.userId, userUuid: auth.userUuid },
  sessionIdHash: auth.via === 'session' ? auth.sessionIdHash : null,
  tokenId: auth.via === 'token' ? auth.tokenId : null,
});

const climberAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/signup/',
    {
      config: { ...NO_CSRF, rateLimit: requestLimit('signUpAddress', 'Trop de créations de compte depuis votre connexion. Réessayez dans une heure.') },
      schema: { body: bodyOrEmpty(signUpBodySchema), response: { 201: signUpAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send(await signUp(contextOf(request), request.body)),
  );

  app.post(
    '/auth/confirm/',
    {
      config: NO_CSRF,
      schema: { body: bodyOrEmpty(confirmBodySchema), response: { 200: emailConfirmedSchema } },
    },
    async (request) => ({ ...(await confirmEmail(contextOf(request), request.body)), message: CLIMBER_MESSAGES.confirmed }),
  );

  app.post(
    '/auth/login/',
    { config: NO_CSRF, schema: { body: bodyOrEmpty(climberLoginBodySchema), response: { 200: climberLoginAnswerSchema } } },
    async (request, reply) => {
      const actor = await climberLogin(contextOf(request), {
        email: request.body.email,
        password: request.body.password,
        ip: clientIp(request),
        deviceCookie: request.cookies[DEVICE_COOKIE],
      });
      await createSession(request, reply, actor.userId, actor.userUuid);
      setDeviceCookie(request, reply, DEVICE_COOKIE, actor.deviceCookie, DEVICE_COOKIE_PATH);
      return { uuid: actor.userUuid };
    },
  );

  app.post('/auth/logout/', async (request, reply) => {
    await signOut(request, reply);
    return reply.status(204).send();
  });

  app.post(
    '/auth/token/',
    { config: NO_CSRF, schema: { body: bodyOrEmpty(tokenBodySchema), response: { 201: tokenAnswerSchema } } },
    async (request, reply) => {
      const answer = await createApiToken(contextOf(request), {
        email: request.body.email,
        password: request.body.password,
        deviceName: request.body.deviceName,
        ip: clientIp(request),
        // The proof the app kept from its last token answer, or the cookie of a client that keeps them.
        deviceCookie: request.body.deviceToken ?? request.cookies[DEVICE_COOKIE],
      });
      setDeviceCookie(request, reply, DEVICE_COOKIE, answer.deviceToken, DEVICE_COOKIE_PATH);
      reply.header('cache-control', PRIVATE);
      return reply.status(201).send(answer);
    },
  );

  const signedIn = signedInCalls(app);
  signedIn.delete('/auth/tokens/:id/', { params: tokenIdParamsSchema }, (ctx, { params }) => revokeApiToken(ctx, { tokenId: params.id }));
  signedIn.get('/me/', { response: meSchema, cacheControl: PRIVATE }, (ctx) => me(ctx));

  app.patch('/me/', { onRequest: authenticate, schema: { body: updateMeBodySchema, response: { 200: meSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return updateMe(contextOf(request), { caller: callerOf(requireUser(request)), body: request.body, ip: clientIp(request) });
  });

  signedIn.post('/me/confirmation/', {}, (ctx) => resendConfirmation(ctx));

  app.get('/me/export/', { onRequest: authenticate }, async (request, reply) => {
    const data = await exportMe(contextOf(request));
    reply.header('cache-control', PRIVATE).header('content-disposition', 'attachment; filename="gaston-mes-donnees.json"');
    return data;
  });

  app.post('/me/delete/', { onRequest: authenticate, schema: { body: bodyOrEmpty(deleteMeBodySchema) } }, async (request, reply) => {
    const caller = callerOf(requireUser(request));
    await deleteMe(contextOf(request), { caller, password: request.body.password, ip: clientIp(request) });
    if (caller.sessionIdHash) forgetSession(request, reply);
    return reply.status(204).send();
  });
};

export default climberAccountsRoutes;
