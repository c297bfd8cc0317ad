import {
  addDays,
  NEXT_FREE_DAYS_SHOWN,
  NEXT_FREE_DAYS_WINDOW,
  type Photographer,
  type PhotographerPackage,
  type PublicReviewsResponse,
  type ReviewSort,
} from '@studio/shared';
import { ApiError, apiRequest } from '@/lib/api-client';
import { studioToday } from '@/lib/calendar-date';
import { fetchPublicAvailability } from '@/lib/public-availability';

/** The profile is an island of a server-rendered page: zod loads with the first request (ADR 0007). */
const schemas = () => import('@studio/shared/schemas/photographer');

export const photographerPath = (id: string) => `/photographers/portfolio/${encodeURIComponent(id)}`;

/** `onEtag` hears the version of the answer (docs/rules/public-pages.md#polling: the page watches for a newer one). */
export async function fetchPhotographer(
  id: string,
  signal?: AbortSignal,
  onEtag?: (etag: string | null) => void,
): Promise<Photographer> {
  const { publicPortfolioResponseSchema } = await schemas();
  const res = await apiRequest(photographerPath(id), {
    schema: publicPortfolioResponseSchema,
    signal,
    onHeaders: onEtag && ((headers) => onEtag(headers.get('etag'))),
  });
  return res.photographer;
}

/**
 * GET /api/photographers/:id/packages (docs/rules/history.md#issue-12): the photographer's active packages, in order.
 * Packages are an extra on the profile: when they cannot be read, the page shows none.
 */
/**
 * docs/rules/history.md#issue-12: the first `NEXT_FREE_DAYS_SHOWN` free days within `NEXT_FREE_DAYS_WINDOW` days from the
 * studio's today, oldest first; null when they could not be read (the rest of the page stands).
 */
export async function fetchNextFreeDays(id: string, signal?: AbortSignal): Promise<string[] | null> {
  const today = studioToday();
  try {
    const { days } = await fetchPublicAvailability(id, today, addDays(today, NEXT_FREE_DAYS_WINDOW - 1), signal);
    return days
      .filter((d) => d.free)
      .slice(0, NEXT_FREE_DAYS_SHOWN)
      .map((d) => d.date);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return null;
  }
}

export async function fetchPackages(id: string, signal?: AbortSignal): Promise<PhotographerPackage[]> {
  const { packagesResponseSchema } = await import('@studio/shared/schemas/packages');
  try {
    const res = await apiRequest(`/photographers/${encodeURIComponent(id)}/packages`, {
      schema: packagesResponseSchema,
      signal,
    });
    return res.data;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return [];
  }
}

/** Which page of the profile's reviews to show, from the address (`?page=&sort=`). */
export interface ReviewsQuery {
  page: number;
  sort: ReviewSort;
}

export function reviewsQueryOf(search: URLSearchParams): ReviewsQuery {
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 && page < 1_000_000 ? page : 1,
    sort: search.get('sort') === 'rating' ? 'rating' : 'newest',
  };
}

/**
 * GET /api/photographers/:id/reviews (docs/rules/history.md#issue-13): a page of the visible reviews with the summary
 * and the featured ones. Reviews are an extra on the profile: when they cannot be read, it shows none.
 */
export async function fetchReviews(
  id: string,
  query: ReviewsQuery,
  signal?: AbortSignal,
): Promise<PublicReviewsResponse | null> {
  const { publicReviewsResponseSchema } = await import('@studio/shared/schemas/reviews');
  try {
    return await apiRequest(`/photographers/${encodeURIComponent(id)}/reviews?page=${query.page}&sort=${query.sort}`, {
      schema: publicReviewsResponseSchema,
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return null;
  }
}

/** An unknown photographer, or an address that cannot be one (400), reads as "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** What the page's head needs (docs/rules/public-pages.md#without-javascript), small enough to travel with the router's hydration data. */
export interface ProfileSummary {
  name: string;
  speciality: string;
  location: string;
  message: string;
  image: string | null;
  profilePicture: string | null;
  website: string;
  experienceYears: number | null;
  startingPrice: number | null;
  /** docs/rules/history.md#issue-13: the rating and a few reviews, for the JSON-LD (docs/rules/public-pages.md#without-javascript); none without reviews. */
  rating: { average: number; count: number } | null;
  reviews: { author: string; rating: number; text: string; date: string }[];
}

export interface ProfileLoaderData {
  id: string;
  /** docs/rules/product.md#calls / docs/rules/public-pages.md#polling: the page polls it every second while visible (ETag: an unchanged profile costs a 304). */
  photographer: Photographer | null;
  /** docs/rules/history.md#issue-12: the active packages, read with the profile so the server renders them. */
  packages: PhotographerPackage[];
  /** docs/rules/history.md#issue-13: the page of reviews the address asks for (null when they could not be read or were not asked for). */
  reviews: PublicReviewsResponse | null;
  reviewsQuery: ReviewsQuery;
  /** docs/rules/history.md#issue-12: the next free days, read with the profile so the server renders them (null when it could not). */
  freeDates: string[] | null;
  /** docs/rules/public-pages.md#polling: the version of `photographer` (its ETag), which the page watches for a newer one. */
  etag: string | null;
  summary: ProfileSummary | null;
  notFound: boolean;
  error: string | null;
}

/** How many reviews the JSON-LD names. */
const LD_REVIEWS = 5;

export function summaryOf(p: Photographer, reviews: PublicReviewsResponse | null = null): ProfileSummary {
  const shown = reviews ? [...reviews.featured, ...reviews.data] : [];
  const unique = shown.filter((r, i) => shown.findIndex((o) => o.id === r.id) === i).slice(0, LD_REVIEWS);
  return {
    name: p.name,
    speciality: p.speciality,
    location: p.location,
    message: p.message,
    image: p.gallery[0]?.url ?? p.images[0] ?? null,
    profilePicture: p.profile_picture,
    website: p.website,
    experienceYears: p.experienceYears,
    startingPrice: p.startingPrice,
    rating:
      p.rating.count > 0 && p.rating.average !== null ? { average: p.rating.average, count: p.rating.count } : null,
    reviews: unique.map((r) => ({
      author: r.authorName,
      rating: r.rating,
      text: r.text,
      date: r.createdAt.slice(0, 10),
    })),
  };
}

/** The route loader's work (on the server as in the browser): what it found, or why not. */
export async function loadProfile(
  id: string,
  signal?: AbortSignal,
  reviewsQuery?: ReviewsQuery,
): Promise<ProfileLoaderData> {
  const query = reviewsQuery ?? { page: 1, sort: 'newest' as const };
  try {
    let etag: string | null = null;
    const [photographer, packages, reviews, freeDates] = await Promise.all([
      fetchPhotographer(id, signal, (value) => {
        etag = value;
      }),
      fetchPackages(id, signal),
      reviewsQuery ? fetchReviews(id, query, signal) : Promise.resolve(null),
      fetchNextFreeDays(id, signal),
    ]);
    return {
      id,
      photographer,
      packages,
      reviews,
      reviewsQuery: query,
      freeDates,
      etag,
      summary: summaryOf(photographer, reviews),
      notFound: false,
      error: null,
    };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const notFound = isNotFound(err);
    return {
      id,
      photographer: null,
      packages: [],
      reviews: null,
      reviewsQuery: query,
      freeDates: null,
      etag: null,
      summary: null,
      notFound,
      error: notFound ? null : (err as Error).message,
    };
  }
}
