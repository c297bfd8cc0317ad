import fp from 'fastify-plugin';
import { startBookingExpiry } from './booking-expiry';
import { bookingRequestsRoutes } from './booking-requests.routes';
import { bookingRequestsService } from './booking-requests.service';

/**
 * The booking-requests module (docs/decisions/0045-modules-assemble-themselves.md): builds the
 * bookings' service once on the photographers' repository, starts the expiry sweep on the job
 * queue and registers the routes.
 */
export const bookingRequestsModule = fp(
  async (app) => {
    const service = bookingRequestsService({
      db: app.db,
      portfolios: app.photographers.repository,
      jobs: app.jobs,
      notifications: app.notifications,
      publicUrl: app.env.PUBLIC_URL,
      expiryHours: app.env.BOOKING_EXPIRY_HOURS,
      log: app.log,
      changes: app.changes,
      payments: app.payments,
    });
    await startBookingExpiry(app.jobs, service.expireDue);
    await app.register(bookingRequestsRoutes, { service });
  },
  { name: 'booking-requests', dependencies: ['auth', 'photographers'] },
);
