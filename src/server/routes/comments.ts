/**
 * GET /api/gym-comments/{gymId}/ (docs/product.md › Back office: calls): every comment of the gym, newest first; and
 * GET /api/gym-comments/{gymId}/page/, the same by pages for the /comments page.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import { commentsPageQuerySchema, commentsPageSchema } from '../../shared/contract/comments';
import { commentListSchema } from '../../shared/contract/routes';
import { allCommentsRead, commentsPageRead } from '../services/dashboard-service';
import { gymReadRoute } from './gym-read-route';

const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  gymReadRoute(app, '/gym-comments/:gymId/', { params: gymIdParamsSchema, response: commentListSchema }, (ctx, { params }) => allCommentsRead(ctx, params));
  gymReadRoute(
    app,
    '/gym-comments/:gymId/page/',
    { params: gymIdParamsSchema, querystring: commentsPageQuerySchema, response: commentsPageSchema },
    (ctx, { params, query }) => commentsPageRead(ctx, { gymId: params.gymId, query }),
  );
};

export default commentsRoutes;
