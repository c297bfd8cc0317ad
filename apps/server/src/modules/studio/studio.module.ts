import fp from 'fastify-plugin';
import { exchangeRateService } from './exchange-rate.service';
import { studioRoutes } from './studio.routes';
import { studioService } from './studio.service';

/**
 * The studio module (docs/decisions/0045-modules-assemble-themselves.md): the console's overview,
 * marketplace moderation, bookings (their timelines from the booking-requests module's repository)
 * and the exchange rate (read from the photographers module's, changed in a transaction).
 */
export const studioModule = fp(
  async (app) => {
    const service = studioService({
      db: app.db,
      notifications: app.notifications,
      changes: app.changes,
      log: app.log,
      bookings: app.bookingRequests.repository,
    });
    await app.register(studioRoutes, { service, rates: exchangeRateService(app.db, app.photographers.exchangeRates) });
  },
  { name: 'studio', dependencies: ['auth', 'audit', 'photographers', 'notifications', 'booking-requests'] },
);
