/** What climbers log through the app's API (docs/product.md › Climbers: calls): ascents, ratings, grade votes, comments, reports. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ascentBodySchema,
  ascentSchema,
  batchAnswerSchema,
  batchBodySchema,
  boulderIdParamsSchema,
  climberCommentSchema,
  clientIdParamsSchema,
  commentBodySchema,
  commentIdParamsSchema,
  gradeVoteBodySchema,
  gradeVoteSchema,
  ratingBodySchema,
  ratingSchema,
  reportBodySchema,
  reportSchema,
} from '../../../shared/contract/climber-logs';
import { authenticate, contextOf } from '../../plugins/session';
import {
  commentBoulder,
  deleteAscent,
  deleteComment,
  logAscent,
  logAscentBatch,
  rateBoulder,
  reportProblem,
  voteGrade,
} from '../../services/climber-logs-service';

/** A batch of 50 logs is about 7 kB; the other bodies are a few hundred bytes. */
const WRITE = { onRequest: authenticate, bodyLimit: 64 * 1024 } as const;

const climberLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/ascents/:clientId/',
    { ...WRITE, schema: { params: clientIdParamsSchema, body: ascentBodySchema, response: { 200: ascentSchema, 201: ascentSchema } } },
    async (request, reply) => {
      const { status, ascent, insertMs } = await logAscent(contextOf(request), { clientId: request.params.clientId, body: request.body });
      // The insert's own time, apart from the call's (authentication, limits): shown by browsers'
      // developer tools, and read by the mixed benchmark (issue 8's insert target).
      return reply
        .status(status)
        .header('Server-Timing', `insert;dur=${insertMs.toFixed(2)}`)
        .send(ascent);
    },
  );

  app.post('/ascents/batch/', { ...WRITE, schema: { body: batchBodySchema, response: { 200: batchAnswerSchema } } }, async (request) =>
    logAscentBatch(contextOf(request), { items: request.body.items }),
  );

  app.delete('/ascents/:clientId/', { ...WRITE, schema: { params: clientIdParamsSchema } }, async (request, reply) => {
    await deleteAscent(contextOf(request), { clientId: request.params.clientId });
    return reply.status(204).send();
  });

  app.put(
    '/boulders/:id/rating/',
    { ...WRITE, schema: { params: boulderIdParamsSchema, body: ratingBodySchema, response: { 200: ratingSchema } } },
    async (request) => rateBoulder(contextOf(request), { boulderId: request.params.id, stars: request.body.stars }),
  );

  app.put(
    '/boulders/:id/grade-vote/',
    { ...WRITE, schema: { params: boulderIdParamsSchema, body: gradeVoteBodySchema, response: { 200: gradeVoteSchema } } },
    async (request) => voteGrade(contextOf(request), { boulderId: request.params.id, ...request.body }),
  );

  app.post(
    '/boulders/:id/comments/',
    { ...WRITE, schema: { params: boulderIdParamsSchema, body: commentBodySchema, response: { 201: climberCommentSchema, 200: climberCommentSchema } } },
    async (request, reply) => {
      const { comment, replayed } = await commentBoulder(contextOf(request), { boulderId: request.params.id, text: request.body.text });
      // A replay of the same comment answers the one already stored.
      return reply.status(replayed ? 200 : 201).send(comment);
    },
  );

  app.delete('/comments/:id/', { ...WRITE, schema: { params: commentIdParamsSchema } }, async (request, reply) => {
    await deleteComment(contextOf(request), { commentId: request.params.id });
    return reply.status(204).send();
  });

  app.post(
    '/boulders/:id/reports/',
    { ...WRITE, schema: { params: boulderIdParamsSchema, body: reportBodySchema, response: { 201: reportSchema, 200: reportSchema } } },
    async (request, reply) => {
      const { report, replayed } = await reportProblem(contextOf(request), {
        boulderId: request.params.id,
        kind: request.body.kind,
        text: request.body.text ?? null,
      });
      return reply.status(replayed ? 200 : 201).send(report);
    },
  );
};

export default climberLogsRoutes;
