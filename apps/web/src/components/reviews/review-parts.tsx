import { type ReviewImage, reviewsTexts } from '@studio/shared';
import { MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/media/picture';
import { formatDateTime, formatDay } from '@/lib/date-time';

/**
 * The parts every review shows (docs/rules/history.md#issue-13), whoever reads it: the public profile, the client's
 * booking thread and the photographer's Testimonials compose their cards from these.
 */

/** The review's words, as written (line breaks kept, long words wrapped). */
export function ReviewText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      className={`mt-3 leading-relaxed whitespace-pre-line text-stone-800 [overflow-wrap:anywhere] dark:text-stone-200 ${className}`}
    >
      {text}
    </p>
  );
}

/** A review's photos as square thumbnails, each a link to the full photo. */
export function ReviewPhotos({ images, authorName }: { images: readonly ReviewImage[]; authorName: string }) {
  if (images.length === 0) return null;
  return (
    <ul aria-label={reviewsTexts.reviewPhotos} className="mt-4 flex flex-wrap gap-2">
      {images.map((image, i) => (
        <li key={image.id} className="size-20 overflow-hidden rounded-lg bg-sand sm:size-24 dark:bg-stone-800">
          <a href={image.url} className="block size-full focus-visible:outline-2 focus-visible:outline-offset-2">
            <Picture
              image={image}
              alt={reviewsTexts.photoAlt({ position: i + 1, author: authorName })}
              sizes="96px"
              className="block size-full"
              imgClassName="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The photographer's public reply under a review; `heading` says whose ("Reply from …", or "Your reply"). */
export function ReviewReply({ heading, text }: { heading: ReactNode; text: string }) {
  return (
    <div className="mt-4 rounded-xl border-l-4 border-clay bg-paper p-4 dark:border-gold dark:bg-stone-950">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink dark:text-stone-100">
        <MessageSquareQuote aria-hidden className="size-4 shrink-0 text-clay dark:text-gold" />
        <span>{heading}</span>
      </p>
      <p className="mt-1.5 text-sm leading-relaxed whitespace-pre-line text-stone-700 [overflow-wrap:anywhere] dark:text-stone-300">
        {text}
      </p>
    </div>
  );
}

/**
 * Who wrote the review, for which service and when: the author as the card's heading (focusable from
 * code, for the pages that move focus to a card), then the service, the day and "(edited)".
 */
export function ReviewByline({
  id,
  level,
  authorName,
  service,
  createdAt,
  editedAt,
  className = 'mt-3',
}: {
  /** The heading's id, for the card's `aria-labelledby`. */
  id: string;
  /**
   * h3 in a page's section (the Testimonials), h2 as a page's list item (the console's reported
   * reviews), h4 under a section's sub-heading (the profile's "All reviews", the booking's "Your review").
   */
  level: 2 | 3 | 4;
  authorName: string;
  service: string;
  createdAt: string;
  editedAt?: string | null;
  /** The heading's distance from what is above it. */
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading
        id={id}
        tabIndex={-1}
        className={`${className} font-serif text-xl text-ink [overflow-wrap:anywhere] focus:outline-none focus-visible:ring-2 focus-visible:ring-gold dark:text-white`}
      >
        {authorName}
      </Heading>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-stone-600 dark:text-stone-400">
        <span className="[overflow-wrap:anywhere]">{service}</span>
        <span aria-hidden>·</span>
        <time dateTime={createdAt} title={formatDateTime(createdAt)}>
          {formatDay(createdAt)}
        </time>
        {editedAt && (
          <span title={formatDateTime(editedAt)} className="italic">
            ({reviewsTexts.edited})
          </span>
        )}
      </p>
    </>
  );
}
