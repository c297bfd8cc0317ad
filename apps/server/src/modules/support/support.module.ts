import fp from 'fastify-plugin';
import { studioSupportRoutes, supportRoutes } from './support.routes';
import { supportService } from './support.service';

/**
 * The support module (docs/decisions/0045-modules-assemble-themselves.md): help articles and
 * tickets, the photographer's side and the console's, on one service whose mail workers it starts.
 */
export const supportModule = fp(
  async (app) => {
    const service = supportService({
      db: app.db,
      jobs: app.jobs,
      mailer: app.mailer,
      notifications: app.notifications,
      publicUrl: app.env.PUBLIC_URL,
      log: app.log,
    });
    await service.startWorkers();
    await app.register(supportRoutes, { service });
    await app.register(studioSupportRoutes, { service });
  },
  { name: 'support', dependencies: ['auth', 'notifications'] },
);
