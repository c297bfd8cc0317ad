import { CARD_IMAGE_COUNT } from '@studio/shared';
import { asc, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portfolioImages, portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import type { PortfolioImageRow } from './photographers.repository';

/** What a photographer card shows (docs/rules/product.md#screens), selected with the owner's avatar. */
export const cardColumns = {
  id: portfolios.id,
  name: portfolios.name,
  message: portfolios.message,
  speciality: portfolios.speciality,
  price: portfolios.price,
  location: portfolios.location,
  experience: portfolios.experience,
  featured: portfolios.featured,
  availability: portfolios.availability,
  /** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the price understood from `price`, in its own currency. */
  startingPrice: portfolios.startingPrice,
  startingCurrency: portfolios.startingCurrency,
  /** ADR 0017: the cheapest active package's KES price and the photographer's own USD price. */
  packagePriceKes: portfolios.packagePriceKes,
  packagePriceUsd: portfolios.packagePriceUsd,
  /** ADR 0030: what the price filter compared (a dollar figure counts at the rate). */
  listedKes: portfolios.listedKes,
  listedUsd: portfolios.listedUsd,
  experienceYears: portfolios.experienceYears,
  reviewCount: portfolios.reviewCount,
  ratingSum: portfolios.ratingSum,
  createdAt: portfolios.createdAt,
  libraryAvatarUrl: portfolios.libraryAvatarUrl,
  avatarFile: users.avatarFile,
};
export interface CardRow {
  id: string;
  name: string;
  message: string;
  speciality: string;
  price: string;
  location: string;
  experience: string;
  featured: boolean;
  availability: string | null;
  startingPrice: number | null;
  startingCurrency: 'KES' | 'USD' | null;
  packagePriceKes: number | null;
  packagePriceUsd: number | null;
  listedKes: number | null;
  listedUsd: number | null;
  experienceYears: number | null;
  reviewCount: number;
  ratingSum: number;
  createdAt: Date;
  libraryAvatarUrl: string | null;
  avatarFile: string | null;
}

export interface CardImages {
  /** The first CARD_IMAGE_COUNT images, in the photographer's order. */
  images: PortfolioImageRow[];
  /** How many images the whole portfolio holds. */
  count: number;
}

export function photographerCardsRepository(db: Db) {
  return {
    /** The card images of many portfolios in one query (a window per portfolio), with their counts. */
    async cardImages(portfolioIds: string[]): Promise<Map<string, CardImages>> {
      const result = new Map<string, CardImages>();
      if (portfolioIds.length === 0) return result;
      const ranked = db
        .select({
          ...getTableColumns(portfolioImages),
          rank: sql<number>`row_number() over (partition by ${portfolioImages.portfolioId} order by ${portfolioImages.position}, ${portfolioImages.createdAt}, ${portfolioImages.id})`.as(
            'rank',
          ),
          total: sql<number>`(count(*) over (partition by ${portfolioImages.portfolioId}))::int`.as('total'),
        })
        .from(portfolioImages)
        .where(inArray(portfolioImages.portfolioId, [...new Set(portfolioIds)]))
        .as('ranked');
      const rows = await db
        .select()
        .from(ranked)
        .where(lte(ranked.rank, CARD_IMAGE_COUNT))
        .orderBy(asc(ranked.portfolioId), asc(ranked.rank));
      for (const { rank: _rank, total, ...image } of rows) {
        const entry = result.get(image.portfolioId) ?? { images: [], count: total };
        entry.images.push(image);
        result.set(image.portfolioId, entry);
      }
      return result;
    },
  };
}
export type PhotographerCardsRepository = ReturnType<typeof photographerCardsRepository>;
