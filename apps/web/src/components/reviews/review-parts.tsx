import { type ReviewImage, reviewsTexts } from '@studio/shared';
import { MessageSquareQuote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/media/picture';

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
