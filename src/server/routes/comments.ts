/** GET /api/gym-comments/{gymId}/ (back-office.md §7): every comment of the gym, newest first. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gymParamsSchema } from '../../shared/contract/dashboard';
import { commentSchema } from '../../shared/contract/routes';
import { authenticate } from '../plugins/session';
import { membershipOf, staffContext } from '../services/access-service';
import { allComments } from '../services/dashboard-service';
import { sendGymRead } from '../lib/gym-read-cache';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/gym-comments/:gymId/', '/gym-comments/:gymId']) {
    app.get(
      path,
      { onRequest: authenticate, schema: { params: gymParamsSchema, response: { 200: z.array(commentSchema) } } },
      async (request, reply) => {
        membershipOf(await staffContext(request), request.params.gymId);
        return sendGymRead(request, reply, request.params.gymId, () => allComments(app.db, request.params.gymId));
      },
    );
  }
};

export default commentsRoutes;
