/**
 * Answers of the back-office reads (statistics, boulder lists) cached per process under the gym's
 * data versions (gym_data_versions: `version` bumped at once by staff writes, `activity_version`
 * within a second of climbers' writes by the drainer; each bump is announced to every process,
 * src/server/db/gym-changes.ts) and the Paris day
 * (figures like "tries per day" move at midnight). The versions come with each read (GymRead: the
 * session lookup reads them with the memberships), so a staff write is seen by the very next
 * read without a query of the cache's own, climbers' activity within seconds without making readers wait, and unchanged data is
 * computed once instead of on every dashboard refresh. The answer is kept
 * serialised with its ETag, so a client that already has it gets a 304.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { parisDay } from '../../shared/domain/dates';
import { BODY_ENCODINGS, compressBody, COMPRESSION_THRESHOLD_BYTES, preferredEncoding, type BodyEncoding } from '../http/body-encoding';
import { etagMatches, strongEtag } from '../http/http-cache';
import type { GymDataVersion, GymRead } from '../services/context';
import { cachedOrComputed, computedCache, type ComputedCache } from '../lib/computed-cache';
import { SerializedJson } from '../http/json-chunks';

interface CachedAnswer {
  /** The gyms' staff-write versions the answer was computed from: a change is never served. */
  edits: string;
  /** The gyms' activity versions: a change may be served stale for a few seconds. */
  activity: string;
  computedAt: number;
  /** The serialised answer, encoded once: large answers are not re-encoded on every send. */
  body: Buffer;
  etag: string;
  /** Its brotli and gzip bytes, each made the first time a client asks for it (not compressed per send). */
  encoded: Partial<Record<BodyEncoding, Promise<Buffer>>>;
  /** Those already made. */
  ready: Partial<Record<BodyEncoding, Buffer>>;
}

// Also bounds how long a change the triggers do not see can show.
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;
/**
 * Climbers' activity: an answer older than REFRESH_AFTER_MS is recomputed in the background while
 * it is still served; one older than STATS_MAX_STALE_MS (config, 7 s) is recomputed before
 * answering. With the drain every second, activity reaches the figures within about 8 s
 * (docs/statistics.md says 10 s), and each answer is recomputed at most every 2 s however fast
 * climbers write.
 */
const REFRESH_AFTER_MS = 2_000;

interface GymCache {
  answers: ComputedCache<CachedAnswer>;
  /** Keys of the answers computed from each gym's data, dropped when staff change that gym. */
  keysByGym: Map<number, Set<string>>;
  /** Background recomputations under way, one per key. */
  refreshing: Set<string>;
}

// One cache per app: test apps on different databases never share answers.
const caches = new WeakMap<FastifyInstance, GymCache>();

function cacheOf(app: FastifyInstance): GymCache {
  let cache = caches.get(app);
  if (!cache) {
    const created: GymCache = {
      answers: computedCache<CachedAnswer>({ ttlMs: TTL_MS, max: MAX_ENTRIES }),
      keysByGym: new Map(),
      refreshing: new Set(),
    };
    // The version check below keeps answers right on its own; the notifications (from every
    // process) free the memory of answers that can no longer be served.
    app.gymChanges.subscribe((change) => {
      if (change.kind === 'resync') {
        created.answers.clear();
        created.keysByGym.clear();
      } else if (change.kind === 'edit') {
        for (const gymId of change.gymIds) {
          for (const key of created.keysByGym.get(gymId) ?? []) created.answers.delete(key);
          created.keysByGym.delete(gymId);
        }
      }
    });
    caches.set(app, created);
    cache = created;
  }
  return cache;
}

function remember(cache: GymCache, gymIds: number[], key: string) {
  for (const gymId of gymIds) {
    let keys = cache.keysByGym.get(gymId);
    if (!keys || keys.size > MAX_ENTRIES) cache.keysByGym.set(gymId, (keys = new Set()));
    keys.add(key);
  }
}

interface GymVersions {
  edits: string;
  activity: string;
}

/** The versions of the answer's gyms, each as one key part ('3:17,5:2'). */
function versionsOf(rows: GymDataVersion[]): GymVersions {
  const sorted = [...rows].sort((a, b) => a.gymId - b.gymId);
  return {
    edits: sorted.map((row) => `${row.gymId}:${row.version}`).join(','),
    activity: sorted.map((row) => `${row.gymId}:${row.activityVersion}`).join(','),
  };
}

/**
 * Sends the answer of a read (its service checked access and named the gyms it depends on), from
 * the cache when the data of those gyms has not changed. The cache never checks access itself.
 * The route's 200 response schema still checks (and trims) the value once, when it is computed
 * (a SerializedJson answer was checked item by item by its service).
 */
export async function sendGymRead<T>(request: FastifyRequest, reply: FastifyReply, read: GymRead<T>): Promise<FastifyReply> {
  const now = new Date();
  // Read with the access check, after this request arrived: a staff write it follows is in them.
  const versions = versionsOf(read.versions);
  const gymIds = read.versions.map((row) => row.gymId);
  // One entry per address and day: a newer version replaces the older answer instead of piling up.
  const key = `${parisDay(now)}|${request.url}`;
  const schema = (request.routeOptions.schema?.response as Record<number, ZodType> | undefined)?.[200];
  let computed = false;
  const computeAnswer = async (): Promise<CachedAnswer> => {
    computed = true;
    const value = await read.compute(now);
    const body = value instanceof SerializedJson ? value.bytes : Buffer.from(JSON.stringify(schema ? schema.parse(value) : value), 'utf8');
    const { etag, gzip } = value instanceof SerializedJson ? value.made : {};
    return {
      ...versions,
      computedAt: Date.now(),
      body,
      etag: etag ?? strongEtag(body),
      encoded: gzip ? { gzip: Promise.resolve(gzip) } : {},
      ready: gzip ? { gzip } : {},
    };
  };
  const cache = cacheOf(request.server);
  remember(cache, gymIds, key);
  let answer = await cachedOrComputed(cache.answers, key, computeAnswer);
  const age = Date.now() - answer.computedAt;
  const maxStale = request.server.config.STATS_MAX_STALE_MS;
  if (answer.edits !== versions.edits || (answer.activity !== versions.activity && age >= maxStale)) {
    cache.answers.delete(key);
    answer = await cachedOrComputed(cache.answers, key, computeAnswer);
  } else if (answer.activity !== versions.activity && age >= Math.min(REFRESH_AFTER_MS, maxStale) && !cache.refreshing.has(key)) {
    // Served as it is; the next reads get the recomputed answer.
    cache.refreshing.add(key);
    computeAnswer()
      .then((fresh) => void cache.answers.set(key, fresh))
      .catch((err: unknown) => request.log.warn({ err }, 'background refresh of a cached answer failed'))
      .finally(() => cache.refreshing.delete(key));
  }
  request.server.metrics.readCache.inc({ result: computed ? 'miss' : 'hit' });
  reply.header('ETag', answer.etag).header('Cache-Control', 'private, no-cache').header('Vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.body);
  const accepted = request.headers['accept-encoding'];
  const preferred = preferredEncoding(accepted);
  if (!preferred) return reply.send(answer.body);
  const encode = (target: BodyEncoding) => {
    let encoded = answer.encoded[target];
    if (!encoded) {
      encoded = answer.encoded[target] = compressBody(answer.body, target);
      // A failed compression is not kept: the next send tries again.
      void encoded.then((bytes) => void (answer.ready[target] = bytes)).catch(() => delete answer.encoded[target]);
    }
    return encoded;
  };
  // An encoding already made (the gym's comments come gzipped) goes out at once while the preferred
  // one is made, off the event loop, for the next sends.
  const ready = answer.ready[preferred]
    ? preferred
    : preferredEncoding(
        accepted,
        BODY_ENCODINGS.filter((known) => answer.ready[known]),
      );
  const encoding = ready ?? preferred;
  if (encoding !== preferred) void encode(preferred);
  return reply.header('Content-Encoding', encoding).send(await encode(encoding));
}
