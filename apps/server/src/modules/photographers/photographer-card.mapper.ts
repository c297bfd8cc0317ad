import { averageRating, type PhotographerCard } from '@studio/shared';
import { avatarUrl } from '../users/current-user';
import type { CardImages, CardRow } from './photographer-cards.repository';
import { toPortfolioImage } from './photographer.mapper';

const NO_IMAGES: CardImages = { images: [], count: 0 };

/**
 * A photographer as a card shows it: at most CARD_IMAGE_COUNT images and no contact details.
 * `kesPerUsd`: the studio's rate (ADR 0030), at which a dollar price is compared in shillings.
 */
export function toPhotographerCard(row: CardRow, kesPerUsd: number, images: CardImages = NO_IMAGES): PhotographerCard {
  const gallery = images.images.map(toPortfolioImage);
  return {
    _id: row.id,
    name: row.name,
    message: row.message,
    speciality: row.speciality,
    price: row.price,
    location: row.location,
    experience: row.experience,
    profile_picture: avatarUrl(row.avatarFile) ?? row.libraryAvatarUrl,
    featured: row.featured,
    availability: row.availability || null,
    startingPrice: row.startingPrice,
    startingCurrency: row.startingCurrency,
    experienceYears: row.experienceYears,
    createdAt: row.createdAt.toISOString(),
    images: gallery.map((g) => g.url),
    gallery,
    imageCount: images.count,
    packagePrice: row.packagePriceKes !== null ? { kes: row.packagePriceKes, usd: row.packagePriceUsd } : null,
    listedPriceKes: row.listedKes ?? (row.listedUsd !== null ? Math.round(row.listedUsd * kesPerUsd) : null),
    rating: { average: averageRating(row.reviewCount, row.ratingSum), count: row.reviewCount },
  };
}
