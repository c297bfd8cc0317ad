import {
  directoryTexts,
  FAVOURITES_MAX,
  type FavouritesResponse,
  photographerDashboardTexts,
  profileTexts,
  SUBSCRIBERS_LIST_MAX,
  type Subscriber,
} from '@studio/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ExchangeRateRepository } from '../photographers/exchange-rate.repository';
import { toPhotographerCard } from '../photographers/photographer-card.mapper';
import type { PhotographerCardsRepository } from '../photographers/photographer-cards.repository';
import type { PhotographersRepository } from '../photographers/photographers.repository';
import { avatarUrl } from '../users/current-user';
import type { UserRow } from '../users/users.repository';
import { favouritesRepository, isForeignKeyViolation } from './favourites.repository';

const notFound = () => new AppError('NOT_FOUND', profileTexts.notFound);

/** Saved photographers (the client's favourites) and, seen from the other side, subscribers (docs/rules/photographers-and-portfolios.md#dashboard-navigation). */
export function favouritesService(deps: {
  db: Db;
  /** The photographers module's repositories (the instance's `photographers`). */
  portfolios: PhotographersRepository;
  cards: PhotographerCardsRepository;
  rates: Pick<ExchangeRateRepository, 'get'>;
}) {
  const { db, portfolios, cards, rates } = deps;
  const repo = favouritesRepository(db);

  return {
    /** Saves a photographer; saving one already saved changes nothing. */
    async save(user: UserRow, portfolioId: string): Promise<void> {
      const portfolio = await portfolios.findById(portfolioId);
      if (!portfolio) throw notFound();
      if (portfolio.userId === user.id) throw new AppError('VALIDATION', directoryTexts.favouriteOwn);
      try {
        await repo.lockedForUser(user.id, async (tx) => {
          if (await repo.has(tx, user.id, portfolioId)) return;
          if ((await repo.countForUser(tx, user.id)) >= FAVOURITES_MAX) {
            throw new AppError('VALIDATION', directoryTexts.favouritesFull);
          }
          await repo.insert(tx, user.id, portfolioId);
        });
      } catch (err) {
        // The portfolio was deleted in the meantime.
        if (isForeignKeyViolation(err)) throw notFound();
        throw err;
      }
    },

    /** Removes a saved photographer; removing one not saved changes nothing (404 only for an unknown photographer). */
    async remove(user: UserRow, portfolioId: string): Promise<void> {
      if (await repo.remove(user.id, portfolioId)) return;
      if (!(await portfolios.findById(portfolioId))) throw notFound();
    },

    async list(user: UserRow): Promise<FavouritesResponse> {
      const [rows, rate] = await Promise.all([repo.listForUser(user.id), rates.get()]);
      const images = await cards.cardImages(rows.map((r) => r.id));
      return {
        data: rows.map((r) => ({
          ...toPhotographerCard(r, rate.kesPerUsd, images.get(r.id)),
          savedAt: r.savedAt.toISOString(),
        })),
      };
    },

    /** docs/rules/photographers-and-portfolios.md#dashboard-navigation: who saved the photographer's portfolio: names and pictures only, never e-mail addresses. */
    async subscribers(user: UserRow): Promise<{ data: Subscriber[]; total: number }> {
      if (user.role !== 'photographer')
        throw new AppError('FORBIDDEN', photographerDashboardTexts.subscribers.onlyPhotographers);
      const portfolio = await portfolios.findByUserId(user.id);
      if (!portfolio) return { data: [], total: 0 };
      const { rows, total } = await repo.subscribers(portfolio.id, SUBSCRIBERS_LIST_MAX);
      return {
        data: rows.map((r) => ({
          username: r.username,
          avatar: avatarUrl(r.avatarFile),
          savedAt: r.savedAt.toISOString(),
        })),
        total,
      };
    },
  };
}
export type FavouritesService = ReturnType<typeof favouritesService>;
