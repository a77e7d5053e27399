/**
 * The links of an announcement's e-mail (docs/announcements.md): opening it, and unsubscribing without
 * signing in, from the page or in one click from the mail program (RFC 8058). The link's token is the credential.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unsubscribeAnswerSchema, announcementTokenParamsSchema } from '../../../shared/contract/announcements';
import { contextOf } from '../../plugins/session';
import { openAnnouncement, unsubscribe, unsubscribeState } from '../../services/announcements-service';

const announcementLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  // A mail program's one-click POST carries 'List-Unsubscribe=One-Click' as a form (RFC 8058 §3.1), which
  // nothing here reads: the token in the path says everything. Only these routes accept such a body.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get('/unsubscribe/:token/', { schema: { params: announcementTokenParamsSchema, response: { 200: unsubscribeAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return unsubscribeState(contextOf(request), { token: request.params.token });
  });

  // No anti-forgery token: a mail program posts it, and the link's token proves who may.
  app.post(
    '/unsubscribe/:token/',
    { bodyLimit: 1024, config: { csrf: false }, schema: { params: announcementTokenParamsSchema, response: { 200: unsubscribeAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unsubscribe(contextOf(request), { token: request.params.token });
    },
  );

  app.get('/announcements/open/:token/', { schema: { params: announcementTokenParamsSchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reply.redirect(await openAnnouncement(contextOf(request), { token: request.params.token }), 302);
  });
};

export default announcementLinksRoutes;
