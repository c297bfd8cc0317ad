import fp from 'fastify-plugin';
import { photographerAnalyticsRoutes } from './photographer-analytics.routes';
import { photographerAnalyticsService } from './photographer-analytics.service';

/**
 * The photographer-analytics module (docs/decisions/0045-modules-assemble-themselves.md): counted
 * profile views, the Overview and Analytics, on the photographers', the bookings' and the
 * activities' repositories.
 */
export const photographerAnalyticsModule = fp(
  async (app) => {
    const service = photographerAnalyticsService({
      portfolios: app.photographers.repository,
      bookings: app.bookingRequests.repository,
      activities: app.activities.repository,
    });
    await app.register(photographerAnalyticsRoutes, { service });
  },
  { name: 'photographer-analytics', dependencies: ['auth', 'photographers', 'booking-requests', 'activities'] },
);
