import { studioTexts } from '@studio/shared';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { keepScrollState } from '@/lib/navigation-state';

const step =
  'inline-flex h-10 items-center gap-1 rounded-full border border-stone-300 px-4 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-white dark:border-stone-700 dark:text-stone-100 dark:hover:border-white dark:hover:bg-stone-900';
const stepDisabled =
  'inline-flex h-10 cursor-not-allowed items-center gap-1 rounded-full border border-stone-200 px-4 text-sm font-semibold text-stone-400 dark:border-stone-800 dark:text-stone-600';

/** Previous and next pages as links (`?page=n`): each page is an address and a history entry, so Back works. */
export function Pager({
  page,
  totalPages,
  label,
  search,
}: {
  page: number;
  totalPages: number;
  /** What the pages are of, e.g. "Pages of photographers". */
  label: string;
  /** The query string of page n, the page's other parameters kept. */
  search: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? Math.min(page - 1, totalPages) : null;
  const next = page < totalPages ? page + 1 : null;
  const chevronLeft = <ChevronLeft aria-hidden className="-ml-1 size-4" />;
  const chevronRight = <ChevronRight aria-hidden className="-mr-1 size-4" />;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {previous ? (
        <Link to={{ search: search(previous) }} state={keepScrollState} rel="prev" className={step}>
          {chevronLeft} {studioTexts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          {chevronLeft} {studioTexts.previous}
        </span>
      )}
      <p className="order-first w-full text-center text-sm font-medium text-stone-700 sm:order-none sm:w-auto dark:text-stone-300">
        {studioTexts.pageOf({ page: Math.min(page, totalPages), pages: totalPages })}
      </p>
      {next ? (
        <Link to={{ search: search(next) }} state={keepScrollState} rel="next" className={step}>
          {studioTexts.next} {chevronRight}
        </Link>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          {studioTexts.next} {chevronRight}
        </span>
      )}
    </nav>
  );
}
