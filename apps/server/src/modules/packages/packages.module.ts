import fp from 'fastify-plugin';
import { packagesRepository } from './packages.repository';
import { packagesRoutes } from './packages.routes';
import { packagesService } from './packages.service';

/**
 * The packages module (docs/decisions/0045-modules-assemble-themselves.md): a photographer's
 * packages, on the photographers' repository; offers its own as `app.packages.repository` (a
 * booking request names the package it chose).
 */
export const packagesModule = fp(
  async (app) => {
    const repository = packagesRepository(app.db);
    app.decorate('packages', { repository });
    const service = packagesService({
      repo: repository,
      portfolios: app.photographers.repository,
      changes: app.changes,
    });
    await app.register(packagesRoutes, { service });
  },
  { name: 'packages', dependencies: ['auth', 'photographers'] },
);
