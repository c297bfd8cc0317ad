import { activitiesResponseSchema, apiErrorSchema } from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin';
import type { ActivitiesRepository } from './activities.repository';

/** GET /api/recent-activities: the signed-in user's activity feed (docs/rules/product.md#screens Overview). */
export const activitiesRoutes: FastifyPluginAsyncZod<{ repository: ActivitiesRepository }> = async (
  app,
  { repository },
) => {
  app.get(
    '/api/recent-activities',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: "The signed-in photographer's recent activities, newest first (repeated views aggregated)",
        security: [{ bearer: [] }],
        response: { 200: activitiesResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: await repository.recent(currentUser(request).id) };
    },
  );
};
