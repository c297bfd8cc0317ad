import {
  CARD_IMAGE_COUNT,
  directoryTexts,
  type Photographer,
  type PhotographerCard,
  type PortfolioImage,
  packagesTexts,
} from '@studio/shared';

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** SPEC 2's fallbacks, word for word. */
export const cardName = (name: string) => clean(name) || directoryTexts.card.unnamed;
export const cardSpeciality = (speciality: string) => clean(speciality) || directoryTexts.card.noSpeciality;
export const cardLocation = (location: string) => clean(location) || directoryTexts.card.noLocation;
export const cardMessage = (message: string) => clean(message) || directoryTexts.card.noDescription;

/**
 * The price: the cheapest active package's, "From KES 65,000 ($500)" (ADR 0017); else D15's "From
 * $800" when the server understood the text, else as written, else 'Not provided'.
 */
export function cardPrice(
  p: Pick<PhotographerCard, 'price' | 'startingPrice'> & Partial<Pick<PhotographerCard, 'packagePrice'>>,
): string {
  if (p.packagePrice) return packagesTexts.cardFrom(p.packagePrice.kes, p.packagePrice.usd);
  if (p.startingPrice !== null && Number.isFinite(p.startingPrice) && p.startingPrice >= 0)
    return directoryTexts.card.from(p.startingPrice);
  return clean(p.price) || directoryTexts.card.notProvided;
}

/** Experience in years (SPEC 2, D15): the years understood, else the text as written, else 'Not stated'. */
export function cardExperience(p: Pick<PhotographerCard, 'experience' | 'experienceYears'>): string {
  if (p.experienceYears !== null && Number.isFinite(p.experienceYears) && p.experienceYears >= 0)
    return directoryTexts.card.years(Math.round(p.experienceYears));
  return clean(p.experience) || directoryTexts.card.notStated;
}

/** What a card shows of the portfolio: up to CARD_IMAGE_COUNT images, with their variants when known. */
export type CardImage = { kind: 'variants'; image: PortfolioImage } | { kind: 'url'; url: string };

export function cardImages(p: Pick<PhotographerCard, 'gallery' | 'images'>): CardImage[] {
  if (p.gallery.length > 0)
    return p.gallery.slice(0, CARD_IMAGE_COUNT).map((image) => ({ kind: 'variants', image }) as const);
  return p.images
    .filter((url) => clean(url))
    .slice(0, CARD_IMAGE_COUNT)
    .map((url) => ({ kind: 'url', url }) as const);
}

/** A whole portfolio (the public profile's) as a card, for saving it from the profile page. */
export function cardOf(p: Photographer): PhotographerCard {
  return {
    _id: p._id,
    name: p.name,
    message: p.message,
    speciality: p.speciality,
    price: p.price,
    location: p.location,
    experience: p.experience,
    profile_picture: p.profile_picture,
    featured: p.featured,
    availability: p.availability,
    startingPrice: p.startingPrice,
    experienceYears: p.experienceYears,
    rating: p.rating,
    createdAt: p.createdAt,
    images: p.images.slice(0, CARD_IMAGE_COUNT),
    gallery: p.gallery.slice(0, CARD_IMAGE_COUNT),
    imageCount: Math.max(p.images.length, p.gallery.length),
    // The profile does not read the packages' summary; the favourites list reads cards afresh.
    packagePrice: null,
  };
}
