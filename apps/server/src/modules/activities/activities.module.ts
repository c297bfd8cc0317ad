import fp from 'fastify-plugin';
import { activitiesRepository } from './activities.repository';
import { activitiesRoutes } from './activities.routes';

/** The activities module (docs/decisions/0045-modules-assemble-themselves.md): the signed-in user's activity feed. */
export const activitiesModule = fp(
  async (app) => {
    await app.register(activitiesRoutes, { repository: activitiesRepository(app.db) });
  },
  { name: 'activities', dependencies: ['auth'] },
);
