import { apiErrorSchema, keepAliveResponseSchema } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/keep-alive',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 when the database answers, 503 when it does not',
        response: { 200: keepAliveResponseSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new AppError('UNAVAILABLE', 'The database is not answering.');
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
};
