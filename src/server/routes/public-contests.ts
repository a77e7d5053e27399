/**
 * The public calls of a contest (docs/product.md › Contests: public pages; Contests: calls): no login. The ranking is computed once per change
 * (plugins/contest-live.ts) and served with an ETag made of the contest's ranking version, so a phone that
 * has the current ranking gets a 304 without anything being computed; the events call pushes a
 * 'ranking' signal after each change.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contestSlugParamsSchema,
  explainParamsSchema,
  explainQuerySchema,
  RANKING_EVENT,
  registrationBodySchema,
  registrationSchema,
  PUBLIC_CONTEST_MESSAGES,
} from '../../shared/contract/contest-public';
import { bodyOrEmpty } from '../../shared/contract/params';
import { requestLimit } from '../plugins/request-limits';
import { contextOf } from '../plugins/session';
import { registerForContest } from '../services/contest-competitors-service';
import { notFound } from '../errors';
import { etagMatches } from '../http/http-cache';
import { explainCompetitor, publicContestAt } from '../services/contest-ranking-service';
import { answerLocale } from '../plugins/answer-language';

const HEARTBEAT_MS = 25_000;
/** A phone that stopped reading: past this much unsent data, its stream is closed (it reconnects and refetches). */
const MAX_BUFFERED_BYTES = 64 * 1024;

const rankingEtag = (contestId: number, version: number) => `"ranking-${contestId}-${version}"`;
const signal = (version: number) => `event: ${RANKING_EVENT}\ndata: {"version":${version}}\n\n`;

/** How soon a browser reconnects when this process stops (the EventSource `retry` field, in ms). */
export const RECONNECT_AFTER_SHUTDOWN_MS = 1000;

const publicContestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = app.contestLive;
  const streams = new Set<ServerResponse>();
  // Open event streams would keep the server from closing. On a shutdown (SIGTERM) each one ends with
  // a retry hint: the browser reconnects within a second, through the proxy, to another process.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
  });

  const rankingOf = async (slug: string) => {
    const computed = await live.rankingBySlug(slug);
    if (!computed) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    return computed;
  };

  app.get('/public/contests/:slug/', { schema: { params: contestSlugParamsSchema } }, async (request, reply) => {
    const computed = await rankingOf(request.params.slug);
    reply.header('cache-control', 'public, no-cache');
    return publicContestAt(computed, new Date());
  });

  app.get('/public/contests/:slug/ranking/', { schema: { params: contestSlugParamsSchema } }, async (request, reply) => {
    const head = await live.headBySlug(request.params.slug);
    if (!head) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    reply.header('cache-control', 'public, no-cache');
    if (etagMatches(request.headers['if-none-match'], rankingEtag(head.id, head.version))) {
      return reply.header('etag', rankingEtag(head.id, head.version)).code(304).send();
    }
    // The head just read names the version: no second lookup on the path every phone polls.
    const computed = await live.rankingAt(head.id, head.version);
    reply.header('etag', rankingEtag(computed.contestId, computed.version));
    return reply.type('application/json; charset=utf-8').send(computed.rankingJson);
  });

  app.get(
    '/public/contests/:slug/competitors/:id/explain/',
    { schema: { params: explainParamsSchema, querystring: explainQuerySchema } },
    async (request, reply) => {
      const computed = await rankingOf(request.params.slug);
      const explain = explainCompetitor(computed, { competitorId: request.params.id, round: request.query.round ?? 'qualification' });
      reply.header('cache-control', 'public, no-cache').header('etag', rankingEtag(computed.contestId, computed.version));
      return explain;
    },
  );

  app.post(
    '/public/contests/:slug/registrations/',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit: requestLimit('contestRegistrationsAddress', 'Trop d’inscriptions depuis votre connexion. Réessayez dans une heure.') },
      schema: { params: contestSlugParamsSchema, body: bodyOrEmpty(registrationBodySchema), response: { 200: registrationSchema, 201: registrationSchema } },
    },
    async (request, reply) => {
      const { registration, created } = await registerForContest(contextOf(request), {
        slug: request.params.slug,
        body: request.body,
        // The page's language (api-client sends it): the competitor's e-mails are written in it.
        locale: answerLocale(request.headers['accept-language']),
      });
      return reply.status(created ? 201 : 200).send(registration);
    },
  );

  app.get('/public/contests/:slug/events/', { schema: { params: contestSlugParamsSchema } }, async (request, reply) => {
    const head = await live.headBySlug(request.params.slug);
    if (!head) throw notFound(PUBLIC_CONTEST_MESSAGES.notFound);
    // Server-sent events: the stream is written by hand (hooks such as compression would buffer it).
    reply.hijack();
    const stream = reply.raw;
    const headers = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    };
    // HEAD (the GET route answers it too): the headers of the stream, then the end, holding no
    // socket and no subscriber.
    if (request.method === 'HEAD') {
      stream.writeHead(200, headers);
      stream.end();
      return;
    }
    stream.writeHead(200, { ...headers, connection: 'keep-alive' });
    streams.add(stream);
    const write = (text: string) => {
      if (stream.writableLength > MAX_BUFFERED_BYTES) stream.destroy();
      else stream.write(text);
    };
    // The current version at once: a phone that reconnects refetches only if it missed a change.
    write(`retry: 3000\n\n${signal(head.version)}`);
    const unsubscribe = live.subscribe(head.id, (version) => write(signal(version)));
    const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    stream.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(stream);
    });
  });
};

export default publicContestsRoutes;
