import type { PhotographerSearchResponse } from '@studio/shared';
import { SearchNavigationContext, useHistorySearchNavigation } from '../hooks/search-navigation';
import type { SearchFilters } from '../utils/search-filters';
import { PhotographerSearch } from './photographer-search';

export interface DirectorySearchProps {
  /** The address the server rendered. */
  pathname: string;
  search: string;
  /** The results the server rendered for it (null: the search failed there; the browser asks again). */
  initial: { filters: SearchFilters; data: PhotographerSearchResponse | null };
}

/**
 * The public directory's search as an island of its server-rendered page (docs/rules/photographers-and-portfolios.md#public-directory): no router, the
 * History API keeps the search in the address bar, and a toast says when a heart could not be saved.
 */
export function DirectorySearch({ pathname, search, initial }: DirectorySearchProps) {
  const navigation = useHistorySearchNavigation({ pathname, search });
  return (
    <SearchNavigationContext value={navigation}>
      <PhotographerSearch initial={initial} />
    </SearchNavigationContext>
  );
}
