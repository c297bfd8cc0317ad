import type { Photographer, PhotographerPackage } from '@studio/shared';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The profile is an island of a server-rendered page: zod loads with the first request (ADR 0007). */
const schemas = () => import('@studio/shared/schemas/photographer');

export async function fetchPhotographer(id: string, signal?: AbortSignal): Promise<Photographer> {
  const { publicPortfolioResponseSchema } = await schemas();
  const res = await apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}`, {
    schema: publicPortfolioResponseSchema,
    signal,
  });
  return res.photographer;
}

/**
 * GET /api/photographers/:id/packages (issue 12): the photographer's active packages, in order.
 * Packages are an extra on the profile: when they cannot be read, the page shows none.
 */
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

/** An unknown photographer, or an address that cannot be one (400), reads as "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** What the page's head needs (D5), small enough to travel with the router's hydration data. */
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
}

export interface ProfileLoaderData {
  id: string;
  /** SPEC 7 / D4: the page polls it every second while visible (ETag: an unchanged profile costs a 304). */
  photographer: Photographer | null;
  /** Issue 12: the active packages, read with the profile so the server renders them. */
  packages: PhotographerPackage[];
  summary: ProfileSummary | null;
  notFound: boolean;
  error: string | null;
}

export function summaryOf(p: Photographer): ProfileSummary {
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
  };
}

/** The route loader's work (on the server as in the browser): what it found, or why not. */
export async function loadProfile(id: string, signal?: AbortSignal): Promise<ProfileLoaderData> {
  try {
    const [photographer, packages] = await Promise.all([fetchPhotographer(id, signal), fetchPackages(id, signal)]);
    return { id, photographer, packages, summary: summaryOf(photographer), notFound: false, error: null };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const notFound = isNotFound(err);
    return {
      id,
      photographer: null,
      packages: [],
      summary: null,
      notFound,
      error: notFound ? null : (err as Error).message,
    };
  }
}

/**
 * D19: one view per page load, from the page (never from its polling). The server counts it once
 * per visitor per day and never for the owner; a failure here is not the visitor's problem.
 */
export async function recordView(id: string): Promise<void> {
  try {
    // Whether it counted is the server's business: no schema (and no zod) for an answer not read.
    await apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}/views`, { method: 'POST' });
  } catch {
    // Not counted this time; the page works the same.
  }
}
