import { z } from 'zod/mini';
import { SEARCH_CATEGORIES } from '../../constants';

/** SPEC 3: search index entry. 'Popular' exists only as an index category, not in the dropdown. */
export const searchIndexEntrySchema = z.object({
  name: z.string().check(z.minLength(1)),
  link: z.string().check(z.startsWith('/')),
  category: z.enum([...SEARCH_CATEGORIES, 'Popular']),
});
export type SearchIndexEntry = z.infer<typeof searchIndexEntrySchema>;
