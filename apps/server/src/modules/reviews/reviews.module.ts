import fp from 'fastify-plugin';
import { portfolioMedia } from '../uploads/portfolio-media';
import { reviewsRoutes } from './reviews.routes';
import { reviewsService } from './reviews.service';

/** The reviews module (docs/decisions/0045-modules-assemble-themselves.md): reviews of completed bookings, answers, reports. */
export const reviewsModule = fp(
  async (app) => {
    const service = reviewsService({
      db: app.db,
      media: portfolioMedia(app.media),
      notifications: app.notifications,
      changes: app.changes,
      log: app.log,
    });
    await app.register(reviewsRoutes, { service });
  },
  { name: 'reviews', dependencies: ['auth', 'notifications'] },
);
