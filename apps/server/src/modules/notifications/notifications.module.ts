import fp from 'fastify-plugin';
import { notificationsRoutes } from './notifications.routes';
import { notificationsService } from './notifications.service';

/**
 * The notifications module (docs/decisions/0045-modules-assemble-themselves.md): builds the
 * notifications' service once and offers it as `app.notifications`, with which the modules above
 * it create notifications with their changes and dispatch them after; starts its mail workers and
 * registers the caller's notification routes.
 */
export const notificationsModule = fp(
  async (app) => {
    const service = notificationsService({
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
    });
    await service.startWorkers();
    app.decorate('notifications', service);
    await app.register(notificationsRoutes, { service });
  },
  { name: 'notifications', dependencies: ['auth'] },
);
