import { z } from 'zod/mini';
import { searchIndexEntrySchema } from './content/search-index';

export * from './content/search-index';

/**
 * D24: the studio's content, in one typed place. The server seeds it into the database and
 * serves it; staff edit it there. Each key is one row; each area's shapes live in ./content.
 */
export const studioContentSchema = z.object({
  searchIndex: z.array(searchIndexEntrySchema),
});
export type StudioContent = z.infer<typeof studioContentSchema>;
export type StudioContentKey = keyof StudioContent;

/** The id of the JSON script the server embeds in every page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
