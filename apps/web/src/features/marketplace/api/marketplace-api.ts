import {
  type FavouritesResponse,
  favouriteChangeResponseSchema,
  favouritesResponseSchema,
  type PhotographerCard,
  type PhotographerSearchResponse,
  photographerSearchResponseSchema,
} from '@studio/shared';
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type SearchFilters, searchParamsFromFilters } from '../utils/search-filters';

/** Query keys, general to specific (DESIGN rule 5). Logging out clears the whole cache. */
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  searches: () => [...marketplaceKeys.all, 'search'] as const,
  search: (filters: SearchFilters) => [...marketplaceKeys.searches(), filters] as const,
  favourites: () => [...marketplaceKeys.all, 'favourites'] as const,
};

export type SavedPhotographer = FavouritesResponse['data'][number];

/** GET /api/photographers/portfolio/get-all with the URL's filters (D16): public, no session needed. */
export function fetchPhotographers(filters: SearchFilters, signal?: AbortSignal): Promise<PhotographerSearchResponse> {
  const query = searchParamsFromFilters(filters).toString();
  return apiRequest(`/photographers/portfolio/get-all${query ? `?${query}` : ''}`, {
    schema: photographerSearchResponseSchema,
    signal,
  });
}

/** Search results change when photographers edit their portfolios: fresh for a minute. */
const SEARCH_STALE_MS = 60_000;

/**
 * One search. While the next one loads, the page keeps showing the previous results
 * (`placeholderData`), dimmed, instead of a blank list.
 */
export const photographerSearchQuery = (filters: SearchFilters) =>
  queryOptions({
    queryKey: marketplaceKeys.search(filters),
    queryFn: ({ signal }) => fetchPhotographers(filters, signal),
    staleTime: SEARCH_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** GET /api/favourites: the signed-in visitor's saved photographers, most recently saved first. */
export const favouritesQuery = () =>
  queryOptions({
    queryKey: marketplaceKeys.favourites(),
    queryFn: async ({ signal }) => (await apiRequest('/favourites', { schema: favouritesResponseSchema, signal })).data,
    staleTime: 30_000,
  });

export async function saveFavourite(photographerId: string): Promise<boolean> {
  const res = await apiRequest(`/favourites/${encodeURIComponent(photographerId)}`, {
    method: 'PUT',
    schema: favouriteChangeResponseSchema,
  });
  return res.saved;
}

export async function removeFavourite(photographerId: string): Promise<boolean> {
  const res = await apiRequest(`/favourites/${encodeURIComponent(photographerId)}`, {
    method: 'DELETE',
    schema: favouriteChangeResponseSchema,
  });
  return res.saved;
}

/** Adds a card at the top of the saved list (or leaves the list alone when it is already there). */
export function withSaved(list: SavedPhotographer[], card: PhotographerCard, savedAt: string): SavedPhotographer[] {
  if (list.some((p) => p._id === card._id)) return list;
  return [{ ...card, savedAt }, ...list];
}

export function withoutSaved(list: SavedPhotographer[], id: string): SavedPhotographer[] {
  return list.filter((p) => p._id !== id);
}

/** Most recently saved first, whatever order the list was built in (optimistic additions included). */
export function newestFirst(list: SavedPhotographer[]): SavedPhotographer[] {
  return [...list].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/**
 * What a route loader does (DESIGN rule 5): on the server it waits for the results, so the HTML
 * carries the cards (D5); in the browser it only starts the request and lets the page show the
 * previous results meanwhile. A failure is the page's to show (with a retry), not the router's.
 */
export async function loadPhotographerSearch(
  queryClient: QueryClient,
  filters: SearchFilters,
  { wait }: { wait: boolean },
): Promise<void> {
  // No retries while the server renders: a crawler gets the page at once; the browser tries again.
  const loading = queryClient.ensureQueryData({ ...photographerSearchQuery(filters), retry: false });
  if (!wait) {
    loading.catch(() => undefined);
    return;
  }
  try {
    await loading;
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
  }
}
