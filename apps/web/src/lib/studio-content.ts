import { INITIAL_DATA_ELEMENT_ID, type StudioContent } from '@studio/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiRequest } from './api-client';
import { readInitialData } from './initial-data';

/**
 * The content this server embedded in the page, taken as is: it is what GET /api/studio-content
 * answers. Only fetched content is parsed, so zod stays off the first load (ADR 0007).
 */
function embeddedContent(): StudioContent | undefined {
  return readInitialData<{ studioContent?: StudioContent }>(INITIAL_DATA_ELEMENT_ID)?.studioContent;
}

/** docs/rules/public-pages.md#studio-content: the studio's content; the server embeds it in the page, so this rarely fetches. */
export const studioContentQuery = queryOptions({
  queryKey: ['studio-content'],
  queryFn: async ({ signal }) => {
    const { studioContentSchema } = await import('@studio/shared/schemas/studio-content');
    return apiRequest('/studio-content', { schema: studioContentSchema, signal });
  },
  initialData: embeddedContent,
});

/**
 * docs/rules/history.md#issue-23: the console's preview renders the public pages' own components with the unpublished
 * drafts, by providing them here; everywhere else (every public page) this is empty.
 */
export const StudioContentOverride = createContext<StudioContent | null>(null);

export function useStudioContent(): StudioContent {
  const override = useContext(StudioContentOverride);
  const published = useSuspenseQuery(studioContentQuery).data;
  return override ?? published;
}
