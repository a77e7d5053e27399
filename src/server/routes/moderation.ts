/** The staff's moderation inbox (docs/product.md › Climbers: moderation; Climbers: calls): session and anti-forgery as in the back office. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import {
  hiddenSchema,
  keptSchema,
  hideBodySchema,
  moderatedCommentParamsSchema,
  moderationInboxSchema,
  moderationQuerySchema,
  reportParamsSchema,
  resolveBodySchema,
  resolvedSchema,
} from '../../shared/contract/moderation';
import { bodyOrEmpty } from '../../shared/contract/params';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import { hideClimberComment, keepClimberComment, moderationInbox, resolveProblemReport } from '../services/moderation-service';

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gyms/:gymId/moderation/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, querystring: moderationQuerySchema, response: { 200: moderationInboxSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return moderationInbox(contextOf(request), { gymId: request.params.gymId, ...request.query });
    },
  );

  app.post(
    '/moderation/reports/:id/resolve/',
    // No body resolves without a note.
    { ...STAFF_WRITE, schema: { params: reportParamsSchema, body: bodyOrEmpty(resolveBodySchema), response: { 200: resolvedSchema } } },
    async (request) => resolveProblemReport(contextOf(request), { reportId: request.params.id, note: request.body.note ?? null }),
  );

  app.post(
    '/moderation/comments/:id/hide/',
    { ...STAFF_WRITE, schema: { params: moderatedCommentParamsSchema, body: bodyOrEmpty(hideBodySchema), response: { 200: hiddenSchema } } },
    async (request) => hideClimberComment(contextOf(request), { commentId: request.params.id, reason: request.body.reason }),
  );

  app.post(
    '/moderation/comments/:id/keep/',
    { ...STAFF_WRITE, schema: { params: moderatedCommentParamsSchema, response: { 200: keptSchema } } },
    async (request) => keepClimberComment(contextOf(request), { commentId: request.params.id }),
  );
};

export default moderationRoutes;
