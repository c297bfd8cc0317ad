import { type RatingSummary, REVIEW_RATING_MAX, reviewsTexts } from '@studio/shared';
import { Star } from 'lucide-react';
import { Stars } from '@/components/ui/stars';
import { formatCount } from '../shared/format';
import { panelClass } from '@/components/ui/panel';

/** distribution[i] counts the reviews of i + 1 stars: the rows from 5 stars down to 1. */
const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => REVIEW_RATING_MAX - i);

/**
 * The head of the Testimonials page (docs/rules/history.md#issue-13): the average as a big number and as stars, the
 * count, how many reviews are featured, and one bar per number of stars, each read as a sentence
 * ("5 stars: 8 reviews").
 */
export function TestimonialsSummary({ summary, featuredCount }: { summary: RatingSummary; featuredCount: number }) {
  const total = summary.distribution.reduce((a, b) => a + b, 0);
  return (
    <section
      aria-labelledby="reviews-summary"
      className={`${panelClass} grid gap-6 p-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-10 sm:p-8`}
    >
      <div className="flex flex-col items-start gap-3 sm:min-w-44">
        <h2 id="reviews-summary" className="font-sans text-sm font-medium text-stone-600 dark:text-stone-400">
          {reviewsTexts.summaryTitle}
        </h2>
        {summary.average === null ? (
          <p className="font-serif text-2xl text-ink dark:text-white">{reviewsTexts.noReviews}</p>
        ) : (
          <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:flex-col sm:items-start">
            <p className="font-serif text-6xl leading-none text-ink tabular-nums dark:text-white">
              <span aria-hidden>{summary.average.toFixed(1)}</span>
              <span className="sr-only">{reviewsTexts.average({ average: summary.average })}</span>
            </p>
            <div>
              <Stars rating={summary.average} className="h-5" />
              <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
                {reviewsTexts.count({ count: summary.count })}
              </p>
            </div>
          </div>
        )}
        <p className="inline-flex items-center gap-1.5 rounded-full bg-clay/10 px-3 py-1 text-sm font-semibold text-clay-dark tabular-nums dark:bg-gold/15 dark:text-gold">
          <Star aria-hidden className="size-3.5 fill-current" />
          {reviewsTexts.featuredCount({ count: featuredCount })}
        </p>
      </div>

      <div className="min-w-0">
        <ul aria-label={reviewsTexts.distributionTitle} className="grid gap-2.5">
          {STARS.map((stars) => {
            const count = summary.distribution[stars - 1] ?? 0;
            return (
              <li key={stars} className="grid grid-cols-[2.75rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm">
                <span className="sr-only">{reviewsTexts.distributionLabel({ stars, count })}</span>
                <span
                  aria-hidden
                  className="inline-flex items-center gap-1 font-medium text-stone-700 dark:text-stone-300"
                >
                  {stars} <Star className="size-3.5 fill-gold text-gold" />
                </span>
                <span aria-hidden className="h-2.5 overflow-hidden rounded-full bg-sand dark:bg-stone-800">
                  <span
                    className="block h-full rounded-full bg-gold transition-[width] duration-500"
                    style={{ width: `${total > 0 ? (count / total) * 100 : 0}%` }}
                  />
                </span>
                <span aria-hidden className="text-right text-stone-600 tabular-nums dark:text-stone-400">
                  {formatCount(count)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
