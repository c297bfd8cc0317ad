import { averageRating, type Photographer, type PortfolioImage } from '@studio/shared';
import { avatarUrl } from '../users/current-user';
import type { PortfolioImageRow, PortfolioWithOwner } from './photographers.repository';

/** The width of the display URL: 1200 px, or the widest variant below it (the original if smaller). */
export const DISPLAY_WIDTH = 1200;

function displayWidth(widths: number[]): number {
  const fitting = widths.filter((w) => w <= DISPLAY_WIDTH);
  return fitting.length ? Math.max(...fitting) : Math.min(...widths);
}

const srcSet = (base: string, widths: number[], format: 'avif' | 'webp') =>
  widths.map((w) => `${base}-${w}.${format} ${w}w`).join(', ');

export function toPortfolioImage(
  row: Pick<PortfolioImageRow, 'id' | 'base' | 'widths' | 'width' | 'height' | 'placeholder'>,
): PortfolioImage {
  return {
    id: row.id,
    url: `${row.base}-${displayWidth(row.widths)}.webp`,
    srcSet: { avif: srcSet(row.base, row.widths, 'avif'), webp: srcSet(row.base, row.widths, 'webp') },
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
  };
}

/** docs/rules/product.md#entities "Photographer portfolio" as the API sends it. */
export function toPhotographer(row: PortfolioWithOwner, images: PortfolioImageRow[]): Photographer {
  const gallery = images.map(toPortfolioImage);
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    images: gallery.map((g) => g.url),
    gallery,
    video: row.videoUrl,
    speciality: row.speciality,
    price: row.price,
    location: row.location,
    experience: row.experience,
    website: row.website,
    instagram: row.instagram,
    profile_picture: avatarUrl(row.avatarFile) ?? row.libraryAvatarUrl,
    featured: row.featured,
    availability: row.availability || null,
    startingPrice: row.startingPrice,
    startingCurrency: row.startingCurrency,
    experienceYears: row.experienceYears,
    rating: { average: averageRating(row.reviewCount, row.ratingSum), count: row.reviewCount },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
