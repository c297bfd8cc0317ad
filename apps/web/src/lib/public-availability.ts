import type { PublicAvailability } from '@studio/shared';
import { apiRequest } from './api-client';

/**
 * GET /api/photographers/:id/availability?from&to (docs/rules/history.md#issue-12): each day free or not, never why.
 * Read by public pages' islands (the profile, the inquiry form): the schema loads with the first
 * request, keeping zod off the page's first load (ADR 0007). The server answers with an ETag and
 * `no-cache`, so the browser revalidates and a day just blocked shows at once.
 */
export async function fetchPublicAvailability(
  photographerId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<PublicAvailability> {
  const { publicAvailabilitySchema } = await import('@studio/shared/schemas/availability');
  const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  return apiRequest(`/photographers/${encodeURIComponent(photographerId)}/availability?${query}`, {
    schema: publicAvailabilitySchema,
    signal,
  });
}
