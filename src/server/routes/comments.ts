/**
 * GET /api/gym-comments/{gymId}/ (back-office.md §7): every comment of the gym, newest first; and
 * GET /api/gym-comments/{gymId}/page/, the same by pages for the /comments page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gymParamsSchema } from '../../shared/contract/dashboard';
import { commentsPageQuerySchema, commentsPageSchema } from '../../shared/contract/comments';
import { commentSchema } from '../../shared/contract/routes';
import { authenticate } from '../plugins/session';
import { membershipOf, staffContext } from '../services/access-service';
import { allComments, commentsPage } from '../services/dashboard-service';
import { sendGymRead } from '../lib/gym-read-cache';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/gym-comments/:gymId/',
    { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, () => allComments(app.db, request.params.gymId));
    },
  );

  app.get(
    '/gym-comments/:gymId/page/',
    {
      onRequest: authenticate,
      schema: { params: gymParamsSchema, querystring: commentsPageQuerySchema, response: { 200: commentsPageSchema } },
    },
    async (request, reply) => {
      membershipOf(await staffContext(request), request.params.gymId);
      return sendGymRead(request, reply, request.params.gymId, () => commentsPage(app.db, request.params.gymId, request.query));
    },
  );
};

export default commentsRoutes;
