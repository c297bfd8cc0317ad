import { z } from 'zod/mini';
import { SEARCH_CATEGORIES } from '../constants';

/** SPEC 3: search index entry. 'Popular' exists only as an index category, not in the dropdown. */
export const searchIndexEntrySchema = z.object({
  name: z.string().check(z.minLength(1)),
  link: z.string().check(z.startsWith('/')),
  category: z.enum([...SEARCH_CATEGORIES, 'Popular']),
});
export type SearchIndexEntry = z.infer<typeof searchIndexEntrySchema>;

/**
 * D24: the studio's content, in one typed place. The server seeds it into the database and
 * serves it; staff edit it there. Each key is one row.
 */
export const studioContentSchema = z.object({
  searchIndex: z.array(searchIndexEntrySchema),
});
export type StudioContent = z.infer<typeof studioContentSchema>;
export type StudioContentKey = keyof StudioContent;

/** The id of the JSON script the server embeds in every page. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';
