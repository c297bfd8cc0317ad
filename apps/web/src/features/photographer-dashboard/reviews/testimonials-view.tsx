import { type ReceivedReview, REVIEW_SORTS, type ReviewSort, reviewsTexts } from '@studio/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, MessageSquareQuote } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepScrollState } from '@/lib/navigation-state';
import { receivedReviewsQuery, type ReviewsParams, reviewsSearch } from './reviews-api';
import { DashboardPageHeading } from '@/components/ui/page-heading';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { ReviewCard, reportButtonId, reviewHeadingId } from './review-card';
import { ReviewReportDialog } from './review-report-dialog';
import { TestimonialsSummary } from './testimonials-summary';

const isSort = (v: string | null): v is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(v ?? '');

/** `?sort=&page=` of the page's URL (so Back goes to the previous page or order); anything else is the default. */
function useReviewsParams(): ReviewsParams {
  const [searchParams] = useSearchParams();
  const sort = searchParams.get('sort');
  const page = searchParams.get('page') ?? '';
  return { sort: isSort(sort) ? sort : 'newest', page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1 };
}

const sortLabels: Record<ReviewSort, string> = { newest: reviewsTexts.sortNewest, rating: reviewsTexts.sortRating };

const step =
  'inline-flex h-10 items-center gap-1 rounded-full border border-stone-300 px-4 text-sm font-semibold text-ink transition-colors hover:border-ink hover:bg-white dark:border-stone-700 dark:text-stone-100 dark:hover:border-white dark:hover:bg-stone-900';
const stepDisabled =
  'inline-flex h-10 cursor-not-allowed items-center gap-1 rounded-full border border-stone-200 px-4 text-sm font-semibold text-stone-400 dark:border-stone-800 dark:text-stone-600';

/** The two orders, as links: each is an address, and a history entry. */
function SortLinks({ params }: { params: ReviewsParams }) {
  return (
    <div
      role="group"
      aria-label={reviewsTexts.sortLabel}
      className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200 dark:bg-stone-900 dark:ring-stone-700"
    >
      {REVIEW_SORTS.map((sort) => {
        const current = params.sort === sort;
        return (
          <Link
            key={sort}
            to={{ search: reviewsSearch({ sort, page: 1 }) }}
            state={keepScrollState}
            aria-current={current ? 'true' : undefined}
            className={`rounded-full px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors ${
              current
                ? 'bg-ink text-white dark:bg-white dark:text-ink'
                : 'text-stone-700 hover:bg-sand hover:text-ink dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-white'
            }`}
          >
            {sortLabels[sort]}
          </Link>
        );
      })}
    </div>
  );
}

/** Newer and older reviews, as links (`?page=n`): each page is an address and a history entry. */
function Pager({ params, totalPages }: { params: ReviewsParams; totalPages: number }) {
  if (totalPages <= 1) return null;
  const newer = params.page > 1 ? Math.min(params.page - 1, totalPages) : null;
  const older = params.page < totalPages ? params.page + 1 : null;
  return (
    <nav aria-label={reviewsTexts.pagesLabel} className="mt-8 flex flex-wrap items-center justify-between gap-3">
      {newer ? (
        <Link
          to={{ search: reviewsSearch({ ...params, page: newer }) }}
          state={keepScrollState}
          rel="prev"
          className={step}
        >
          <ChevronLeft aria-hidden className="-ml-1 size-4" /> {reviewsTexts.previous}
        </Link>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          <ChevronLeft aria-hidden className="-ml-1 size-4" /> {reviewsTexts.previous}
        </span>
      )}
      <p className="order-first w-full text-center text-sm font-medium text-stone-700 sm:order-none sm:w-auto dark:text-stone-300">
        {reviewsTexts.pageOf({ page: params.page, pages: totalPages })}
      </p>
      {older ? (
        <Link
          to={{ search: reviewsSearch({ ...params, page: older }) }}
          state={keepScrollState}
          rel="next"
          className={step}
        >
          {reviewsTexts.next} <ChevronRight aria-hidden className="-mr-1 size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={stepDisabled}>
          {reviewsTexts.next} <ChevronRight aria-hidden className="-mr-1 size-4" />
        </span>
      )}
    </nav>
  );
}

/**
 * Testimonials (docs/rules/history.md#issue-13, docs/rules/photographers-and-portfolios.md#dashboard-navigation, docs/rules/reviews.md#who-may-review): the photographer's reviews with the average, the count and the
 * stars' distribution; a page at a time, newest first or by rating (both in the URL). Each review
 * can be answered in public, featured on the profile (at most six) or reported to the studio.
 */
export function TestimonialsView() {
  const params = useReviewsParams();
  const [, setSearchParams] = useSearchParams();
  const reviews = useQuery({ ...receivedReviewsQuery(params), placeholderData: keepPreviousData });
  const [reporting, setReporting] = useState<ReceivedReview | null>(null);
  /** The element to give focus to once the page has rendered (after the report dialog, or a new page). */
  const refocus = useRef<string | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(params.page);
  const data = reviews.data;

  // A page past the last (reviews hidden, or a stale link): the last page instead, in place.
  const totalPages = data?.meta.totalPages ?? 1;
  const pastTheEnd = !reviews.isPlaceholderData && data !== undefined && params.page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setSearchParams(reviewsSearch({ ...params, page: totalPages }), { replace: true });
  });

  // Another page: focus (and the view) moves to the top of the list, not left on the pager's link.
  useEffect(() => {
    if (reviews.isPlaceholderData || shownPage.current === params.page) return;
    shownPage.current = params.page;
    listHeading.current?.focus();
  });

  useEffect(() => {
    if (!refocus.current) return;
    const target = document.getElementById(refocus.current);
    refocus.current = null;
    target?.focus();
  });

  const closeReport = (reported: boolean) => {
    if (!reporting) return;
    // Reported: the Report button is gone, so focus goes to the review itself.
    refocus.current = reported ? reviewHeadingId(reporting.id) : reportButtonId(reporting.id);
    setReporting(null);
  };

  const heading = (
    <DashboardPageHeading eyebrow={reviewsTexts.eyebrow} title={reviewsTexts.pageTitle}>
      {reviewsTexts.pageIntro}
    </DashboardPageHeading>
  );

  if (reviews.isPending)
    return (
      <>
        {heading}
        <LoadingBlock label={reviewsTexts.loading} rows={4} />
      </>
    );
  if (reviews.isError && !data)
    return (
      <>
        {heading}
        <LoadError
          message={reviewsTexts.failure}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      </>
    );
  if (!data || (data.meta.total === 0 && data.summary.count === 0))
    return (
      <>
        {heading}
        <EmptyState icon={<MessageSquareQuote className="size-5" />} title={reviewsTexts.empty} />
      </>
    );

  return (
    <>
      {heading}
      <TestimonialsSummary summary={data.summary} featuredCount={data.featuredCount} />

      <section aria-labelledby="all-reviews" className="mt-8 sm:mt-10">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2
            id="all-reviews"
            ref={listHeading}
            tabIndex={-1}
            className="scroll-mt-24 font-serif text-2xl text-ink focus:outline-none dark:text-white"
          >
            {reviewsTexts.allTitle}
          </h2>
          <SortLinks params={params} />
        </div>
        {reviews.isError && (
          <div className="mb-4">
            <LoadError
              message={reviewsTexts.failure}
              onRetry={() => void reviews.refetch()}
              retrying={reviews.isFetching}
            />
          </div>
        )}
        <ol
          aria-labelledby="all-reviews"
          aria-busy={reviews.isPlaceholderData || undefined}
          className={`grid gap-4 transition-opacity ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.data.map((review) => (
            <ReviewCard key={review.id} review={review} onReport={setReporting} />
          ))}
        </ol>
        <Pager params={params} totalPages={data.meta.totalPages} />
      </section>

      <ReviewReportDialog review={reporting} onDone={closeReport} />
    </>
  );
}
