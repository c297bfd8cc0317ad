import fs from 'node:fs/promises';
import path from 'node:path';
import {
  apiErrorSchema,
  keepAliveResponseSchema,
  livenessResponseSchema,
  type ReadinessResponse,
  readinessResponseSchema,
} from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error';
import { buildInfo } from '../../lib/build-info';

/** How long one database check answers for: every open tab pings every 30 s (docs/rules/public-pages.md#polling). */
const CHECK_TTL_MS = 1000;
/** A part that has not answered within this long counts as down. */
const CHECK_TIMEOUT_MS = 2000;
/** How long one look at the media store answers for. */
const MEDIA_CHECK_TTL_MS = 5000;

type Check = ReadinessResponse['checks']['database'];

function withTimeout<T>(work: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** statfs of the folder, or of its nearest existing parent while it is not created yet. */
async function freeBytes(dir: string): Promise<number> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      const stats = await fs.statfs(at);
      return stats.bavail * stats.bsize;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || at === path.dirname(at)) throw err;
    }
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ redis?: Redis }> = async (app, opts) => {
  let last: { at: number; check: Check } | undefined;
  let inFlight: Promise<Check> | undefined;

  /** At most one database round trip per second, however many pings arrive. */
  function databaseCheck(): Promise<Check> {
    if (last && Date.now() - last.at < CHECK_TTL_MS) return Promise.resolve(last.check);
    inFlight ??= withTimeout(app.db.execute(sql`select 1`))
      .then(
        (): Check => ({ status: 'ok' }),
        (err): Check => {
          app.log.warn({ err }, 'readiness: the database is not answering');
          return { status: 'down', message: 'The database is not answering.' };
        },
      )
      .then((check) => {
        last = { at: Date.now(), check };
        inFlight = undefined;
        return check;
      });
    return inFlight;
  }

  async function redisCheck(): Promise<Check> {
    const redis = opts.redis;
    if (!redis) return { status: 'not configured' };
    if (redis.status !== 'ready') return { status: 'down', message: 'Redis is not connected.' };
    try {
      await withTimeout(redis.ping());
      return { status: 'ok' };
    } catch (err) {
      app.log.warn({ err }, 'readiness: Redis is not answering');
      return { status: 'down', message: 'Redis is not answering.' };
    }
  }

  async function diskCheck(): Promise<ReadinessResponse['checks']['disk']> {
    const minFreeBytes = app.env.MEDIA_MIN_FREE_MB * 1024 * 1024;
    try {
      const free = await freeBytes(app.env.MEDIA_DIR);
      if (free >= minFreeBytes) return { status: 'ok', freeBytes: free, minFreeBytes };
      const mb = (n: number) => `${Math.floor(n / 1024 / 1024)} MB`;
      return {
        status: 'low',
        message: `The disk of the media folder has ${mb(free)} free, less than ${mb(minFreeBytes)} (MEDIA_MIN_FREE_MB).`,
        freeBytes: free,
        minFreeBytes,
      };
    } catch (err) {
      app.log.warn({ err }, "readiness: the media folder's disk cannot be read");
      return { status: 'down', message: "The media folder's disk cannot be read.", minFreeBytes };
    }
  }

  let lastMedia: { at: number; check: ReadinessResponse['checks']['media'] } | undefined;
  /** At most one look at the media store (a request to the bucket) every MEDIA_CHECK_TTL_MS. */
  async function mediaCheck(): Promise<ReadinessResponse['checks']['media']> {
    if (lastMedia && Date.now() - lastMedia.at < MEDIA_CHECK_TTL_MS) return lastMedia.check;
    const store = app.media.kind;
    const check = await withTimeout(app.media.check()).then(
      () => ({ status: 'ok' as const, store }),
      (err: Error) => {
        app.log.warn({ err }, 'readiness: the media store is not answering');
        return { status: 'down' as const, store, message: err.message };
      },
    );
    lastMedia = { at: Date.now(), check };
    return check;
  }

  async function queueCheck(): Promise<ReadinessResponse['checks']['queue']> {
    const maxBacklog = app.env.JOBS_BACKLOG_MAX;
    try {
      const backlog = await withTimeout(app.jobs.backlog());
      if (backlog <= maxBacklog) return { status: 'ok', backlog, maxBacklog };
      return {
        status: 'high',
        message: `${backlog} jobs are waiting in the queue, more than ${maxBacklog} (JOBS_BACKLOG_MAX).`,
        backlog,
        maxBacklog,
      };
    } catch (err) {
      app.log.warn({ err }, 'readiness: the job queue cannot be read');
      return { status: 'down', message: 'The job queue cannot be read.', maxBacklog };
    }
  }

  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/api/keep-alive',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'The pages\u2019 ping: 200 when the database answers, 503 when it does not',
        response: { 200: keepAliveResponseSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      if ((await databaseCheck()).status !== 'ok') throw new AppError('UNAVAILABLE', 'The database is not answering.');
      return reply.headers(noStore).send({ status: 'ok' as const });
    },
  );

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 while the process is up (it checks nothing else), with the version and commit running',
        response: { 200: livenessResponseSchema },
      },
    },
    async (_request, reply) => {
      const { version, commit } = buildInfo();
      return reply.headers(noStore).send({ status: 'ok' as const, version, commit });
    },
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database, Redis (when configured), the free disk space of the media folder, the media store (folder or bucket) and the job queue; 200 ok or degraded (Redis down: limits per process; a long queue), 503 naming the failing part',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const [database, redis, disk, media, queue] = await Promise.all([
        databaseCheck(),
        redisCheck(),
        diskCheck(),
        mediaCheck(),
        queueCheck(),
      ]);
      const status =
        database.status !== 'ok' || disk.status !== 'ok' || media.status !== 'ok' || queue.status === 'down'
          ? 'unavailable'
          : redis.status === 'down' || queue.status === 'high'
            ? 'degraded'
            : 'ok';
      return reply
        .status(status === 'unavailable' ? 503 : 200)
        .headers(noStore)
        .send({ status, checks: { database, redis, disk, media, queue } });
    },
  );
};
