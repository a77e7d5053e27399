/**
 * The application as a Fastify plugin factory: `main.ts` runs it, tests build it against their own
 * database and inject requests into it.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import webApp from './plugins/web-app';
import authRoutes from './routes/auth';
import publicRoutes from './routes/public';
import bouldersRoutes from './routes/boulders';
import circuitsRoutes from './routes/circuits';
import commentsRoutes from './routes/comments';
import dashboardRoutes from './routes/dashboard';
import gymsRoutes from './routes/gyms';
import sectorsRoutes from './routes/sectors';
import settingsRoutes from './routes/settings';
import healthRoutes from './routes/health';
import mediaRoutes from './routes/media';
import storeRedirectRoutes from './routes/store-redirect';
import benchRoutes from './routes/bench';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Defaults to SMTP or the outbox folder, from the config. */
  mailer?: Mailer;
  /** A pino logger; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
  }
}

export type App = FastifyInstance;

// zod's own messages (wrong types, missing fields) in French; our schemas give their own texts too.
z.config(z.locales.fr());

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Paths like /api/SoiréeSpécialeLancement/ arrive percent-encoded and must still match.
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 500 },
    // Errors raised before routing (a malformed percent-encoding in the URL) get our French answer too.
    frameworkErrors(error, _request, rawReply) {
      const reply = rawReply as unknown as FastifyReply;
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      reply
        .code(status >= 400 && status < 500 ? status : 400)
        .type('application/json')
        .send(JSON.stringify({ error: "L'adresse demandée est mal formée.", code: 'bad_request' }));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer ?? createMailer(deps.config, app.log));

  await app.register(errorHandler);
  await app.register(securityHeaders, { secure: deps.config.secure });
  await app.register(fastifyCookie);
  await app.register(session);

  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(publicRoutes, { prefix: '/api' });
  for (const routes of [gymsRoutes, bouldersRoutes, dashboardRoutes, sectorsRoutes, circuitsRoutes, commentsRoutes, settingsRoutes]) {
    await app.register(routes, { prefix: '/api' });
  }

  if (deps.config.BENCH_ROUTES) await app.register(benchRoutes, { prefix: '/api' });
  await app.register(storeRedirectRoutes);
  if (deps.serveWebApp !== false) await app.register(webApp, { root: deps.config.WEB_DIST_DIR });
  return app;
}
