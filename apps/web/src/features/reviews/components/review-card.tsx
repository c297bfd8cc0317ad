import { type PublicReview, reviewsTexts } from '@studio/shared';
import { type ReactNode, useId } from 'react';
import { ReviewByline, ReviewPhotos, ReviewReply, ReviewText } from '@/components/reviews/review-parts';
import { Stars } from '@/components/ui/stars';

/** What a review card shows: any of PublicReview, OwnReview or ReceivedReview will do. */
export type ReviewCardData = Pick<
  PublicReview,
  'rating' | 'text' | 'images' | 'authorName' | 'service' | 'reply' | 'createdAt' | 'editedAt'
> & { featured?: boolean };

/**
 * One review (docs/rules/history.md#issue-13): its stars, the kit's byline (author, service, day, "edited"), its text, its photos
 * and the photographer's public reply. Generic: the client's own review in their booking's thread
 * uses it, and any list of reviews can. `replyAuthor` names who replied (the photographer);
 * `children` go at its foot (e.g. the author's actions).
 */
export function ReviewCard({
  review,
  replyAuthor,
  children,
  className = '',
}: {
  review: ReviewCardData;
  replyAuthor: string;
  children?: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-xl border border-stone-200 bg-white p-4 sm:p-5 dark:border-stone-700 dark:bg-stone-950 ${className}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="sr-only">{reviewsTexts.starsOutOfFive({ count: review.rating })}</span>
        {review.featured && (
          <span className="rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-clay-dark dark:text-gold">
            {reviewsTexts.featuredBadge}
          </span>
        )}
      </div>
      <ReviewByline
        id={headingId}
        level={4}
        className="mt-2"
        authorName={review.authorName}
        service={review.service}
        createdAt={review.createdAt}
        editedAt={review.editedAt}
      />
      <ReviewText text={review.text} />
      <ReviewPhotos images={review.images} authorName={review.authorName} />
      {review.reply && <ReviewReply heading={reviewsTexts.replyFrom({ name: replyAuthor })} text={review.reply.text} />}
      {children}
    </article>
  );
}
