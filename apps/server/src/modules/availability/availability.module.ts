import fp from 'fastify-plugin';
import { availabilityRoutes } from './availability.routes';
import { availabilityService } from './availability.service';

/**
 * The availability module (docs/decisions/0045-modules-assemble-themselves.md): a photographer's
 * blocked dates and the public calendar; offers its service as `app.availability.service` (a booking
 * request asks whether the day is free).
 */
export const availabilityModule = fp(
  async (app) => {
    const service = availabilityService(app.db, undefined, app.changes);
    app.decorate('availability', { service });
    await app.register(availabilityRoutes, { service });
  },
  { name: 'availability', dependencies: ['auth'] },
);
