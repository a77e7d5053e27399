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
import { signedInCalls } from '../signed-in-route';

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

  const climber = signedInCalls(app, { bodyLimit: WRITE.bodyLimit });
  climber.post('/ascents/batch/', { body: batchBodySchema, response: batchAnswerSchema }, (ctx, { body }) => logAscentBatch(ctx, { items: body.items }));
  climber.delete('/ascents/:clientId/', { params: clientIdParamsSchema }, (ctx, { params }) => deleteAscent(ctx, { clientId: params.clientId }));
  climber.put('/boulders/:id/rating/', { params: boulderIdParamsSchema, body: ratingBodySchema, response: ratingSchema }, (ctx, { params, body }) =>
    rateBoulder(ctx, { boulderId: params.id, stars: body.stars }),
  );
  climber.put('/boulders/:id/grade-vote/', { params: boulderIdParamsSchema, body: gradeVoteBodySchema, response: gradeVoteSchema }, (ctx, { params, body }) =>
    voteGrade(ctx, { boulderId: params.id, ...body }),
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

  climber.delete('/comments/:id/', { params: commentIdParamsSchema }, (ctx, { params }) => deleteComment(ctx, { commentId: params.id }));

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
