import { directoryTexts, type PhotographerSearchResponse } from '@studio/shared';
import { X } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { lazyAfterFirstScreen } from '@/lib/after-first-screen';
import { signInPath } from '@/lib/sign-in-path';
import { useCurrentUser } from '@/lib/session-store';
import { SearchLink, useSearchNavigation } from '../hooks/search-navigation';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useSearchResults } from '../hooks/use-search-results';
import { emptyFilters, hasChoices, type SearchFilters, searchString, withPage } from '../utils/search-filters';
import { CardSkeletons, FEATURED_ANCHOR } from './card-grid';
import { SearchFilterBar } from './search-filter-bar';

/** Loaded when a search fails. */
const LoadError = lazy(() => import('@/components/ui/load-states').then((m) => ({ default: m.LoadError })));

/**
 * The cards: rendered by the server, and in the browser left as its HTML until the first screen
 * responds (their code is not part of the page's first load; lib/after-first-screen.tsx).
 */
const Results = lazyAfterFirstScreen(() => import('./search-results').then((m) => m.SearchResults));

/**
 * Searching photographers (docs/rules/product.md#screens, docs/rules/photographers-and-portfolios.md#directory-search, #public-directory): the filter bar, the number of matches, the
 * 'Featured Photographers' (on the first page) and 'All Photographers' groups of cards, and the
 * pages. The state lives in the URL (`SearchNavigationContext`); the server filters, sorts and pages.
 * Signed-in visitors save photographers; the others get a link to sign in that brings them back.
 */
export function PhotographerSearch({
  initial,
}: {
  /** The results the server rendered, for these filters. */
  initial?: { filters: SearchFilters; data: PhotographerSearchResponse | null };
}) {
  const { pathname, search: urlSearch, hash } = useSearchNavigation();
  const signedIn = useCurrentUser() !== null;
  const signInHref = signInPath(pathname + urlSearch);
  const search = useSearchFilters();
  const { filters } = search;
  const results = useSearchResults(filters, initial);
  const data = results.data;
  // While the next results load, the previous ones stay, dimmed.
  const updating = results.updating;

  const resultsRef = useRef<HTMLDivElement>(null);
  // Another page of the same search: its results come into view and take the focus (a new
  // search, which also starts at page 1, leaves the focus where the visitor is typing or choosing).
  const shown = useRef(filters);
  useEffect(() => {
    const before = shown.current;
    shown.current = filters;
    if (before.page === filters.page) return;
    if (searchString(withPage(before, 1)) !== searchString(withPage(filters, 1))) return;
    const results = resultsRef.current;
    if (!results) return;
    if (results.getBoundingClientRect().top < 0) results.scrollIntoView({ block: 'start' });
    results.focus({ preventScroll: true });
  }, [filters]);

  const hasFeatured = Boolean(data?.featured.length);
  useEffect(() => {
    if (hash === `#${FEATURED_ANCHOR}` && hasFeatured)
      document.getElementById(FEATURED_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, hasFeatured]);

  const clearLink = (hasChoices(filters) || search.text !== '') && (
    <SearchLink
      search={searchString({ ...emptyFilters, pageSize: filters.pageSize })}
      onClick={search.clearText}
      className="inline-flex items-center gap-1 font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
    >
      <X aria-hidden className="size-3.5" /> {directoryTexts.filters.clear}
    </SearchLink>
  );

  // On the server a failed search renders as loading: the browser, which tries again, has the last word.
  const failed = Boolean(results.error);

  let list: ReactNode;
  if (failed) {
    list = (
      <Suspense>
        <LoadError
          message={directoryTexts.failure}
          detail={results.error instanceof Error ? results.error.message : undefined}
          onRetry={results.retry}
          retrying={results.fetching}
        />
      </Suspense>
    );
  } else if (!data) {
    list = (
      <div id={FEATURED_ANCHOR} className="scroll-mt-24">
        <CardSkeletons count={6} />
      </div>
    );
  } else {
    list = (
      <Suspense fallback={<CardSkeletons count={6} />}>
        <Results data={data} filters={filters} signedIn={signedIn} signInHref={signInHref} />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      <SearchFilterBar
        action={pathname}
        filters={filters}
        text={search.text}
        onTextChange={search.setText}
        onTextBlur={search.endTyping}
        onSubmit={search.submit}
        onFilterChange={search.setFilter}
        rate={data?.rate}
      />
      <div ref={resultsRef} tabIndex={-1} aria-busy={updating || !data} className="scroll-mt-24 outline-none">
        <div className="mb-8 flex min-h-6 flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <p role="status" className="font-semibold text-stone-700 dark:text-stone-300">
              {data ? directoryTexts.total({ count: data.meta.total }) : failed ? '' : directoryTexts.loading}
            </p>
            {clearLink}
          </div>
          {updating && (
            <p aria-hidden className="inline-flex items-center gap-2 text-sm text-stone-600 dark:text-stone-400">
              <Spinner className="size-3.5" /> {directoryTexts.updating}
            </p>
          )}
        </div>
        <div className={`transition-opacity duration-200 ${updating ? 'pointer-events-none opacity-60' : ''}`}>
          {list}
        </div>
      </div>
    </div>
  );
}
