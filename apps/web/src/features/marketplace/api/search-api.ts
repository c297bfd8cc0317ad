import type { PhotographerSearchResponse } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';
import { apiSearchParams, type SearchFilters } from '../utils/search-filters';

/** The directory is an island: its response schema loads with the first request (ADR 0007). */
const schemas = () => import('@studio/shared/schemas/marketplace');

/** GET /api/photographers/portfolio/get-all with the URL's filters (docs/rules/photographers-and-portfolios.md#directory-search): public, no session needed. */
export async function fetchPhotographers(
  filters: SearchFilters,
  signal?: AbortSignal,
): Promise<PhotographerSearchResponse> {
  const { photographerSearchResponseSchema } = await schemas();
  const query = apiSearchParams(filters).toString();
  return apiRequest(`/photographers/portfolio/get-all${query ? `?${query}` : ''}`, {
    schema: photographerSearchResponseSchema,
    signal,
  });
}

/**
 * The search a page renders first. The server waits for it, so the HTML carries the cards (docs/rules/public-pages.md#without-javascript); a
 * failure is the page's to show (the browser tries again), not the router's.
 */
export async function loadPhotographerSearch(filters: SearchFilters): Promise<PhotographerSearchResponse | null> {
  try {
    return await fetchPhotographers(filters);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return null;
  }
}
