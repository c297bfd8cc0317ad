import {
  directoryTexts,
  formatMoney,
  pagesTexts,
  type Photographer,
  profileTexts,
  siteTexts,
  STUDIO_NAME,
  styleField,
  styleName,
  placeName,
} from '@studio/shared';
import type { ProfileLoaderData, ProfileSummary } from '../api/profile-api';

const clean = (s: string | null | undefined) => (s ?? '').trim();

export const displayName = (name: string) => clean(name) || directoryTexts.card.unnamed;
export const displaySpeciality = (speciality: string) =>
  clean(speciality) ? styleName(clean(speciality)) : directoryTexts.card.noSpeciality;
export const displayLocation = (location: string) => placeName(clean(location)) || directoryTexts.card.noLocation;
export const displayDescription = (message: string) => clean(message) || directoryTexts.card.noDescription;
export const displayContact = (value: string | null | undefined) => clean(value) || directoryTexts.card.notProvided;

/** docs/rules/product.md#screens: '{availability} available', otherwise 'No available data at the moment'. */
export function displayAvailability(availability: string | null): string {
  const a = clean(availability);
  return a ? profileTexts.available({ availability: a }) : profileTexts.noAvailability;
}

/** Years of experience (docs/rules/photographers-and-portfolios.md#prices-and-experience): the number the server understood, else the text as written, else 'Not stated'. */
export function displayExperience(p: Pick<Photographer, 'experience' | 'experienceYears'>): string {
  if (p.experienceYears !== null && Number.isFinite(p.experienceYears) && p.experienceYears >= 0) {
    const years = Math.round(p.experienceYears);
    if (years < 1) return profileTexts.experienceUnderOne;
    return profileTexts.experienceYears({ count: years });
  }
  return clean(p.experience) || directoryTexts.card.notStated;
}

/**
 * The price, never converted (docs/rules/photographers-and-portfolios.md#kenyan-marketplace): with packages the cheapest one's "From KES 45,000", as the
 * directory lists it; else the price understood from the text in its own currency ("From KES
 * 85,000", "From $800"); else as written, else 'Not provided'.
 */
export function displayPrice(
  p: Pick<Photographer, 'price' | 'startingPrice' | 'startingCurrency'>,
  packages: readonly { priceKes: number }[] = [],
): string {
  if (packages.length > 0)
    return directoryTexts.card.from({
      money: formatMoney({ amount: Math.min(...packages.map((k) => k.priceKes)), currency: 'KES' }),
    });
  if (p.startingPrice !== null && Number.isFinite(p.startingPrice) && p.startingCurrency)
    return directoryTexts.card.from({ money: formatMoney({ amount: p.startingPrice, currency: p.startingCurrency }) });
  return clean(p.price) || directoryTexts.card.notProvided;
}

/** "+254712345678" for a tel: link from what the photographer typed. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A website link only for http(s) addresses. */
export function safeWebsite(website: string): string | null {
  const w = clean(website);
  return /^https?:\/\//i.test(w) ? w : null;
}

export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Meta descriptions are cut near 150 characters, at a word (as the blog's are, docs/rules/product.md#constants). */
export function cutDescription(text: string, max = 150): string {
  const t = clean(text).replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** "Wedding photographer", "Nature photographer" (from "Nature Photography"), or "Photographer". */
export function roleOf(speciality: string): string {
  const own = clean(speciality);
  const s = styleField(own) ?? own.replace(/\s*photography$/i, '');
  return s ? pagesTexts.profile.role({ speciality: s }) : pagesTexts.profile.roleNone;
}

export interface ProfileMeta {
  title: string;
  description: string;
  image?: string;
  type: 'profile';
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
}

/** docs/rules/public-pages.md#without-javascript: the title, description, cover image and JSON-LD the server writes into the page's head. */
export function profileMeta(data: Pick<ProfileLoaderData, 'summary' | 'error'> | undefined): ProfileMeta {
  const s: ProfileSummary | null | undefined = data?.summary;
  if (!s) {
    const title = data?.error ? siteTexts.error({ message: data.error }) : profileTexts.notFound;
    return {
      title,
      description: pagesTexts.photographerNotFound({ notFound: profileTexts.notFound, studio: STUDIO_NAME }),
      type: 'profile',
      noindex: true,
    };
  }
  const name = displayName(s.name);
  const speciality = clean(s.speciality);
  const location = clean(s.location);
  const role = roleOf(speciality);
  const t = pagesTexts.profile;
  const title = location ? t.titleIn({ name, role, location }) : t.title({ name, role });
  const described = { name, role: role.toLowerCase(), location, studio: STUDIO_NAME };
  const description = cutDescription(
    clean(s.message) || (location ? t.descriptionIn(described) : t.description(described)),
  );
  // The head needs a path on this site (the server adds the origin).
  const image = s.image?.startsWith('/') ? s.image : undefined;
  const website = safeWebsite(s.website);
  const person = {
    '@type': 'Person',
    name,
    jobTitle: role,
    description,
    ...(image ? { image } : {}),
    ...(location ? { address: { '@type': 'PostalAddress', addressLocality: location } } : {}),
    ...(speciality ? { knowsAbout: /photography$/i.test(speciality) ? speciality : `${speciality} photography` } : {}),
    ...(website ? { sameAs: [website] } : {}),
  };
  return {
    title,
    description,
    image,
    type: 'profile',
    jsonLd: { '@context': 'https://schema.org', ...person, ...ratingLd(s, role, name, location) },
  };
}

/**
 * docs/rules/history.md#issue-13 (docs/rules/public-pages.md#without-javascript): with reviews, the photographer's work as a schema.org Service they provide, with
 * its `aggregateRating` and a few `review`s (schema.org gives a Person no rating of its own).
 * Nothing without reviews.
 */
function ratingLd(s: ProfileSummary, role: string, name: string, location: string): Record<string, unknown> {
  if (!s.rating) return {};
  return {
    makesOffer: {
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: `${role} · ${name}`,
        ...(location ? { areaServed: location } : {}),
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: s.rating.average,
          reviewCount: s.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
        review: s.reviews.map((r) => ({
          '@type': 'Review',
          author: { '@type': 'Person', name: r.author },
          datePublished: r.date,
          reviewBody: r.text,
          reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        })),
      },
    },
  };
}
