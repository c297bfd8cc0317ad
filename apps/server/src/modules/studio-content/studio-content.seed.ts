import type { StudioContent } from '@studio/shared';
import { searchIndex } from './seed/search-index';

/**
 * The studio's launch content (D24), one module per area under ./seed. Seeded into
 * `studio_content` once per key; after that the database is the copy staff edit, and this only
 * fills keys that are missing.
 */
export const studioContentSeed: StudioContent = {
  searchIndex,
};
