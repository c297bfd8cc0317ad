import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { inputTexts, STUDIO_NAME } from '@studio/shared';
import Fastify, { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Env } from './config/env';
import type { Db } from './db/client';
import { type JobQueue, startJobQueue } from './jobs/job-queue';
import { type ChangeFeed, startChangeFeed } from './lib/change-feed';
import { workMailQueue } from './mail/mail-queue';
import type { Mailer } from './mail/mailer';
import { accountModule } from './modules/account/account.module';
import { activitiesModule } from './modules/activities/activities.module';
import { auditModule } from './modules/audit/audit.module';
import { authModule } from './modules/auth/auth.module';
import { authPlugin } from './modules/auth/auth.plugin';
import { availabilityModule } from './modules/availability/availability.module';
import { blogsModule } from './modules/blogs/blogs.module';
import { bookingMessagesModule } from './modules/booking-messages/booking-messages.module';
import { bookingRequestsModule } from './modules/booking-requests/booking-requests.module';
import { contactModule } from './modules/contact/contact.module';
import { favouritesModule } from './modules/favourites/favourites.module';
import { galleriesModule } from './modules/galleries/galleries.module';
import { healthModule } from './modules/health/health.module';
import { housekeepingModule } from './modules/housekeeping/housekeeping.module';
import { leadsModule } from './modules/leads/leads.module';
import { newsletterModule } from './modules/newsletter/newsletter.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { packagesModule } from './modules/packages/packages.module';
import { paymentsModule } from './modules/payments/payments.module';
import { photographerAnalyticsModule } from './modules/photographer-analytics/photographer-analytics.module';
import { photographersModule } from './modules/photographers/photographers.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { seoModule } from './modules/seo/seo.module';
import { staffModule } from './modules/staff/staff.module';
import { studioModule } from './modules/studio/studio.module';
import { studioContentModule } from './modules/studio-content/studio-content.module';
import { studioInboxModule } from './modules/studio-inbox/studio-inbox.module';
import { studioNewsletterModule } from './modules/studio-newsletter/studio-newsletter.module';
import { supportModule } from './modules/support/support.module';
import { openMediaStore } from './modules/uploads/open-media-store';
import type { MediaStore } from './modules/uploads/media-store';
import { usersModule } from './modules/users/users.module';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openApiTransform, openApiTransformObject, securitySchemes } from './plugins/openapi';
import { nameSchemas } from './plugins/openapi-schemas';
import { loggerOptions, logsOneLinePerRequest, safeUrl } from './lib/logger';
import { fallbackWarning } from './lib/redis';
import { redisOrLocalStore } from './plugins/rate-limit-store';
import { requestContextPlugin } from './plugins/request-context';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    db: Db;
    mailer: Mailer;
    /** Where kept media lives: the local folder or an S3-compatible bucket (docs/decisions/0040-media-store.md). */
    media: MediaStore;
    /** The durable job queue (ADR 0016): modules register their workers and send jobs here. */
    jobs: JobQueue;
    /** Tells every process that public data changed, so each forgets its caches of it (ADR 0019). */
    changes: ChangeFeed;
  }
}

export interface AppDeps {
  env: Env;
  db: Db;
  mailer: Mailer;
  redis?: Redis;
  /** The database's connection pool: the job queue runs on it, the metrics read its gauges. */
  pool: pg.Pool;
  /** The process's logger; tests leave it out and get a quiet one. */
  logger?: Logger;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/ in development and tests, dist/ once bundled: both sit two levels below apps/.
  return path.resolve(here, '../../web/dist');
}

/** Builds the Fastify instance with every plugin and module. Never listens. */

/**
 * The terminal's readable log (logsOneLinePerRequest): one line per request, `GET /path 200 12 ms`,
 * instead of Fastify's two lines with their request and reply objects (ADR 0041).
 */
class OneLineLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${safeUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

export async function buildApp(deps: AppDeps) {
  const oneLinePerRequest = deps.logger ? logsOneLinePerRequest(deps.logger) : false;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(deps.env.LOG_LEVEL) }),
    ...(oneLinePerRequest ? { logController: new OneLineLogController() } : {}),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only behind a proxy may X-Forwarded-For name the client (rate limits key on it).
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // A whole request (an upload's body included) and its headers each have a deadline (ADR 0041).
    requestTimeout: deps.env.REQUEST_TIMEOUT_SECONDS * 1000,
    forceCloseConnections: 'idle',
    // Modules register their job workers while loading: on a busy machine that can pass 10 s.
    pluginTimeout: 60_000,
    return503OnClosing: true,
    // Refused before routing: in the API's own shape and words, never Fastify's text (which names
    // the internal path and reached the title of the page that asked; ADR 0036). A part past the
    // router's limit of 100 characters is longer than any id or slug of ours: nothing is there.
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply;
      return error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? answer.status(404).send({ message: inputTexts.addressNotFound, code: 'NOT_FOUND' })
        : answer.status(400).send({ message: inputTexts.badAddress, code: 'BAD_REQUEST' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // First, so that every hook, handler and service runs inside the request's context: lines
  // written through app.log or a service's logger carry the request's id too (ADR 0021).
  // Node requires the headers' deadline to be no later than the whole request's.
  app.server.headersTimeout = Math.min(deps.env.HEADERS_TIMEOUT_SECONDS, deps.env.REQUEST_TIMEOUT_SECONDS) * 1000;
  await app.register(requestContextPlugin);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', deps.env);
  app.decorate('db', deps.db);
  app.decorate('mailer', deps.mailer);
  const media = await openMediaStore(deps.env);
  app.decorate('media', media);
  // An unreachable bucket does not stop the start (it may come up later): readiness reports it.
  app.addHook('onReady', async () => {
    await media.check().catch((err: Error) => app.log.error(`media store: ${err.message}`));
  });
  const jobs = await startJobQueue({ pool: deps.pool, pollSeconds: deps.env.JOBS_POLL_SECONDS, log: app.log });
  app.decorate('jobs', jobs);
  // Registered first, so it runs after the modules' own onClose hooks: no job starts on a closing app.
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  const changes = await startChangeFeed(deps.pool, app.log);
  app.decorate('changes', changes);
  app.addHook('onClose', async () => {
    await changes.close();
  });
  await workMailQueue(jobs, deps.mailer);

  await app.register(errorsPlugin);
  await app.register(metricsPlugin, {
    pool: deps.pool,
    token: deps.env.METRICS_TOKEN,
    queueBacklog: () => jobs.backlog(),
    jobOutcomes: (listener) => jobs.onOutcome(listener),
  });
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { https: deps.env.PUBLIC_URL.startsWith('https:') });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    // Shared through Redis when there is one, counted in this process while it is unreachable.
    ...(deps.redis
      ? { store: redisOrLocalStore(deps.redis, 'studio-rl:', fallbackWarning(app.log, 'rate limits')) }
      : {}),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      code: 'RATE_LIMITED',
    }),
  });
  nameSchemas();
  await app.register(swagger, {
    openapi: {
      info: { title: `${STUDIO_NAME} API`, version: '1.0.0' },
      components: { securitySchemes },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Modules (docs/decisions/0045-modules-assemble-themselves.md), each after the ones it names in
  // its `dependencies`. The auth plugin first: its request hook must be on the instance before any route.
  await app.register(usersModule);
  await app.register(auditModule);
  await app.register(authPlugin);

  await app.register(healthModule, { redis: deps.redis });
  await app.register(newsletterModule);
  await app.register(studioContentModule);
  await app.register(blogsModule);
  await app.register(contactModule);
  await app.register(seoModule);
  await app.register(authModule, { redis: deps.redis });
  await app.register(accountModule);
  await app.register(photographersModule);
  await app.register(activitiesModule);
  await app.register(notificationsModule);
  await app.register(paymentsModule);
  await app.register(packagesModule);
  await app.register(availabilityModule);
  await app.register(bookingRequestsModule);
  await app.register(photographerAnalyticsModule);
  await app.register(bookingMessagesModule);
  await app.register(favouritesModule);
  await app.register(leadsModule);
  await app.register(reviewsModule);
  await app.register(galleriesModule, { redis: deps.redis });
  await app.register(studioModule);
  await app.register(supportModule);
  await app.register(staffModule);
  await app.register(studioInboxModule);
  await app.register(studioNewsletterModule);
  await app.register(housekeepingModule);

  const webDist = deps.env.WEB_DIST_DIR ?? defaultWebDist();
  await app.register(webAppPlugin, {
    distDir: webDist,
    ssrEntry: path.join(webDist, '..', 'dist-ssr', 'entry-server.js'),
    publicUrl: deps.env.PUBLIC_URL,
    studioContent: () => app.studioContent.get(),
    changes,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
