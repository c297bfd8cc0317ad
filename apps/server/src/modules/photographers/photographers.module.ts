import fp from 'fastify-plugin';
import { portfolioMedia } from '../uploads/portfolio-media';
import { exchangeRateRepository } from './exchange-rate.repository';
import { photographerCardsRepository } from './photographer-cards.repository';
import { photographerSearchRoutes } from './photographer-search.routes';
import { photographerSearchService } from './photographer-search.service';
import { photographersRepository } from './photographers.repository';
import { photographersRoutes } from './photographers.routes';
import { photographersService } from './photographers.service';

/**
 * The photographers module (docs/decisions/0045-modules-assemble-themselves.md): builds the
 * portfolios' repository once and offers it as `app.photographers.repository`, which the modules
 * above it (bookings, packages, favourites, leads, analytics) use instead of building their own,
 * with the directory's cards and exchange rate (`cards`, `exchangeRates`: favourites, the console);
 * builds its services and registers the portfolio routes and the directory search with them.
 */
export const photographersModule = fp(
  async (app) => {
    const portfolios = photographersRepository(app.db);
    const service = photographersService({
      portfolios,
      store: portfolioMedia(app.media),
      log: app.log,
      changes: app.changes,
    });
    const cards = photographerCardsRepository(app.db);
    const exchangeRates = exchangeRateRepository(app.db);
    app.decorate('photographers', { repository: portfolios, cards, exchangeRates });
    app.onAccountDeletion((userId) => service.removeForAccount(userId));
    await app.register(photographersRoutes, { service });
    await app.register(photographerSearchRoutes, {
      service: photographerSearchService({ db: app.db, cards, rates: exchangeRates }),
    });
  },
  { name: 'photographers', dependencies: ['auth'] },
);
