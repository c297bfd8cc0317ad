import { INITIAL_DATA_ELEMENT_ID, type StudioContent, studioContentSchema } from '@studio/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { readInitialData } from './initial-data';

function embeddedContent(): StudioContent | undefined {
  const parsed = studioContentSchema.safeParse(
    readInitialData<{ studioContent?: unknown }>(INITIAL_DATA_ELEMENT_ID)?.studioContent,
  );
  return parsed.success ? parsed.data : undefined;
}

/** D24: the studio's content; the server embeds it in the page, so this rarely fetches. */
export const studioContentQuery = queryOptions({
  queryKey: ['studio-content'],
  queryFn: ({ signal }) => apiRequest('/studio-content', { schema: studioContentSchema, signal }),
  initialData: embeddedContent,
});

export function useStudioContent(): StudioContent {
  return useSuspenseQuery(studioContentQuery).data;
}
