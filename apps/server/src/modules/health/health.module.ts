import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { healthRoutes } from './health.routes';

/**
 * The health module (docs/decisions/0045-modules-assemble-themselves.md): liveness and readiness,
 * which looks at the database, the job queue, the media store and Redis when there is one.
 */
export const healthModule = fp<{ redis?: Redis }>(
  async (app, opts) => {
    await app.register(healthRoutes, { redis: opts.redis });
  },
  { name: 'health' },
);
