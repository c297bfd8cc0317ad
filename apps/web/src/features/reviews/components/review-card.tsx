import { type PublicReview, type ReviewImage, reviewsTexts } from '@studio/shared';
import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/media/picture';
import { formatDateTime, relativeTime } from '@/lib/date-time';

/** What a review card shows: any of PublicReview, OwnReview or ReceivedReview will do. */
export type ReviewCardData = Pick<
  PublicReview,
  'rating' | 'text' | 'images' | 'authorName' | 'service' | 'reply' | 'createdAt' | 'editedAt'
> & { featured?: boolean };

/** A rating as stars, read as one phrase ("4 out of 5 stars"). */
export function Stars({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          data-lit={n <= rating || undefined}
          className={`${className} ${n <= rating ? 'fill-gold text-gold' : 'text-stone-300 dark:text-stone-600'}`}
        />
      ))}
      <span className="sr-only">{reviewsTexts.starsOutOfFive(rating)}</span>
    </span>
  );
}

/** A review's photo: AVIF and WebP at each width, its placeholder while it loads, the full size a click away. */
export function ReviewPhoto({ image, alt, sizes }: { image: ReviewImage; alt: string; sizes: string }) {
  return (
    <a href={image.url} target="_blank" rel="noreferrer" className="block">
      <Picture
        image={image}
        alt={alt}
        sizes={sizes}
        imgClassName="aspect-square h-auto w-full rounded-lg object-cover"
      />
    </a>
  );
}

/**
 * One review (issue 13): its stars, author, service and date (and "edited"), its text, its photos
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
  return (
    <article
      className={`rounded-xl border border-stone-200 bg-white p-4 sm:p-5 dark:border-stone-700 dark:bg-stone-950 ${className}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        {review.featured && (
          <span className="rounded-full bg-gold/20 px-2 py-0.5 text-xs font-semibold text-clay-dark dark:text-gold">
            {reviewsTexts.featuredBadge}
          </span>
        )}
      </div>
      <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
        <span className="font-semibold text-stone-800 dark:text-stone-200">{review.authorName}</span> ·{' '}
        <span>{review.service}</span> ·{' '}
        <time dateTime={review.createdAt} title={formatDateTime(review.createdAt)}>
          {relativeTime(review.createdAt)}
        </time>
        {review.editedAt && (
          <>
            {' '}
            (
            <time dateTime={review.editedAt} title={formatDateTime(review.editedAt)}>
              {reviewsTexts.edited}
            </time>
            )
          </>
        )}
      </p>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-stone-900 [overflow-wrap:anywhere] dark:text-stone-100">
        {review.text}
      </p>
      {review.images.length > 0 && (
        <ul aria-label={reviewsTexts.cardPhotosLabel} className="mt-3 grid max-w-md grid-cols-3 gap-2">
          {review.images.map((image, i) => (
            <li key={image.id}>
              <ReviewPhoto
                image={image}
                alt={reviewsTexts.photoAlt(i + 1, review.authorName)}
                sizes="(min-width: 640px) 9rem, 30vw"
              />
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-4 rounded-lg border-l-2 border-clay bg-paper px-3 py-2 dark:border-gold dark:bg-stone-900">
          <p className="text-xs font-semibold text-clay-dark dark:text-gold">{reviewsTexts.replyFrom(replyAuthor)}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200">
            {review.reply.text}
          </p>
        </div>
      )}
      {children}
    </article>
  );
}
