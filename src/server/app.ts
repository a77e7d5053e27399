/**
 * The application as a Fastify plugin factory: `main.ts` runs it, tests build it against their own
 * database and inject requests into it.
 */
import announcementsRoutes from './routes/announcements';
import announcementLinksRoutes from './routes/v1/announcement-links';
import gymNewsRoutes from './routes/v1/gym-news';
import pushRoutes from './routes/v1/push';
import occupancyRoutes from './routes/v1/occupancy';
import occupancySettingsRoutes from './routes/occupancy-settings';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { listenToGymChanges, type GymChanges } from './db/gym-changes';
import { createRateLimits, type RateLimits } from './repositories/rate-limits-repository';
import requestLimits from './plugins/request-limits';
import { createMailer, type Mailer } from './mail/mailer';
import compression from './plugins/compression';
import answerLanguage from './plugins/answer-language';
import errorHandler, { clientErrorAnswer } from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import session from './plugins/session';
import webApp from './plugins/web-app';
import metrics from './plugins/metrics';
import requestLog from './plugins/request-log';
import apiDocs from './plugins/api-docs';
import jobs from './jobs/runner';
import statsDrainer from './jobs/stats-drainer';
import authRoutes from './routes/auth';
import publicRoutes from './routes/public';
import bouldersRoutes from './routes/boulders';
import settingSessionsRoutes from './routes/setting-sessions';
import labelsRoutes from './routes/labels';
import planningRoutes from './routes/planning';
import gymSetupRoutes from './routes/gym-setup';
import exportsRoutes from './routes/exports';
import mediaUploadRoutes from './routes/media-uploads';
import contestsRoutes from './routes/contests';
import publicContestsRoutes from './routes/public-contests';
import contestLive from './plugins/contest-live';
import circuitsRoutes from './routes/circuits';
import commentsRoutes from './routes/comments';
import dashboardRoutes from './routes/dashboard';
import gymsRoutes from './routes/gyms';
import sectorsRoutes from './routes/sectors';
import settingsRoutes from './routes/settings';
import invitationsRoutes from './routes/invitations';
import proRoutes from './routes/pro';
import firstStepsRoutes from './routes/first-steps';
import importsRoutes from './routes/imports';
import moderationRoutes from './routes/moderation';
import healthRoutes from './plugins/health';
import mediaRoutes from './routes/media';
import storeRedirectRoutes from './routes/store-redirect';
import benchRoutes from './routes/bench';
import climberAccountsRoutes from './routes/v1/climber-accounts';
import climberLogsRoutes from './routes/v1/climber-logs';
import climberReadsRoutes from './routes/v1/climber-reads';
import { configurePasswordHashing, defaultHashingLimits } from './services/passwords';

export interface AppDependencies {
  config: Config;
  db: Database;
  /** Defaults to SMTP or the outbox folder, from the config. */
  mailer?: Mailer;
  /** A pino logger; without it the app logs nothing (tests). */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (off in API tests). */
  serveWebApp?: boolean;
  /** Told of each route as it is added, with its schemas (the route fuzz builds valid bodies from them). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    mailer: Mailer;
    /** Rate limits shared by every server process (counted in PostgreSQL). */
    limits: RateLimits;
    /** Gyms whose data changed, from any server process (PostgreSQL LISTEN/NOTIFY). */
    gymChanges: GymChanges;
  }
}

export type App = FastifyInstance;

// zod's own messages (wrong types, missing fields) in French; our schemas give their own texts too.
z.config(z.locales.fr());

/** '/path?query' of an absolute-form request target; any other target unchanged. */
export function originFormUrl(url: string): string {
  if (url.startsWith('/') || !/^https?:\/\//i.test(url)) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // plugins/request-log.ts writes one line per request instead, without addresses.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Slow clients (a body that never ends, headers sent a byte at a time) must not hold a socket.
    requestTimeout: deps.config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: deps.config.KEEP_ALIVE_TIMEOUT_MS,
    connectionTimeout: deps.config.REQUEST_TIMEOUT_MS * 2,
    // Node checks the header and request deadlines every connectionsCheckingInterval (30 s by default).
    http: {
      headersTimeout: Math.min(deps.config.HEADERS_TIMEOUT_MS, deps.config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(1000, deps.config.HEADERS_TIMEOUT_MS),
    },
    // A socket the HTTP parser gave up on (headers too large, not HTTP) is answered in French too.
    clientErrorHandler: clientErrorAnswer,
    // A request line in absolute form (RFC 9112 §3.2.2: 'GET http://host/api/x') is routed on its path.
    rewriteUrl: (request) => originFormUrl(request.url ?? '/'),
    // Paths like /api/SoiréeSpécialeLancement/ arrive percent-encoded and must still match; every
    // call of the specs is answered with or without its trailing slash.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
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

  app.server.maxConnections = deps.config.MAX_CONNECTIONS;
  configurePasswordHashing({
    concurrency: deps.config.PASSWORD_HASH_CONCURRENCY ?? defaultHashingLimits().concurrency,
    maxWaiting: deps.config.PASSWORD_HASH_QUEUE,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.decorate('limits', createRateLimits(deps.db.$client));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', deps.config);
  app.decorate('db', deps.db);
  const mailer = deps.mailer ?? createMailer(deps.config, app.log);
  // Counted for the metrics (plugins/metrics.ts), whichever mailer sends.
  app.decorate('mailer', {
    ...mailer,
    send: (mail) =>
      mailer.send(mail).then(
        () => app.metrics.mails.inc({ result: 'sent' }),
        (error: unknown) => {
          app.metrics.mails.inc({ result: 'failed' });
          throw error;
        },
      ),
  } satisfies Mailer);
  const gymChanges = listenToGymChanges(deps.db.$client, app.log);
  app.decorate('gymChanges', gymChanges);
  app.addHook('onReady', () => gymChanges.ready);
  app.addHook('onClose', () => gymChanges.close());

  await app.register(errorHandler);
  await app.register(answerLanguage);
  await app.register(metrics);
  await app.register(requestLog);
  await app.register(compression);
  await app.register(securityHeaders, { secure: deps.config.secure });
  await app.register(fastifyCookie);
  await app.register(session);
  await app.register(requestLimits);
  await app.register(statsDrainer);
  await app.register(jobs);

  await app.register(apiDocs);
  await app.register(healthRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes, { prefix: '/api' });
  // Before the public calls: the seeded contests' rankings are cached by their version too.
  await app.register(contestLive);
  await app.register(publicRoutes, { prefix: '/api' });
  await app.register(publicContestsRoutes, { prefix: '/api' });
  for (const routes of [
    gymsRoutes,
    bouldersRoutes,
    settingSessionsRoutes,
    labelsRoutes,
    planningRoutes,
    gymSetupRoutes,
    exportsRoutes,
    mediaUploadRoutes,
    dashboardRoutes,
    sectorsRoutes,
    circuitsRoutes,
    commentsRoutes,
    settingsRoutes,
    invitationsRoutes,
    proRoutes,
    firstStepsRoutes,
    importsRoutes,
    moderationRoutes,
    contestsRoutes,
    announcementsRoutes,
    occupancySettingsRoutes,
  ]) {
    await app.register(routes, { prefix: '/api' });
  }

  for (const routes of [climberAccountsRoutes, climberLogsRoutes, climberReadsRoutes, announcementLinksRoutes, gymNewsRoutes, pushRoutes, occupancyRoutes])
    await app.register(routes, { prefix: '/api/v1' });

  if (deps.config.BENCH_ROUTES) await app.register(benchRoutes, { prefix: '/api' });
  await app.register(storeRedirectRoutes);
  if (deps.serveWebApp !== false) await app.register(webApp, { root: deps.config.WEB_DIST_DIR });
  return app;
}
