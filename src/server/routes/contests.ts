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

const IMPORT_MAX_BYTES = 1024 * 1024;
// 200 boulders and 20 categories are about 40 kB of JSON.
const CONTEST_WRITE = { ...STAFF_WRITE, bodyLimit: 256 * 1024 } as const;
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

  app.get(
    '/gyms/:gymId/contests/',
    { onRequest: authenticate, schema: { params: gymIdParamsSchema, querystring: pageQuerySchema, response: { 200: contestListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listContests(contextOf(request), { gymId: request.params.gymId, ...request.query });
    },
  );
  app.post(
    '/gyms/:gymId/contests/',
    { ...CONTEST_WRITE, schema: { params: gymIdParamsSchema, body: bodyOrEmpty(createContestBodySchema), response: { 201: contestSchema } } },
    async (request, reply) => {
      return reply.status(201).send(await createContest(contextOf(request), { gymId: request.params.gymId, body: request.body }));
    },
  );
  app.get('/contests/:id/', { onRequest: authenticate, schema: { params: contestParamsSchema, response: { 200: contestSchema } } }, async (request, reply) => {
    reply.header('cache-control', PRIVATE);
    return getContest(contextOf(request), { id: request.params.id });
  });
  app.patch(
    '/contests/:id/',
    { ...CONTEST_WRITE, schema: { params: contestParamsSchema, body: bodyOrEmpty(updateContestBodySchema), response: { 200: contestSchema } } },
    async (request) => updateContestSettings(contextOf(request), { id: request.params.id, body: request.body }),
  );

  app.get(
    '/contests/:id/competitors/',
    { onRequest: authenticate, schema: { params: contestParamsSchema, querystring: pageQuerySchema, response: { 200: competitorListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listCompetitors(contextOf(request), { id: request.params.id, ...request.query });
    },
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
  app.patch(
    '/contests/:id/competitors/:competitorId/',
    { ...STAFF_WRITE, schema: { params: competitorParamsSchema, body: bodyOrEmpty(updateCompetitorBodySchema), response: { 200: competitorSchema } } },
    async (request) => editCompetitor(contextOf(request), { id: request.params.id, competitorId: request.params.competitorId, body: request.body }),
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
  app.post(
    '/contests/:id/self-scoring-links/',
    { ...STAFF_WRITE, schema: { params: contestParamsSchema, response: { 200: selfScoringLinksSchema } } },
    async (request) => sendSelfScoringLinks(contextOf(request), { contestId: request.params.id }),
  );
  app.get('/contests/self-scoring/', { schema: { response: { 200: selfScoringViewSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const token = bearerToken(request);
    if (!token) throw notFound(SCORING_MESSAGES.selfLink);
    return selfScoringView(contextOf(request), { token });
  });
  app.get(
    '/contests/:id/results/',
    { onRequest: authenticate, schema: { params: contestParamsSchema, response: { 200: contestResultsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listContestResults(contextOf(request), { contestId: request.params.id });
    },
  );
  app.get(
    '/contests/:id/results/history/',
    { onRequest: authenticate, schema: { params: contestParamsSchema, querystring: resultHistoryQuerySchema, response: { 200: resultHistorySchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return resultHistory(contextOf(request), { contestId: request.params.id, ...request.query });
    },
  );
  app.patch(
    '/contests/:id/judges/:judgeId/',
    { ...STAFF_WRITE, schema: { params: judgeParamsSchema, body: bodyOrEmpty(updateJudgeBodySchema), response: { 200: judgeSchema } } },
    async (request) => updateJudge(contextOf(request), { contestId: request.params.id, judgeId: request.params.judgeId, body: request.body }),
  );
  app.delete('/contests/:id/judges/:judgeId/', { ...STAFF_WRITE, schema: { params: judgeParamsSchema } }, async (request, reply) => {
    await deleteJudge(contextOf(request), { contestId: request.params.id, judgeId: request.params.judgeId });
    return reply.status(204).send();
  });
  app.get(
    '/contests/:id/judges/',
    { onRequest: authenticate, schema: { params: contestParamsSchema, response: { 200: judgeListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return listContestJudges(contextOf(request), { contestId: request.params.id });
    },
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
  app.post(
    '/contests/:id/final/',
    { ...STAFF_WRITE, schema: { params: contestParamsSchema, body: bodyOrEmpty(finalBodySchema), response: { 200: contestSchema } } },
    async (request) => startFinal(contextOf(request), { id: request.params.id, body: request.body }),
  );
  app.post(
    '/contests/:id/draw/',
    { ...STAFF_WRITE, schema: { params: contestParamsSchema, body: bodyOrEmpty(drawBodySchema), response: { 200: drawAnswerSchema } } },
    async (request) => drawPrizes(contextOf(request), { id: request.params.id, body: request.body }),
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
