import fp from 'fastify-plugin';
import { leadsRoutes } from './leads.routes';
import { leadsService } from './leads.service';

/** The leads module (docs/decisions/0045-modules-assemble-themselves.md): a photographer's pipeline, on the photographers' repository. */
export const leadsModule = fp(
  async (app) => {
    const service = leadsService({ db: app.db, portfolios: app.photographers.repository });
    await app.register(leadsRoutes, { service });
  },
  { name: 'leads', dependencies: ['auth', 'photographers'] },
);
