import {
  type Photographer,
  PROFILE_POLL_MS,
  publicPortfolioResponseSchema,
  viewRecordedResponseSchema,
} from '@studio/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export const profileKeys = {
  all: ['photographer-profile'] as const,
  detail: (id: string) => [...profileKeys.all, id] as const,
};

export function fetchPhotographer(id: string, signal?: AbortSignal): Promise<Photographer> {
  return apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}`, {
    schema: publicPortfolioResponseSchema,
    signal,
  }).then((res) => res.photographer);
}

/** An unknown photographer, or an address that cannot be one (400), reads as "not found". */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** After a client error (4xx) asking again will not change the answer: stop polling. */
function pollUnlessClientError(query: { state: { error: unknown } }): number | false {
  const error = query.state.error;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? false : PROFILE_POLL_MS;
}

/**
 * SPEC 7 / D4: the profile polls every second, only while the tab is visible. The server sends an
 * ETag with `Cache-Control: no-cache`, so the browser asks with If-None-Match and an unchanged
 * profile costs a 304 with no body.
 */
export const photographerQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => fetchPhotographer(id, signal),
    refetchInterval: pollUnlessClientError,
    refetchIntervalInBackground: false,
  });

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

/** The route loader's work: fills the query cache (server and browser alike) and says what it found. */
export async function loadProfile(queryClient: QueryClient, id: string): Promise<ProfileLoaderData> {
  try {
    // No retries here: a server render must not wait through the backoff; the page polls anyway.
    const photographer = await queryClient.ensureQueryData({ ...photographerQuery(id), retry: false });
    return { id, summary: summaryOf(photographer), notFound: false, error: null };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const notFound = isNotFound(err);
    return { id, summary: null, notFound, error: notFound ? null : (err as Error).message };
  }
}

/**
 * D19: one view per page load, from the page (never from its polling). The server counts it once
 * per visitor per day and never for the owner; a failure here is not the visitor's problem.
 */
export async function recordView(id: string): Promise<void> {
  try {
    await apiRequest(`/photographers/portfolio/${encodeURIComponent(id)}/views`, {
      method: 'POST',
      schema: viewRecordedResponseSchema,
    });
  } catch {
    // Not counted this time; the page works the same.
  }
}
