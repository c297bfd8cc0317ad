import fp from 'fastify-plugin';
import { favouritesRoutes } from './favourites.routes';
import { favouritesService } from './favourites.service';

/** The favourites module (docs/decisions/0045-modules-assemble-themselves.md): saved photographers and subscribers, on the photographers' repository. */
export const favouritesModule = fp(
  async (app) => {
    const service = favouritesService({
      db: app.db,
      portfolios: app.photographers.repository,
      cards: app.photographers.cards,
      rates: app.photographers.exchangeRates,
    });
    await app.register(favouritesRoutes, { service });
  },
  { name: 'favourites', dependencies: ['auth', 'photographers'] },
);
