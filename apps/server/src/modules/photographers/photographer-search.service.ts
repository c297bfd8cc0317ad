import {
  FEATURED_GROUP_MAX,
  PRICE_RANGES,
  type PhotographerSearchQuery,
  type PhotographerSearchResponse,
  SEARCH_PAGE_SIZE_DEFAULT,
} from '@studio/shared';
import type { Db } from '../../db/client';
import type { ExchangeRateRepository } from './exchange-rate.repository';
import { toPhotographerCard } from './photographer-card.mapper';
import type { PhotographerCardsRepository } from './photographer-cards.repository';
import {
  photographerSearchRepository,
  plainSearchText,
  type SearchFilter,
  type SearchOrder,
} from './photographer-search.repository';

/** docs/rules/photographers-and-portfolios.md#directory-search, docs/rules/reviews.md#who-may-review: Highest Rated orders by the Bayesian average and Most Reviews by the count (ADR 0020). */
function orderOf(sort: PhotographerSearchQuery['sort']): SearchOrder {
  switch (sort) {
    case 'experience':
    case 'price-low':
    case 'price-high':
    case 'rating':
    case 'reviews':
      return sort;
    default:
      return 'newest';
  }
}

interface Search {
  filter: SearchFilter;
  order: SearchOrder;
  page: number;
  pageSize: number;
}

/** The query as the rules read it: empty values mean "any", and equivalent queries are equal. */
function normalise(query: PhotographerSearchQuery): Search {
  const price = PRICE_RANGES.find((p) => p.value === query.price);
  return {
    filter: {
      text: plainSearchText(query.q),
      location: query.location || undefined,
      speciality: query.style || undefined,
      price: price && { min: price.min, max: price.max },
      featuredOnly: query.featured === 'true',
    },
    order: orderOf(query.sort),
    page: query.page ?? 1,
    pageSize: query.pageSize ?? SEARCH_PAGE_SIZE_DEFAULT,
  };
}

/** The client dashboard's and the public directory's search (docs/rules/photographers-and-portfolios.md#directory-search, #public-directory). */
export function photographerSearchService(deps: {
  db: Db;
  cards: PhotographerCardsRepository;
  rates: Pick<ExchangeRateRepository, 'get'>;
}) {
  const { cards, rates } = deps;
  const repo = photographerSearchRepository(deps.db);
  const running = new Map<string, Promise<string>>();

  const search = async ({ filter, order, page, pageSize }: Search): Promise<PhotographerSearchResponse> => {
    // ADR 0030: the studio's rate, read with the search so that the filter and the cards agree.
    const rate = await rates.get();
    const result = await repo.search(
      filter,
      order,
      { limit: pageSize, offset: (page - 1) * pageSize },
      FEATURED_GROUP_MAX,
      rate.kesPerUsd,
    );
    const images = await cards.cardImages([...result.rows, ...result.featured].map((r) => r.id));
    return {
      data: result.rows.map((r) => toPhotographerCard(r, rate.kesPerUsd, images.get(r.id))),
      featured: result.featured.map((r) => toPhotographerCard(r, rate.kesPerUsd, images.get(r.id))),
      meta: { page, pageSize, total: result.total, totalPages: Math.ceil(result.total / pageSize) },
      rate,
    };
  };

  return {
    /**
     * The answer as JSON. Identical searches that arrive while one is running share its database
     * work and its serialisation (nothing is kept once it is answered, so nothing goes stale).
     */
    searchJson(query: PhotographerSearchQuery): Promise<string> {
      const normalised = normalise(query);
      const key = JSON.stringify(normalised);
      let pending = running.get(key);
      if (!pending) {
        const started = search(normalised)
          .then((body) => JSON.stringify(body))
          .finally(() => {
            if (running.get(key) === started) running.delete(key);
          });
        pending = started;
        running.set(key, pending);
      }
      return pending;
    },
  };
}
export type PhotographerSearchService = ReturnType<typeof photographerSearchService>;
