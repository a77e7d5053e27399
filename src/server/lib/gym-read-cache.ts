/**
 * Answers of the back-office reads (statistics, boulder lists) cached per process under the gym's
 * data version (gym_data_versions, bumped by triggers on every write that matters) and the Paris day
 * (figures like "tries per day" move at midnight). A write is therefore seen by the very next read,
 * and unchanged data is computed once instead of on every dashboard refresh. The answer is kept
 * serialised with its ETag, so a client that already has it gets a 304.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { parisDay } from '../../shared/domain/dates';
import type { Database } from '../db/client';
import { etagMatches, strongEtag } from './http-cache';
import { TtlCache } from './ttl-cache';

interface CachedAnswer {
  /** The data versions the answer was computed from. */
  versions: string;
  /** The serialised answer, encoded once: large answers are not re-encoded on every send. */
  body: Buffer;
  etag: string;
}

// Also bounds how long a change the triggers do not see (a climber renaming themselves) can show.
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

// One cache per database pool: test apps on different databases never share answers.
const caches = new WeakMap<Database, TtlCache<CachedAnswer>>();

function cacheOf(db: Database): TtlCache<CachedAnswer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new TtlCache<CachedAnswer>({ ttlMs: TTL_MS, maxEntries: MAX_ENTRIES });
    caches.set(db, cache);
  }
  return cache;
}

/** The data versions of these gyms, as one key part ('3:17,5:2'). */
export async function gymDataVersions(db: Database, gymIds: number[]): Promise<string> {
  const { rows } = await db.$client.query<{ gym_id: number; version: number }>(
    'select gym_id, version from gym_data_versions where gym_id = any($1::int[])',
    [gymIds],
  );
  const versions = new Map(rows.map((r) => [r.gym_id, r.version]));
  return [...gymIds].sort((a, b) => a - b).map((id) => `${id}:${versions.get(id) ?? 0}`).join(',');
}

/**
 * Sends the answer of `compute` for this request, from the cache when the data of the gym (or gyms)
 * it depends on has not changed. Callers check access first: the cache never does.
 * The route's 200 response schema still checks (and trims) the value once, when it is computed.
 */
export async function sendGymRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  gyms: number | number[],
  compute: (now: Date) => Promise<T>,
): Promise<FastifyReply> {
  const db = request.server.db;
  const now = new Date();
  const versions = await gymDataVersions(db, Array.isArray(gyms) ? gyms : [gyms]);
  // One entry per address and day: a newer version replaces the older answer instead of piling up.
  const key = `${parisDay(now)}|${request.url}`;
  const schema = (request.routeOptions.schema?.response as Record<number, ZodType> | undefined)?.[200];
  const computeAnswer = async (): Promise<CachedAnswer> => {
    const value = await compute(now);
    const body = Buffer.from(JSON.stringify(schema ? schema.parse(value) : value), 'utf8');
    return { versions, body, etag: strongEtag(body) };
  };
  const cache = cacheOf(db);
  let answer = await cache.get(key, computeAnswer);
  if (answer.versions !== versions) {
    cache.delete(key);
    answer = await cache.get(key, computeAnswer);
  }
  reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
