import { apiErrorSchema, keepAliveResponseSchema } from '@studio/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';

/** How long one database check answers for: every open tab pings every 30 s (D4). */
const CHECK_TTL_MS = 1000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let last: { at: number; ok: boolean } | undefined;
  let inFlight: Promise<boolean> | undefined;

  /** At most one database round trip per second, however many pings arrive. */
  function databaseAnswers(): Promise<boolean> {
    if (last && Date.now() - last.at < CHECK_TTL_MS) return Promise.resolve(last.ok);
    inFlight ??= app.db
      .execute(sql`select 1`)
      .then(
        () => true,
        () => false,
      )
      .then((ok) => {
        last = { at: Date.now(), ok };
        inFlight = undefined;
        return ok;
      });
    return inFlight;
  }

  app.get(
    '/api/keep-alive',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness: 200 when the database answers, 503 when it does not',
        response: { 200: keepAliveResponseSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      if (!(await databaseAnswers())) throw new AppError('UNAVAILABLE', 'The database is not answering.');
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
};
