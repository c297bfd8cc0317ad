import type { FavouritesResponse, PhotographerCard } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * The signed-in visitor's favourites (docs/rules/photographers-and-portfolios.md#public-directory). The hearts are on islands of server-rendered pages:
 * the response schemas load with the first request, so zod stays off their first load (ADR 0007).
 */
const schemas = () => import('@studio/shared/schemas/marketplace');

export type SavedPhotographer = FavouritesResponse['data'][number];

/** GET /api/favourites: the signed-in visitor's saved photographers, most recently saved first. */
export async function fetchFavourites(signal?: AbortSignal): Promise<SavedPhotographer[]> {
  const { favouritesResponseSchema } = await schemas();
  return (await apiRequest('/favourites', { schema: favouritesResponseSchema, signal })).data;
}

/** PUT (save) or DELETE (unsave) /api/favourites/:photographerId; both idempotent. Answers whether it is saved now. */
export async function setFavourite(photographerId: string, save: boolean): Promise<boolean> {
  const { favouriteChangeResponseSchema } = await schemas();
  const res = await apiRequest(`/favourites/${encodeURIComponent(photographerId)}`, {
    method: save ? 'PUT' : 'DELETE',
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
