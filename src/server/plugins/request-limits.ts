/**
 * Limits on whole requests from one address (password-reset mails, the notify form), through
 * @fastify/rate-limit with a store whose counts live in PostgreSQL (app.limits: rate_limits via
 * rate-limiter-flexible), so every server process shares them and a restart forgets nothing.
 *
 * Limits on outcomes stay on app.limits, called by the services: the login counters (per account,
 * address and device) are hit only by wrong passwords, refunded when the password is right and
 * forgotten after a success, and the notify sign-ups count only posts that name a partner gym. A
 * per-request hook sees none of those outcomes.
 */
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { RATE_LIMITS, type RateLimitName, type RateLimits } from '../repositories/rate-limits-repository';
import { clientIp } from './session';

/** A route's `config.rateLimit`: the named limit of RATE_LIMITS per client address, and its French message. */
export function requestLimit(name: RateLimitName, message: string): RateLimitOptions {
  const options: RateLimitOptions & { limitName: RateLimitName } = {
    limitName: name,
    max: RATE_LIMITS[name].points,
    timeWindow: RATE_LIMITS[name].seconds * 1000,
    // After parsing and validation, as the handlers counted before: a malformed body costs nothing.
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => clientIp(request) ?? 'unknown',
    errorResponseBuilder: () => new AppError('too_many_requests', message),
  };
  return options;
}

function postgresStore(limits: RateLimits) {
  return class PostgresStore implements FastifyRateLimitStore {
    readonly #name: RateLimitName | undefined;

    // The plugin passes its merged options (typed as route options), requestLimit's limitName among them.
    constructor(options: object) {
      this.#name = (options as { limitName?: RateLimitName }).limitName;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      // The window and maximum are the named limit's, which requestLimit also gave the plugin.
      if (!this.#name) return callback(new Error('request limit without a name: use requestLimit()'));
      limits.count(this.#name, key).then((result) => callback(null, result), callback);
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new PostgresStore(routeOptions);
    }
  };
}

export default fp(async function requestLimits(app: FastifyInstance) {
  await app.register(rateLimit, { global: false, store: postgresStore(app.limits) });
});
