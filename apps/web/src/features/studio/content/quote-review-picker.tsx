import { type QuotableReview, studioContentTexts as texts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { LoadError, LoadingBlock } from '@/components/ui/load-states';
import { Stars } from '@/components/ui/stars';
import { formatDay } from '@/lib/date-time';
import { quotableReviewsQuery } from './content-api';
import { panelClass } from '@/components/ui/panel';
import { secondaryButton } from '../shared/ui';

/**
 * The reviews staff may quote on the Testimonials page (their authors agreed): each with a button
 * that adds it to the list, word for word, under the author's public name.
 */
export function QuoteReviewPicker({
  quoted,
  onQuote,
}: {
  /** Review ids already in the list. */
  quoted: ReadonlySet<string>;
  onQuote: (review: QuotableReview) => void;
}) {
  const query = useQuery(quotableReviewsQuery());
  return (
    <section aria-labelledby="quote-review-title" className={`${panelClass} mt-8 p-4 sm:p-6`}>
      <h3 id="quote-review-title" className="font-sans text-base font-semibold text-ink dark:text-white">
        {texts.quote.title}
      </h3>
      <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">{texts.quote.intro}</p>
      <div className="mt-4">
        {query.isPending ? (
          <LoadingBlock label={texts.quote.title} rows={2} />
        ) : query.isError ? (
          <LoadError
            message={texts.quote.loadFailure}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.data.length === 0 ? (
          <p className="text-stone-600 dark:text-stone-400">{texts.quote.none}</p>
        ) : (
          <ul className="grid max-h-[28rem] gap-3 overflow-y-auto pr-1">
            {query.data.map((review) => (
              <li
                key={review.id}
                className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4 sm:flex-row sm:items-start dark:border-stone-700"
              >
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-semibold text-ink dark:text-white">{review.authorName}</span>
                    <span className="flex items-center" title={texts.quote.stars({ count: review.rating })}>
                      <Stars rating={review.rating} />
                      <span className="sr-only">{texts.quote.stars({ count: review.rating })}</span>
                    </span>
                    <span className="text-stone-600 dark:text-stone-400">
                      {texts.clientOf({ photographer: review.photographerName })} · {formatDay(review.createdAt)}
                    </span>
                  </p>
                  <p className="mt-2 line-clamp-4 text-sm text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
                    {review.text}
                  </p>
                </div>
                <button
                  type="button"
                  className={`${secondaryButton} shrink-0`}
                  disabled={quoted.has(review.id)}
                  onClick={() => onQuote(review)}
                >
                  <Quote aria-hidden className="size-4" />
                  {quoted.has(review.id) ? texts.quote.quoted : texts.quote.action({ author: review.authorName })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
