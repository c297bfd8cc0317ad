import fp from 'fastify-plugin';
import { activitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';

/**
 * The activities module (docs/decisions/0045-modules-assemble-themselves.md): the signed-in user's
 * activity feed; offers its repository as `app.activities.repository` (a counted profile view is an
 * activity); a change in a transaction records its activity with `activitiesRepository(tx)`.
 */
export const activitiesModule = fp(
  async (app) => {
    const repository = activitiesRepository(app.db);
    app.decorate('activities', { repository });
    await app.register(activitiesRoutes, { repository });
  },
  { name: 'activities', dependencies: ['auth'] },
);
