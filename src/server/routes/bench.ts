/**
 * The ceiling of `npm run bench` (registered only when BENCH_ROUTES is true):
 * GET /api/bench/constant/:bytes answers a constant JSON body of exactly that many bytes. It passes
 * through the same hooks as a read call (session lookup, `authenticate`, anti-forgery cookie,
 * security headers) but does no query and no serialisation, so a read call's gap to it is the cost
 * of its own work. GET /api/bench/contest-live/ tells the live contests' counters.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from '../plugins/session';

export const BENCH_MIN_BYTES = 2;
export const BENCH_MAX_BYTES = 10_000_000;
/** Sizes kept in memory; the bench asks for one per read call. */
const MAX_CACHED_SIZES = 100;

const paramsSchema = z.object({
  bytes: z
    .string()
    .regex(/^\d{1,8}$/, 'taille invalide (un nombre entier d’octets est attendu)')
    .transform(Number)
    .refine((n) => n >= BENCH_MIN_BYTES && n <= BENCH_MAX_BYTES, `taille entre ${BENCH_MIN_BYTES} et ${BENCH_MAX_BYTES} octets attendue`),
});

/** Valid JSON of exactly `bytes` ASCII bytes: `{"p":"xxx…"}`, or a bare string below 8 bytes. */
export function constantJson(bytes: number): Buffer {
  const wrapper = '{"p":""}';
  const text = bytes >= wrapper.length ? `{"p":"${'x'.repeat(bytes - wrapper.length)}"}` : `"${'x'.repeat(bytes - 2)}"`;
  return Buffer.from(text, 'utf8');
}

const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  const bodies = new Map<number, Buffer>();
  const bodyOf = (bytes: number): Buffer => {
    let body = bodies.get(bytes);
    if (!body) {
      if (bodies.size >= MAX_CACHED_SIZES) bodies.clear();
      body = constantJson(bytes);
      bodies.set(bytes, body);
    }
    return body;
  };

  app.get('/bench/constant/:bytes/', { onRequest: authenticate, schema: { params: paramsSchema } }, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(bodyOf(request.params.bytes)),
  );
  // For `npm run bench:contest-live`: how many rankings this process computed, and its event subscribers.
  app.get('/bench/contest-live/', async () => ({ computations: app.contestLive.computations(), subscribers: app.contestLive.subscriberCount() }));
};

export default benchRoutes;
