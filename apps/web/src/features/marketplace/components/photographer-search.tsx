import { directoryTexts, type PhotographerCard as Card, texts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Camera, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/load-states';
import { keepScrollState } from '@/lib/navigation-state';
import { photographerSearchQuery } from '../api/marketplace-api';
import { useSavedIds } from '../hooks/use-favourites';
import { useSearchFilters } from '../hooks/use-search-filters';
import { emptyFilters, hasChoices, searchString, withPage } from '../utils/search-filters';
import { FavouriteToggle } from './favourite-toggle';
import { Pagination } from './pagination';
import { PhotographerCard, PhotographerCardSkeleton } from './photographer-card';
import { SearchFilterBar } from './search-filter-bar';

/** The anchor of the 'Featured Photographers' group (D17: where /popular/photographer/:id leads). */
export const FEATURED_ANCHOR = 'featured';

export const cardGridClass = 'grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3';

function Group({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="mb-6 flex items-end justify-between gap-4 border-b border-stone-200 pb-3 dark:border-stone-800">
        <div>
          <h2 id={headingId} className="font-serif text-2xl leading-tight text-ink sm:text-3xl dark:text-white">
            {title}
          </h2>
        </div>
      </div>
      {children}
    </section>
  );
}

function Skeletons({ count }: { count: number }) {
  return (
    <div className={cardGridClass}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <PhotographerCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * Searching photographers (SPEC 2, D16, D17): the filter bar, the number of matches, the
 * 'Featured Photographers' (on the first page) and 'All Photographers' groups of cards, and the
 * pages. The state lives in the URL; the server filters, sorts and pages.
 */
export function PhotographerSearch({
  signedIn,
  signInHref,
}: {
  /** Signed-in visitors save photographers; the others get a link to sign in (`signInHref`). */
  signedIn: boolean;
  signInHref: string;
}) {
  const { pathname, hash } = useLocation();
  const search = useSearchFilters();
  const { filters } = search;
  const query = useQuery(photographerSearchQuery(filters));
  const saved = useSavedIds(signedIn);
  const data = query.data;
  // While the next results load, the previous ones stay, dimmed.
  const updating = query.isPlaceholderData;

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

  const card = (p: Card, i: number) => (
    <li key={p._id}>
      <PhotographerCard
        photographer={p}
        priority={i < 3}
        action={<FavouriteToggle card={p} saved={saved.has(p._id)} signedIn={signedIn} signInHref={signInHref} />}
      />
    </li>
  );

  const clearLink = (hasChoices(filters) || search.text !== '') && (
    <Link
      to={{ pathname, search: searchString({ ...emptyFilters, pageSize: filters.pageSize }) }}
      state={keepScrollState}
      preventScrollReset
      onClick={search.clearText}
      className="inline-flex items-center gap-1 font-semibold text-clay-dark underline-offset-4 hover:underline dark:text-gold"
    >
      <X aria-hidden className="size-3.5" /> {directoryTexts.filters.clear}
    </Link>
  );

  // On the server a failed search renders as loading: the browser, which tries again, has the last word.
  const failed = query.isError && !data && typeof window !== 'undefined';

  let results: ReactNode;
  if (failed) {
    results = (
      <LoadError
        message={directoryTexts.failure}
        detail={query.error instanceof Error ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    results = (
      <div id={FEATURED_ANCHOR} className="scroll-mt-24">
        <Skeletons count={6} />
      </div>
    );
  } else if (data.meta.total === 0 || data.data.length === 0) {
    results = (
      <>
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
          <span
            aria-hidden
            className="grid size-14 place-items-center rounded-full bg-sand text-clay-dark dark:bg-stone-800 dark:text-gold"
          >
            <Camera className="size-6" />
          </span>
          <p className="mt-5 font-serif text-2xl text-ink dark:text-white">{texts.cards.empty}</p>
          {hasChoices(filters) && <p className="mt-2 text-stone-700 dark:text-stone-300">{directoryTexts.emptyHint}</p>}
        </div>
        <Pagination filters={filters} totalPages={data.meta.totalPages} />
      </>
    );
  } else {
    const showFeatured = filters.page === 1 && data.featured.length > 0;
    results = (
      <div className="space-y-14">
        {showFeatured && (
          <Group id={FEATURED_ANCHOR} title={directoryTexts.featuredTitle}>
            <ul className={cardGridClass}>{data.featured.map(card)}</ul>
          </Group>
        )}
        <Group title={directoryTexts.allTitle}>
          <ul className={cardGridClass}>{data.data.map((p, i) => card(p, showFeatured ? i + 3 : i))}</ul>
          <Pagination filters={filters} totalPages={data.meta.totalPages} />
        </Group>
      </div>
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
      />
      <div ref={resultsRef} tabIndex={-1} aria-busy={updating || !data} className="scroll-mt-24 outline-none">
        <div className="mb-8 flex min-h-6 flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <p role="status" className="font-semibold text-stone-700 dark:text-stone-300">
              {data ? directoryTexts.total(data.meta.total) : failed ? '' : directoryTexts.loading}
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
          {results}
        </div>
      </div>
    </div>
  );
}
