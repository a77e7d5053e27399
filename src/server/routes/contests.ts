/** The contests a gym runs from the back office (docs/product.md › Contests: calls): contests, competitors, CSV import. */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gymIdParamsSchema } from '../../shared/contract/params';
import {
  contestResultsSchema,
  createJudgeBodySchema,
  judgeParamsSchema,
  judgeListSchema,
  judgeSchema,
  judgeSessionAnswerSchema,
  judgeSessionBodySchema,
  judgeViewSchema,
  COMPETITOR_TOKEN_PREFIX,
  JUDGE_TOKEN_PREFIX,
  resultBodySchema,
  resultHistoryQuerySchema,
  resultHistorySchema,
  resultParamsSchema,
  resultSchema,
  SCORING_MESSAGES,
  selfScoringLinksSchema,
  selfScoringViewSchema,
  updateJudgeBodySchema,
} from '../../shared/contract/contest-scoring';
import {
  competitorListSchema,
  competitorParamsSchema,
  competitorSchema,
  contestListSchema,
  contestParamsSchema,
  contestSchema,
  createCompetitorBodySchema,
  createContestBodySchema,
  drawAnswerSchema,
  drawBodySchema,
  exportQuerySchema,
  finalBodySchema,
  IMPORT_MESSAGES,
  importAnswerSchema,
  pageQuerySchema,
  updateCompetitorBodySchema,
  updateContestBodySchema,
} from '../../shared/contract/contests';
import { bodyOrEmpty } from '../../shared/contract/params';
import { AppError, notFound } from '../errors';
import { readUploadedFile } from '../http/multipart-file';
import { authenticate, bearerToken, contextOf, STAFF_WRITE } from '../plugins/session';
import { drawPrizes, podiumsPdf, resultsCsv, startFinal } from '../services/contest-rounds-service';
import {
  addCompetitor,
  competitorOfSelfToken,
  editCompetitor,
  importCompetitors,
  listCompetitors,
  selfScoringView,
  sendSelfScoringLinks,
} from '../services/contest-competitors-service';
import {
  createJudge,
  deleteJudge,
  judgeOfToken,
  judgeView,
  listContestJudges,
  listContestResults,
  openJudgeSession,
  recordResult,
  resultHistory,
  updateJudge,
} from '../services/contest-scoring-service';
import { contestFor, createContest, getContest, listContests, updateContestSettings } from '../services/contest-admin-service';
import { signedInCalls } from './signed-in-route';

const IMPORT_MAX_BYTES = 1024 * 1024;
// 200 boulders and 20 categories are about 40 kB of JSON.
const CONTEST_BODY_LIMIT = 256 * 1024;
const PRIVATE = 'private, no-cache';

export const JUDGE_COOKIE = 'gaston_judge';

/** The judge of this request: a judge's bearer token, else the judge cookie (null when neither is a live session). */
async function judgeOfRequest(request: FastifyRequest) {
  const bearer = bearerToken(request);
  const token = bearer?.startsWith(JUDGE_TOKEN_PREFIX) ? bearer : request.cookies[JUDGE_COOKIE];
  return judgeOfToken(contextOf(request), token);
}

/** The competitor of a personal link's bearer token (null without one; a 404 for a token that is no one's). */
async function linkCompetitorOfRequest(request: FastifyRequest) {
  const bearer = bearerToken(request);
  if (!bearer?.startsWith(COMPETITOR_TOKEN_PREFIX)) return null;
  return (await competitorOfSelfToken(contextOf(request), bearer)).competitor;
}

const contestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only the import reads a multipart body; the body limit is above the file limit so that a big file gets the French 400.
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const signedIn = signedInCalls(app);
  const contestWrites = signedInCalls(app, { bodyLimit: CONTEST_BODY_LIMIT });

  signedIn.get('/gyms/:gymId/contests/', { params: gymIdParamsSchema, querystring: pageQuerySchema, response: contestListSchema }, (ctx, { params, query }) =>
    listContests(ctx, { gymId: params.gymId, ...query }),
  );
  contestWrites.post(
    '/gyms/:gymId/contests/',
    { params: gymIdParamsSchema, body: bodyOrEmpty(createContestBodySchema), created: contestSchema },
    (ctx, { params, body }) => createContest(ctx, { gymId: params.gymId, body }),
  );
  signedIn.get('/contests/:id/', { params: contestParamsSchema, response: contestSchema }, (ctx, { params }) => getContest(ctx, { id: params.id }));
  contestWrites.patch(
    '/contests/:id/',
    { params: contestParamsSchema, body: bodyOrEmpty(updateContestBodySchema), response: contestSchema },
    (ctx, { params, body }) => updateContestSettings(ctx, { id: params.id, body }),
  );

  signedIn.get(
    '/contests/:id/competitors/',
    { params: contestParamsSchema, querystring: pageQuerySchema, response: competitorListSchema },
    (ctx, { params, query }) => listCompetitors(ctx, { id: params.id, ...query }),
  );
  app.post(
    '/contests/:id/competitors/',
    {
      ...STAFF_WRITE,
      schema: { params: contestParamsSchema, body: bodyOrEmpty(createCompetitorBodySchema), response: { 200: competitorSchema, 201: competitorSchema } },
    },
    async (request, reply) => {
      const { competitor, created } = await addCompetitor(contextOf(request), { id: request.params.id, body: request.body });
      return reply.status(created ? 201 : 200).send(competitor);
    },
  );
  signedIn.patch(
    '/contests/:id/competitors/:competitorId/',
    { params: competitorParamsSchema, body: bodyOrEmpty(updateCompetitorBodySchema), response: competitorSchema },
    (ctx, { params, body }) => editCompetitor(ctx, { id: params.id, competitorId: params.competitorId, body }),
  );
  app.put(
    '/contests/:id/results/:clientId/',
    { bodyLimit: 4 * 1024, schema: { params: resultParamsSchema, body: bodyOrEmpty(resultBodySchema), response: { 200: resultSchema } } },
    async (request) => {
      const linkCompetitor = await linkCompetitorOfRequest(request);
      const judge = linkCompetitor ? null : await judgeOfRequest(request);
      return recordResult(contextOf(request), {
        contestId: request.params.id,
        clientId: request.params.clientId.toLowerCase(),
        body: request.body,
        judge,
        linkCompetitor,
      });
    },
  );
  signedIn.post('/contests/:id/self-scoring-links/', { params: contestParamsSchema, response: selfScoringLinksSchema }, (ctx, { params }) =>
    sendSelfScoringLinks(ctx, { contestId: params.id }),
  );
  app.get('/contests/self-scoring/', { schema: { response: { 200: selfScoringViewSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request);
    if (!token) throw notFound(SCORING_MESSAGES.selfLink);
    return selfScoringView(contextOf(request), { token });
  });
  signedIn.get('/contests/:id/results/', { params: contestParamsSchema, response: contestResultsSchema }, (ctx, { params }) =>
    listContestResults(ctx, { contestId: params.id }),
  );
  signedIn.get(
    '/contests/:id/results/history/',
    { params: contestParamsSchema, querystring: resultHistoryQuerySchema, response: resultHistorySchema },
    (ctx, { params, query }) => resultHistory(ctx, { contestId: params.id, ...query }),
  );
  signedIn.patch(
    '/contests/:id/judges/:judgeId/',
    { params: judgeParamsSchema, body: bodyOrEmpty(updateJudgeBodySchema), response: judgeSchema },
    (ctx, { params, body }) => updateJudge(ctx, { contestId: params.id, judgeId: params.judgeId, body }),
  );
  signedIn.delete('/contests/:id/judges/:judgeId/', { params: judgeParamsSchema }, (ctx, { params }) =>
    deleteJudge(ctx, { contestId: params.id, judgeId: params.judgeId }),
  );
  signedIn.get('/contests/:id/judges/', { params: contestParamsSchema, response: judgeListSchema }, (ctx, { params }) =>
    listContestJudges(ctx, { contestId: params.id }),
  );
  app.post(
    '/contests/:id/judges/',
    { ...STAFF_WRITE, schema: { params: contestParamsSchema, body: bodyOrEmpty(createJudgeBodySchema), response: { 200: judgeSchema, 201: judgeSchema } } },
    async (request, reply) => {
      const { judge, created } = await createJudge(contextOf(request), { contestId: request.params.id, body: request.body });
      return reply.status(created ? 201 : 200).send(judge);
    },
  );
  app.post(
    '/contests/judge/session/',
    { bodyLimit: 4 * 1024, config: { csrf: false }, schema: { body: bodyOrEmpty(judgeSessionBodySchema), response: { 200: judgeSessionAnswerSchema } } },
    async (request, reply) => {
      const { token, expiresAt } = await openJudgeSession(contextOf(request), request.body);
      reply.setCookie(JUDGE_COOKIE, token, { path: '/api/contests/', httpOnly: true, sameSite: 'lax', secure: app.config.secure, expires: expiresAt });
      return { token };
    },
  );
  app.get('/contests/judge/', { schema: { response: { 200: judgeViewSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    const judge = await judgeOfRequest(request);
    if (!judge) throw new AppError('unauthenticated', SCORING_MESSAGES.judgeSessionRequired);
    return judgeView(contextOf(request), { judge });
  });
  signedIn.post('/contests/:id/final/', { params: contestParamsSchema, body: bodyOrEmpty(finalBodySchema), response: contestSchema }, (ctx, { params, body }) =>
    startFinal(ctx, { id: params.id, body }),
  );
  signedIn.post(
    '/contests/:id/draw/',
    { params: contestParamsSchema, body: bodyOrEmpty(drawBodySchema), response: drawAnswerSchema },
    (ctx, { params, body }) => drawPrizes(ctx, { id: params.id, body }),
  );
  app.get(
    '/contests/:id/results.csv',
    { onRequest: authenticate, schema: { params: contestParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const { csv, fileName } = await resultsCsv(contextOf(request), { id: request.params.id, round: request.query.round });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', PRIVATE)
        .send(csv);
    },
  );
  app.get('/contests/:id/podiums.pdf', { onRequest: authenticate, schema: { params: contestParamsSchema } }, async (request, reply) => {
    const { pdf, fileName } = await podiumsPdf(contextOf(request), { id: request.params.id });
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', PRIVATE).send(pdf);
  });
  app.post(
    '/contests/:id/competitors/import/',
    { ...STAFF_WRITE, bodyLimit: IMPORT_MAX_BYTES + 64 * 1024, schema: { params: contestParamsSchema, response: { 201: importAnswerSchema } } },
    async (request, reply) => {
      await contestFor(contextOf(request), 'runContests', request.params.id);
      const file = await readUploadedFile(request, IMPORT_MESSAGES);
      return reply.status(201).send(await importCompetitors(contextOf(request), { id: request.params.id, file }));
    },
  );
};

export default contestsRoutes;
