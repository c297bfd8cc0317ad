import fp from 'fastify-plugin';
import { packagesRoutes } from './packages.routes';
import { packagesService } from './packages.service';

/** The packages module (docs/decisions/0045-modules-assemble-themselves.md): a photographer's packages, on the photographers' repository. */
export const packagesModule = fp(
  async (app) => {
    const service = packagesService({ db: app.db, portfolios: app.photographers.repository, changes: app.changes });
    await app.register(packagesRoutes, { service });
  },
  { name: 'packages', dependencies: ['auth', 'photographers'] },
);
