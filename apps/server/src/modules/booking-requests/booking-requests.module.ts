import fp from 'fastify-plugin';
import { startBookingExpiry } from './booking-expiry';
import { bookingRequestsRepository } from './booking-requests.repository';
import { bookingRequestsRoutes } from './booking-requests.routes';
import { bookingRequestsService } from './booking-requests.service';

/**
 * The booking-requests module (docs/decisions/0045-modules-assemble-themselves.md): builds the
 * bookings' repository once and offers it as `app.bookingRequests.repository` (the console reads
 * the timelines from it), builds the service on it, the photographers' and the packages' repositories and the
 * availability's service, starts the
 * expiry sweep on the job queue and registers the routes.
 */
export const bookingRequestsModule = fp(
  async (app) => {
    const repository = bookingRequestsRepository(app.db);
    const service = bookingRequestsService({
      repo: repository,
      portfolios: app.photographers.repository,
      packages: app.packages.repository,
      availability: app.availability.service,
      jobs: app.jobs,
      notifications: app.notifications,
      publicUrl: app.env.PUBLIC_URL,
      expiryHours: app.env.BOOKING_EXPIRY_HOURS,
      log: app.log,
      changes: app.changes,
      payments: app.payments,
    });
    app.decorate('bookingRequests', { repository });
    await startBookingExpiry(app.jobs, service.expireDue);
    await app.register(bookingRequestsRoutes, { service });
  },
  {
    name: 'booking-requests',
    dependencies: ['auth', 'photographers', 'packages', 'availability', 'notifications', 'payments'],
  },
);
