import type { OwnReview, PublicReview, ReceivedReview } from '@studio/shared';
import { REVIEW_EDIT_DAYS } from '@studio/shared';
import { toPortfolioImage } from '../photographers/photographer.mapper';
import type { ListedReview, ReviewRow } from './reviews.repository';

const DAY_MS = 86_400_000;

/**
 * How the public sees a review's author: the first name and the initial of the last one, from the
 * name given with the booking ("Amina Wanjiru" -> "Amina W."). Fixed when the review is written.
 */
export function publicAuthorName(name: string): string {
  const words = name.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  if (words.length === 0) return 'A client';
  const first = words[0]!.slice(0, 40);
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${Array.from(last)[0]!.toUpperCase()}.` : first;
}

/** Until when the author may still change the review; past it, null. */
export function editableUntil(row: Pick<ReviewRow, 'createdAt'>, now: Date): Date | null {
  const until = new Date(row.createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
  return until > now ? until : null;
}

export function toPublicReview(row: ListedReview): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.text,
    images: row.images.map(toPortfolioImage),
    authorName: row.authorName,
    service: row.service,
    featured: row.featuredAt !== null,
    reply:
      row.reply !== null && row.replyCreatedAt && row.replyUpdatedAt
        ? { text: row.reply, createdAt: row.replyCreatedAt.toISOString(), updatedAt: row.replyUpdatedAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

export function toOwnReview(row: ListedReview, now: Date): OwnReview {
  return {
    ...toPublicReview(row),
    bookingId: row.bookingRequestId,
    studioMayQuote: row.studioMayQuote,
    editableUntil: editableUntil(row, now)?.toISOString() ?? null,
    hiddenReason: row.hiddenAt ? row.hiddenReason : null,
  };
}

export function toReceivedReview(row: ListedReview): ReceivedReview {
  return {
    ...toPublicReview(row),
    bookingId: row.bookingRequestId,
    studioMayQuote: row.studioMayQuote,
    report:
      row.reportState && row.reportReason && row.reportedAt
        ? { reason: row.reportReason, createdAt: row.reportedAt.toISOString(), state: row.reportState }
        : null,
    hidden: row.hiddenAt !== null,
  };
}
