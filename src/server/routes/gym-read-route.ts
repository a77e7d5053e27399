/**
 * The one shape of a cached back-office read: the caller must be logged in, the service checks
 * their access and answers a GymRead, sent with its ETag (304 when unchanged) and compressed
 * (routes/gym-read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendGymRead } from './gym-read-cache';
import type { SerializedJson } from '../http/json-chunks';
import { authenticate, contextOf } from '../plugins/session';
import type { GymRead, ServiceContext } from '../services/context';
import { routeSchema, type ZodApp } from './signed-in-route';

interface GymReadSchema<Params extends z.ZodType, Query extends z.ZodType, Answer extends z.ZodType> {
  params: Params;
  querystring?: Query;
  /** The 200 answer. */
  response: Answer;
}

export function gymReadRoute<Params extends z.ZodType, Answer extends z.ZodType, Query extends z.ZodType = z.ZodUndefined>(
  app: ZodApp,
  path: string,
  schema: GymReadSchema<Params, Query, Answer>,
  read: (
    ctx: ServiceContext,
    request: { params: z.infer<Params>; query: z.infer<Query> },
  ) => Promise<GymRead<z.infer<Answer> | SerializedJson<z.infer<Answer>>>>,
): void {
  // Registered untyped: the types come from `read`; the zod compilers still parse and serialize.
  (app as FastifyInstance).get(path, { onRequest: authenticate, schema: routeSchema(schema, { 200: schema.response }) }, async (request, reply) =>
    sendGymRead(request, reply, await read(contextOf(request), { params: request.params as z.infer<Params>, query: request.query as z.infer<Query> })),
  );
}
