import {
  profileTexts,
  type PublicReview,
  type PublicReviewsResponse,
  type ReviewSort,
  reviewsTexts,
} from '@studio/shared';
import { BadgeCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { ReviewByline, ReviewPhotos, ReviewReply, ReviewText } from '@/components/reviews/review-parts';
import { Stars } from '@/components/ui/stars';

/** A page of the reviews on the profile: plain links, so paging and sorting work before and without the scripts. */
const reviewsHref = (page: number, sort: ReviewSort) =>
  `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...(sort !== 'newest' ? { sort } : {}) })}#reviews`;

function Distribution({ distribution, count }: { distribution: readonly number[]; count: number }) {
  return (
    <ul className="mt-6 space-y-1.5">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        const share = count > 0 ? Math.round((n / count) * 100) : 0;
        return (
          <li key={stars} className="flex items-center gap-3 text-sm">
            <span aria-hidden className="w-7 shrink-0 tabular-nums text-stone-700 dark:text-stone-300">
              {stars}★
            </span>
            <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800">
              <span className="block h-full rounded-full bg-gold" style={{ width: `${share}%` }} />
            </span>
            <span aria-hidden className="w-8 shrink-0 text-right tabular-nums text-stone-600 dark:text-stone-400">
              {n}
            </span>
            <span className="sr-only">{reviewsTexts.distributionLabel({ stars, count: n })}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** `list` tells the featured reviews' cards from the same reviews' in the list below, for their headings' ids. */
function ReviewCard({
  review: r,
  photographerName,
  list,
}: {
  review: PublicReview;
  photographerName: string;
  list: 'featured' | 'all';
}) {
  return (
    <article
      aria-label={`${reviewsTexts.starLabel({ count: r.rating })}, ${r.authorName}`}
      className="render-when-near rounded-2xl border border-stone-200 bg-white p-6 shadow-sm [--render-size:220px] dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="flex items-center">
        <Stars rating={r.rating} />
        <span className="sr-only">{reviewsTexts.average({ average: r.rating })}</span>
      </div>
      <ReviewByline
        id={`review-${list}-${r.id}`}
        level={4}
        authorName={r.authorName}
        service={r.service}
        createdAt={r.createdAt}
        editedAt={r.editedAt}
      />
      <blockquote>
        <ReviewText text={r.text} />
      </blockquote>
      <ReviewPhotos images={r.images} authorName={r.authorName} />
      <p className="mt-4 flex items-center gap-1 text-sm text-emerald-800 dark:text-emerald-300">
        <BadgeCheck aria-hidden className="size-4" /> {reviewsTexts.verified}
      </p>
      {r.reply && <ReviewReply heading={reviewsTexts.replyFrom({ name: photographerName })} text={r.reply.text} />}
    </article>
  );
}

function SortLinks({ sort }: { sort: ReviewSort }) {
  const options: [ReviewSort, string][] = [
    ['newest', reviewsTexts.sortNewest],
    ['rating', reviewsTexts.sortRating],
  ];
  return (
    <nav
      aria-label={profileTexts.view.sortReviews}
      className="flex gap-1 rounded-full bg-sand/70 p-1 text-sm dark:bg-stone-800"
    >
      {options.map(([value, label]) => (
        <a
          key={value}
          href={reviewsHref(1, value)}
          aria-current={value === sort ? 'true' : undefined}
          className={`rounded-full px-3.5 py-1.5 font-semibold ${
            value === sort
              ? 'bg-white text-ink shadow-sm dark:bg-stone-950 dark:text-white'
              : 'text-stone-700 hover:text-ink dark:text-stone-300 dark:hover:text-white'
          }`}
        >
          {label}
        </a>
      ))}
    </nav>
  );
}

function Paging({ page, pages, sort }: { page: number; pages: number; sort: ReviewSort }) {
  if (pages <= 1) return null;
  const link =
    'inline-flex items-center gap-1 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold hover:border-ink dark:border-stone-600 dark:hover:border-white';
  return (
    <nav aria-label={profileTexts.view.reviewPages} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <a href={reviewsHref(page - 1, sort)} className={link}>
          <ChevronLeft aria-hidden className="size-4" /> {reviewsTexts.previous}
        </a>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-600 dark:text-stone-400">{reviewsTexts.pageOf({ page, pages })}</p>
      {page < pages ? (
        <a href={reviewsHref(page + 1, sort)} className={link}>
          {reviewsTexts.next} <ChevronRight aria-hidden className="size-4" />
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}

/**
 * docs/rules/history.md#issue-13: the profile's reviews, rendered on the server: the average, the count and the stars'
 * distribution; the reviews the photographer features; then every visible review, a page at a
 * time, newest first or by rating, with the photographer's replies. 'No reviews yet' without any.
 */
export function ProfileReviews({
  reviews,
  sort,
  name,
}: {
  reviews: PublicReviewsResponse | null;
  sort: ReviewSort;
  name: string;
}) {
  if (!reviews) return null;
  const { summary, featured, data, meta } = reviews;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="container-page scroll-mt-24 pb-16">
      <div className="mb-8 border-t border-stone-300 pt-10 dark:border-stone-800">
        <h2 id="reviews-title" className="font-serif text-3xl">
          {reviewsTexts.sectionTitle}
        </h2>
      </div>
      {summary.count === 0 || summary.average === null ? (
        <p className="rounded-xl bg-sand/60 p-6 text-stone-700 dark:bg-stone-900 dark:text-stone-300">
          {reviewsTexts.noReviews}. {profileTexts.view.reviewsOnlyFromClients}
        </p>
      ) : (
        <div className="grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <p className="flex items-end gap-3">
              <span aria-hidden className="font-serif text-6xl leading-none">
                {summary.average.toFixed(1)}
              </span>
              <span aria-hidden className="pb-1.5">
                <Stars rating={summary.average} className="h-5" />
              </span>
            </p>
            <p className="mt-2 text-stone-700 dark:text-stone-300">
              <span className="sr-only">
                {reviewsTexts.ratingSummary({ average: summary.average, count: summary.count })}
              </span>
              <span aria-hidden>{reviewsTexts.count({ count: summary.count })}</span>
            </p>
            <Distribution distribution={summary.distribution} count={summary.count} />
            <p className="mt-6 flex items-start gap-2 text-sm text-stone-600 dark:text-stone-400">
              <BadgeCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
              {profileTexts.view.reviewsVerified}
            </p>
          </div>
          <div className="min-w-0">
            {featured.length > 0 && meta.page === 1 && (
              <div className="mb-10">
                <h3 className="mb-4 font-serif text-xl">{reviewsTexts.featuredTitle}</h3>
                <ul className="grid gap-4 md:grid-cols-2">
                  {featured.map((r) => (
                    <li key={r.id}>
                      <ReviewCard review={r} photographerName={name} list="featured" />
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h3 className="font-serif text-xl">{reviewsTexts.allTitle}</h3>
              <SortLinks sort={sort} />
            </div>
            <ul className="space-y-4">
              {data.map((r) => (
                <li key={r.id}>
                  <ReviewCard review={r} photographerName={name} list="all" />
                </li>
              ))}
            </ul>
            <Paging page={meta.page} pages={meta.totalPages} sort={sort} />
          </div>
        </div>
      )}
    </section>
  );
}
