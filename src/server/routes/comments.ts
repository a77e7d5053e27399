/**
 * GET /api/gym-comments/{gymId}/ (back-office.md §7): every comment of the gym, newest first; and
 * GET /api/gym-comments/{gymId}/page/, the same by pages for the /comments page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gymParamsSchema } from '../../shared/contract/dashboard';
import { commentsPageQuerySchema, commentsPageSchema } from '../../shared/contract/comments';
import { commentSchema } from '../../shared/contract/routes';
import { authenticate, contextOf } from '../plugins/session';
import { allCommentsRead, commentsPageRead } from '../services/dashboard-service';
import { sendGymRead } from '../lib/gym-read-cache';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gym-comments/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request, reply) => sendGymRead(request, reply, await allCommentsRead(contextOf(request), request.params)),
  );

  app.get(
    '/gym-comments/:gymId/page/',
    {
      onRequest: authenticate,
      schema: { params: gymParamsSchema, querystring: commentsPageQuerySchema, response: { 200: commentsPageSchema } },
    },
    async (request, reply) =>
      sendGymRead(request, reply, await commentsPageRead(contextOf(request), { gymId: request.params.gymId, query: request.query })),
  );
};

export default commentsRoutes;
