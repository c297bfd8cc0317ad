import { directoryTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { SearchLink } from '../hooks/search-navigation';
import { pageList } from '../utils/page-list';
import { type SearchFilters, searchString, withPage } from '../utils/search-filters';

const t = directoryTexts.pagination;

const step =
  'inline-flex h-10 items-center gap-1 rounded-full border border-stone-300 px-4 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-white dark:border-stone-700 dark:text-stone-100 dark:hover:border-white dark:hover:bg-stone-900';
const stepDisabled =
  'inline-flex h-10 cursor-not-allowed items-center gap-1 rounded-full border border-stone-200 px-4 text-sm font-semibold text-stone-400 dark:border-stone-800 dark:text-stone-600';

/**
 * Real links (`?page=n`), so paging works before the JavaScript arrives and every page has an
 * address; each page is a history entry. The layout keeps the scroll: the results scroll their
 * own heading into view.
 */
export function Pagination({ filters, totalPages }: { filters: SearchFilters; totalPages: number }) {
  if (totalPages <= 1) return null;
  const page = Math.min(filters.page, Math.max(totalPages, 1));
  const to = (n: number) => searchString(withPage(filters, n));
  const previous = filters.page > 1 ? Math.min(filters.page - 1, totalPages) : null;
  const next = filters.page < totalPages ? filters.page + 1 : null;
  return (
    <nav aria-label={t.label} className="mt-12 flex flex-wrap items-center justify-between gap-4 sm:justify-center">
      {previous ? (
        <SearchLink search={to(previous)} rel="prev" className={step}>
          <ChevronLeft aria-hidden className="-ml-1 size-4" /> {t.previous}
        </SearchLink>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          <ChevronLeft aria-hidden className="-ml-1 size-4" /> {t.previous}
        </span>
      )}
      <p className="text-sm font-medium text-stone-700 sm:hidden dark:text-stone-300">
        {t.pageOf({ page: filters.page, pages: totalPages })}
      </p>
      <ol className="hidden items-center gap-1.5 sm:flex">
        {pageList(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by place
            <li key={`gap-${i}`} aria-hidden className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <SearchLink
                search={to(n)}
                aria-label={t.page({ page: n })}
                aria-current={n === filters.page ? 'page' : undefined}
                className={`grid size-10 place-items-center rounded-full text-sm font-semibold transition-colors ${
                  n === filters.page
                    ? 'bg-ink text-white dark:bg-white dark:text-ink'
                    : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
                }`}
              >
                {n}
              </SearchLink>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <SearchLink search={to(next)} rel="next" className={step}>
          {t.next} <ChevronRight aria-hidden className="-mr-1 size-4" />
        </SearchLink>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          {t.next} <ChevronRight aria-hidden className="-mr-1 size-4" />
        </span>
      )}
    </nav>
  );
}
