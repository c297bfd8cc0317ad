import { z } from 'zod/mini';
import { SEARCH_CATEGORIES } from '../../constants';
import { contentText, sitePathSchema } from './home';

export const SEARCH_NAME_MAX = 60;
export const SEARCH_INDEX_MAX = 40;
/** The categories an entry may have: the dropdown's, and 'Popular' (an index category only). */
export const SEARCH_INDEX_CATEGORIES = [...SEARCH_CATEGORIES, 'Popular'] as const;

/** docs/rules/product.md#entities: search index entry. 'Popular' exists only as an index category, not in the dropdown. */
export const searchIndexEntrySchema = z.object({
  name: contentText().check(z.maxLength(SEARCH_NAME_MAX, `Keep the name to ${SEARCH_NAME_MAX} characters.`)),
  /** A path of this site; docs/rules/photographers-and-portfolios.md#public-directory's '/popular/photographer/:id' is linked literally. */
  link: sitePathSchema,
  category: z.enum(SEARCH_INDEX_CATEGORIES, 'Choose one of the categories listed.'),
});
export type SearchIndexEntry = z.infer<typeof searchIndexEntrySchema>;

/** The header search's whole index, in the order results are listed. */
export const searchIndexSchema = z
  .array(searchIndexEntrySchema)
  .check(
    z.minLength(1, 'Keep at least one entry.'),
    z.maxLength(SEARCH_INDEX_MAX, `List at most ${SEARCH_INDEX_MAX} entries.`),
  );
