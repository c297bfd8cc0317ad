import {
  analyticsResponseSchema,
  apiErrorSchema,
  overviewResponseSchema,
  viewRecordedResponseSchema,
} from '@studio/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth.plugin';
import { idParams } from '../photographers/photographers.routes';
import type { PhotographerAnalyticsService } from './photographer-analytics.service';

/** docs/rules/photographers-and-portfolios.md#overview-and-analytics: counting a profile's views, and the photographer's Overview and Analytics. */
export const photographerAnalyticsRoutes: FastifyPluginAsyncZod<{ service: PhotographerAnalyticsService }> = async (
  app,
  { service: analytics },
) => {
  app.post(
    '/api/photographers/portfolio/:id/views',
    {
      onRequest: app.optionalUser,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['photographers'],
        summary: 'Count a profile view: once per visitor per day, never the owner (D19)',
        params: idParams,
        response: { 200: viewRecordedResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({
      counted: await analytics.recordView(request.params.id, {
        userId: request.user?.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    }),
  );

  app.get(
    '/api/views/get-overview',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: 'Overview numbers: counted profile views, booking requests, images, completed projects (D19)',
        response: { 200: overviewResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: await analytics.overview(currentUser(request)) };
    },
  );

  app.get(
    '/api/photographers/analytics',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['photographers'],
        summary: 'Profile views and inquiries per day over the last 30 days (Nairobi days, oldest first), with totals',
        response: { 200: analyticsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      return { data: await analytics.analytics(currentUser(request)) };
    },
  );
};
