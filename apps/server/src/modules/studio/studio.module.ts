import fp from 'fastify-plugin';
import { exchangeRateService } from './exchange-rate.service';
import { studioRoutes } from './studio.routes';
import { studioService } from './studio.service';

/**
 * The studio module (docs/decisions/0045-modules-assemble-themselves.md): the console's overview,
 * marketplace moderation, bookings and the exchange rate.
 */
export const studioModule = fp(
  async (app) => {
    const service = studioService({ db: app.db, notifications: app.notifications, changes: app.changes, log: app.log });
    await app.register(studioRoutes, { service, rates: exchangeRateService(app.db) });
  },
  { name: 'studio', dependencies: ['auth', 'notifications'] },
);
