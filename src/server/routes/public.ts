/**
 * The public calls of docs/product.md › Public pages: calls: no login; the POST needs the anti-forgery header like every write.
 *
 * The GET answers are polled by many phones at once, so each is computed at most once per short
 * time-to-live per process (concurrent misses share one computation), then served from memory with a
 * strong ETag and `Cache-Control: public, max-age=N`; a matching If-None-Match gets 304 without a body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  challengeResponseSchema,
  CONTEST_CACHE_SECONDS,
  drawResponseSchema,
  finalsContestResponseSchema,
  LEADERBOARD_CACHE_SECONDS,
  monthlyLeaderboardResponseSchema,
  notifyBodySchema,
  notifyResponseSchema,
  PARTNER_GYMS_CACHE_SECONDS,
  partnerGymsResponseSchema,
  pointsContestResponseSchema,
  routeSettersLeaderboardResponseSchema,
} from '../../shared/contract/public';
import { parisMonthRange } from '../../shared/domain/leaderboard';
import { MESSAGES } from '../../shared/messages';
import { etagMatches, strongEtag } from '../http/http-cache';
import { cachedOrComputed, computedCache, type ComputedCache } from '../lib/computed-cache';
import { requestLimit } from '../plugins/request-limits';
import { clientIp } from '../plugins/session';
import { challengeAnswer, drawAnswer, finalsContestAnswer, pointsContestAnswer, PUBLIC_CONTESTS } from '../services/contest-ranking-service';
import { monthlyLeaderboard, routeSettersLeaderboard } from '../services/leaderboard-service';
import { listPartnerGyms, registerPotentialUser } from '../services/notify-service';

/** An answer serialized once, with its strong validator. */
export interface CachedJson {
  json: string;
  etag: string;
}

/** Checks the answer against its contract, then serializes it and hashes it for the ETag. */
export function toCachedJson<S extends z.ZodType>(schema: S, value: z.input<S>): CachedJson {
  const json = JSON.stringify(schema.parse(value));
  return { json, etag: strongEtag(json) };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, maxAgeSeconds: number) {
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('etag', cached.etag);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as is: the body was serialized when it was cached.
  return reply.type('application/json; charset=utf-8').send(cached.json);
}

const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  const contestCache = computedCache<CachedJson>({ ttlMs: CONTEST_CACHE_SECONDS * 1000, max: 100 });
  const leaderboardCache = computedCache<CachedJson>({ ttlMs: LEADERBOARD_CACHE_SECONDS * 1000, max: 100 });
  const gymsCache = computedCache<CachedJson>({ ttlMs: PARTNER_GYMS_CACHE_SECONDS * 1000, max: 100 });
  // Read at call time (not `new Date()`), so that tests moving Date.now move every clock together.
  const now = () => new Date(Date.now());

  const cachedGet = (
    path: string,
    cache: ComputedCache<CachedJson>,
    maxAgeSeconds: number,
    key: () => string | Promise<string>,
    compute: () => Promise<CachedJson>,
  ) => {
    app.get(path, async (request, reply) => sendCached(request, reply, await cachedOrComputed(cache, await key(), compute), maxAgeSeconds));
  };
  /**
   * A seeded contest's answer is kept per ranking version (docs/product.md › Contests: public pages), like the live rankings: a
   * result bumps the version in PostgreSQL, so every process computes the new answer at its next call
   * instead of serving the old one until its time is up.
   */
  const versioned = (slug: string) => async () => `${slug}:${(await app.contestLive.headBySlug(slug))?.version ?? 0}`;

  const { challenge, contest, contestSameTime, contestJunior, contestFinals, draw } = PUBLIC_CONTESTS;

  // The accented path: Fastify's router decodes the percent-encoded form before matching, so both
  // '/api/SoiréeSpécialeLancement/' and '/api/Soir%C3%A9eSp%C3%A9cialeLancement/' reach this route.
  cachedGet(
    '/SoiréeSpécialeLancement/',
    contestCache,
    CONTEST_CACHE_SECONDS,
    () => challenge.slug,
    async () => toCachedJson(challengeResponseSchema, await challengeAnswer(app.db, challenge.slug)),
  );
  for (const [path, binding] of [
    ['/contestwebview/', contest],
    ['/contestminorwebview/', contestJunior],
    ['/contestwebviewsametime/', contestSameTime],
  ] as const) {
    cachedGet(path, contestCache, CONTEST_CACHE_SECONDS, versioned(binding.slug), async () =>
      toCachedJson(pointsContestResponseSchema, await pointsContestAnswer(app.db, binding.slug)),
    );
  }
  cachedGet('/contestwebviewfinals/', contestCache, CONTEST_CACHE_SECONDS, versioned(contestFinals.slug), async () =>
    toCachedJson(finalsContestResponseSchema, await finalsContestAnswer(app.db, contestFinals.slug)),
  );
  cachedGet(
    '/aleasorting/',
    contestCache,
    CONTEST_CACHE_SECONDS,
    () => draw.slug,
    async () => toCachedJson(drawResponseSchema, await drawAnswer(app.db, draw.slug, now())),
  );

  // Keyed by month so that the first request of a new month never gets last month's list.
  cachedGet(
    '/leaderboard/monthly/',
    leaderboardCache,
    LEADERBOARD_CACHE_SECONDS,
    () => `climbers:${parisMonthRange(now()).month}`,
    async () => toCachedJson(monthlyLeaderboardResponseSchema, await monthlyLeaderboard(app.db, now())),
  );
  cachedGet(
    '/routesetters-boulders-leaderboard/',
    leaderboardCache,
    LEADERBOARD_CACHE_SECONDS,
    () => `setters:${parisMonthRange(now()).month}`,
    async () => toCachedJson(routeSettersLeaderboardResponseSchema, await routeSettersLeaderboard(app.db, now())),
  );
  cachedGet(
    '/gyms/partners/',
    gymsCache,
    PARTNER_GYMS_CACHE_SECONDS,
    () => 'partners',
    async () => toCachedJson(partnerGymsResponseSchema, await listPartnerGyms(app.db)),
  );

  app.post(
    '/potentialnewuser/',
    {
      // Every post counts, valid or not: slows down guessing gym names and addresses.
      config: { rateLimit: requestLimit('notifyAttemptsAddress', MESSAGES.notifyTooManyRequests) },
      schema: { body: notifyBodySchema, response: { 201: notifyResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await registerPotentialUser(app.db, app.limits, request.body, clientIp(request))),
  );
};

export default publicRoutes;
