/**
 * The two shapes most calls take: a signed-in read, answered `private, no-cache` (it is one
 * person's view: no shared cache may keep it), and a signed-in write with a small body limit that
 * answers 200 with its answer, 201 when it creates (`created`) or 204 when it has no answer.
 * The service checks access (services/authorize.ts); the route only parses and answers.
 * Cached back-office reads go through gymReadRoute (gym-read-route.ts); calls that set cookies,
 * stream files or answer 200 or 201 depending on a replay keep Fastify's own registration.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate, contextOf, STAFF_WRITE } from '../plugins/session';
import type { AccountContext } from '../services/context';

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

interface CallSchema<Params, Query, Body> {
  params?: Params;
  querystring?: Query;
  body?: Body;
}

/** What the route hands its service: the parsed path, query string and body. */
export interface ParsedCall<Params, Query, Body> {
  params: Parsed<Params>;
  query: Parsed<Query>;
  body: Parsed<Body>;
}

type Handler<Params, Query, Body, Answer> = (ctx: AccountContext, call: ParsedCall<Params, Query, Body>) => Promise<Answer>;

/** The Fastify schema of a call: only the parts it has. */
export function routeSchema(schema: CallSchema<unknown, unknown, unknown>, response: FastifySchema['response']): FastifySchema {
  return {
    ...(schema.params !== undefined && { params: schema.params }),
    ...(schema.querystring !== undefined && { querystring: schema.querystring }),
    ...(schema.body !== undefined && { body: schema.body }),
    ...(response !== undefined && { response }),
  };
}

interface ReadSchema<Params, Query, Answer> extends CallSchema<Params, Query, undefined> {
  response: Answer;
  /** `private, no-cache` unless said otherwise. */
  cacheControl?: string;
}

interface WriteSchema<Params, Query, Body, Answer> extends CallSchema<Params, Query, Body> {
  /** The 200 answer; without it (or `created`) the call answers 204 No Content. */
  response?: Answer;
  /** The 201 answer of a call that creates what it answers. */
  created?: Answer;
}

type WriteAnswer<Answer> = Answer extends z.ZodType ? z.infer<Answer> : void;
type Write = <Params = undefined, Body = undefined, Answer extends z.ZodType | undefined = undefined, Query = undefined>(
  path: string,
  schema: WriteSchema<Params, Query, Body, Answer>,
  write: Handler<Params, Query, Body, WriteAnswer<Answer>>,
) => void;

/**
 * The signed-in calls of a route plugin: `get` for reads, `post`, `put`, `patch` and `delete` for
 * writes, whose body may be up to `bodyLimit` (STAFF_WRITE's 16 kB unless said otherwise).
 */
export function signedInCalls(zodApp: ZodApp, options: { bodyLimit?: number } = {}) {
  // Registered untyped: the types come from the handlers; the zod compilers still parse and serialize.
  const app = zodApp as FastifyInstance;
  const get = <Answer extends z.ZodType, Params = undefined, Query = undefined>(
    path: string,
    schema: ReadSchema<Params, Query, Answer>,
    read: Handler<Params, Query, undefined, z.infer<Answer>>,
  ): void => {
    app.get(path, { onRequest: authenticate, schema: routeSchema(schema, { 200: schema.response }) }, async (request, reply) => {
      reply.header('cache-control', schema.cacheControl ?? 'private, no-cache');
      return read(contextOf(request), request as unknown as ParsedCall<Params, Query, undefined>);
    });
  };
  const writeOf =
    (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Write =>
    (path, schema, write) => {
      const status = schema.created !== undefined ? 201 : schema.response !== undefined ? 200 : 204;
      const answer = schema.created ?? schema.response;
      app.route({
        method,
        url: path,
        ...STAFF_WRITE,
        ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
        schema: routeSchema(schema, answer === undefined ? undefined : { [status]: answer }),
        handler: async (request, reply) => {
          const written = await write(contextOf(request), request as unknown as ParsedCall<never, never, never>);
          return status === 204 ? reply.status(204).send() : reply.status(status).send(written);
        },
      });
    };
  return { get, post: writeOf('POST'), put: writeOf('PUT'), patch: writeOf('PATCH'), delete: writeOf('DELETE') };
}
