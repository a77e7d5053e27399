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
import { hideClimberComment, keepClimberComment, moderationInbox, resolveProblemReport } from '../services/moderation-service';
import { signedInCalls } from './signed-in-route';

const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInCalls(app);
  signedIn.get(
    '/gyms/:gymId/moderation/',
    { params: gymIdParamsSchema, querystring: moderationQuerySchema, response: moderationInboxSchema },
    (ctx, { params, query }) => moderationInbox(ctx, { gymId: params.gymId, ...query }),
  );
  // No body resolves without a note.
  signedIn.post(
    '/moderation/reports/:id/resolve/',
    { params: reportParamsSchema, body: bodyOrEmpty(resolveBodySchema), response: resolvedSchema },
    (ctx, { params, body }) => resolveProblemReport(ctx, { reportId: params.id, note: body.note ?? null }),
  );
  signedIn.post(
    '/moderation/comments/:id/hide/',
    { params: moderatedCommentParamsSchema, body: bodyOrEmpty(hideBodySchema), response: hiddenSchema },
    (ctx, { params, body }) => hideClimberComment(ctx, { commentId: params.id, reason: body.reason }),
  );
  signedIn.post('/moderation/comments/:id/keep/', { params: moderatedCommentParamsSchema, response: keptSchema }, (ctx, { params }) =>
    keepClimberComment(ctx, { commentId: params.id }),
  );
};

export default moderationRoutes;
