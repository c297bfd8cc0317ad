import { INITIAL_DATA_ELEMENT_ID, type StudioContent, studioContentSchema } from '@studio/shared';
import { apiRequest } from '@/lib/api-client';
import { readInitialData } from '@/lib/initial-data';

/**
 * The studio content for a route loader, which runs outside React: the copy embedded in the page
 * when there is one (no request), otherwise `GET /api/studio-content` (also on the server, where
 * the API answers in-process).
 */
export async function loadStudioContent(signal?: AbortSignal): Promise<StudioContent> {
  const embedded = studioContentSchema.safeParse(
    readInitialData<{ studioContent?: unknown }>(INITIAL_DATA_ELEMENT_ID)?.studioContent,
  );
  if (embedded.success) return embedded.data;
  return apiRequest('/studio-content', { schema: studioContentSchema, signal });
}
