import {
  CARD_IMAGE_COUNT,
  type Currency,
  convertMoney,
  DEFAULT_KES_PER_USD,
  directoryTexts,
  formatMoney,
  type Money,
  type Photographer,
  type PhotographerCard,
  type PortfolioImage,
  styleName,
  placeName,
} from '@studio/shared';

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** docs/rules/product.md#screens's fallbacks, word for word. */
export const cardName = (name: string) => clean(name) || directoryTexts.card.unnamed;
export const cardSpeciality = (speciality: string) =>
  clean(speciality) ? styleName(clean(speciality)) : directoryTexts.card.noSpeciality;
export const cardLocation = (location: string) => placeName(clean(location)) || directoryTexts.card.noLocation;
export const cardMessage = (message: string) => clean(message) || directoryTexts.card.noDescription;

/** docs/rules/photographers-and-portfolios.md#kenyan-marketplace: the currency prices are read in, and the studio's rate for the other one. */
export interface PriceView {
  currency: Currency;
  kesPerUsd: number;
}
export const KES_VIEW: PriceView = { currency: 'KES', kesPerUsd: DEFAULT_KES_PER_USD };

type PricedCard = Pick<PhotographerCard, 'price' | 'startingPrice' | 'startingCurrency'> &
  Partial<Pick<PhotographerCard, 'packagePrice' | 'listedPriceKes'>>;

/** The photographer's own lowest price (the cheapest package's KES, else the one in their text), or null. */
export function ownPrice(p: PricedCard): Money | null {
  if (p.packagePrice) return { amount: p.packagePrice.kes, currency: 'KES' };
  if (p.startingPrice !== null && Number.isFinite(p.startingPrice) && p.startingPrice >= 0 && p.startingCurrency)
    return { amount: p.startingPrice, currency: p.startingCurrency };
  return null;
}

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the card's price, in the currency the photographer gave it, "From KES 85,000" or
 * "From $800"; when the view's currency is the other one, its value there follows: the
 * photographer's own dollar price of a package, else "(about KES 103,200)" at the studio's rate
 * (the figure the filter compared). A price not understood is shown as written, else 'Not provided'.
 */
export function cardPrice(p: PricedCard, view: PriceView = KES_VIEW): { main: string; other: string | null } {
  const own = ownPrice(p);
  if (!own) return { main: clean(p.price) || directoryTexts.card.notProvided, other: null };
  const main = directoryTexts.card.from({ money: formatMoney(own) });
  if (own.currency === view.currency) return { main, other: null };
  if (view.currency === 'USD' && p.packagePrice?.usd != null)
    return { main, other: `(${formatMoney({ amount: p.packagePrice.usd, currency: 'USD' })})` };
  const converted =
    view.currency === 'KES' && p.listedPriceKes != null
      ? { amount: p.listedPriceKes, currency: 'KES' as const }
      : convertMoney(own, view.currency, view.kesPerUsd);
  return { main, other: directoryTexts.card.about({ money: formatMoney(converted) }) };
}

/** Experience in years (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#prices-and-experience): the years understood, else the text as written, else 'Not stated'. */
export function cardExperience(p: Pick<PhotographerCard, 'experience' | 'experienceYears'>): string {
  if (p.experienceYears !== null && Number.isFinite(p.experienceYears) && p.experienceYears >= 0)
    return directoryTexts.card.years({ years: Math.round(p.experienceYears) });
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
    startingCurrency: p.startingCurrency,
    experienceYears: p.experienceYears,
    rating: p.rating,
    createdAt: p.createdAt,
    images: p.images.slice(0, CARD_IMAGE_COUNT),
    gallery: p.gallery.slice(0, CARD_IMAGE_COUNT),
    imageCount: Math.max(p.images.length, p.gallery.length),
    // The profile does not read the packages' summary; the favourites list reads cards afresh.
    packagePrice: null,
    listedPriceKes: null,
  };
}
