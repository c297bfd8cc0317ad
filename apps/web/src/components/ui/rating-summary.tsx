import { type CardRating, reviewsTexts } from '@studio/shared';
import { Star } from 'lucide-react';

/**
 * A photographer's rating in one line (docs/rules/history.md#issue-13): a star, the average and the count, read as one
 * sentence ("Rated 4.8 out of 5 from 12 reviews"); 'No reviews yet' without any.
 */
export function RatingSummary({ rating, className = '' }: { rating: CardRating; className?: string }) {
  if (rating.count === 0 || rating.average === null)
    return <p className={`text-stone-600 dark:text-stone-400 ${className}`}>{reviewsTexts.noReviews}</p>;
  return (
    <p className={`flex items-center gap-1.5 ${className}`}>
      <Star aria-hidden className="size-4 shrink-0 fill-gold text-gold" />
      <span aria-hidden className="font-semibold text-ink dark:text-stone-100">
        {rating.average.toFixed(1)}
      </span>
      <span aria-hidden className="text-stone-600 dark:text-stone-400">
        ({reviewsTexts.count({ count: rating.count })})
      </span>
      <span className="sr-only">{reviewsTexts.ratingSummary({ average: rating.average, count: rating.count })}</span>
    </p>
  );
}
