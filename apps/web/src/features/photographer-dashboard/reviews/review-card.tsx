import { type ReceivedReview, reviewsTexts } from '@studio/shared';
import { EyeOff, Flag, MessageSquareReply, Pencil, ShieldCheck, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ReviewByline, ReviewPhotos, ReviewReply, ReviewText } from '@/components/reviews/review-parts';
import { Stars } from '@/components/ui/stars';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { formatDay } from '@/lib/date-time';
import { useFeatureReview } from './reviews-api';
import { formatDateTime } from '../shared/format';
import { panelClass } from '@/components/ui/panel';
import { ReviewReplyForm } from './review-reply-form';

const buttonBase =
  'inline-flex min-h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-semibold transition-colors dark:border-stone-600';
const actionButton = `${buttonBase} text-ink hover:border-ink aria-disabled:cursor-not-allowed aria-disabled:border-stone-200 aria-disabled:text-stone-400 aria-disabled:hover:border-stone-200 dark:text-stone-100 dark:hover:border-white dark:aria-disabled:border-stone-800 dark:aria-disabled:text-stone-500`;
const reportButton = `${buttonBase} text-red-700 hover:border-red-700 dark:text-red-300 dark:hover:border-red-300`;
const pressedButton =
  'aria-pressed:border-gold aria-pressed:bg-gold/15 aria-pressed:text-ink dark:aria-pressed:border-gold dark:aria-pressed:text-white';
const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';

export const reviewHeadingId = (id: string) => `review-${id}-author`;
export const reportButtonId = (id: string) => `review-${id}-report`;

function Badges({ review }: { review: ReceivedReview }) {
  const reported = review.report?.state === 'open';
  if (!review.featured && !reported && !review.hidden) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {review.featured && (
        <li className={`${badge} bg-gold/20 text-clay-dark dark:bg-gold/15 dark:text-gold`}>
          <Star aria-hidden className="size-3 fill-current" /> {reviewsTexts.featuredBadge}
        </li>
      )}
      {reported && (
        <li className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100`}>
          <Flag aria-hidden className="size-3" /> {reviewsTexts.reportedBadge}
        </li>
      )}
      {review.hidden && (
        <li className={`${badge} bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100`}>
          <EyeOff aria-hidden className="size-3" /> {reviewsTexts.hiddenBadge}
        </li>
      )}
    </ul>
  );
}

/**
 * One review on the Testimonials page (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review): its stars, author, service and date, text,
 * photos and badges, the reply if any; and what the photographer may do: reply (or edit the
 * reply), feature it on the profile, report it. The client's own words are never editable here.
 */
export function ReviewCard({
  review,
  onReport,
}: {
  review: ReceivedReview;
  onReport: (review: ReceivedReview) => void;
}) {
  const toast = useToast();
  const feature = useFeatureReview();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const refocusReply = useRef(false);
  const headingId = reviewHeadingId(review.id);
  const hiddenNoteId = `review-${review.id}-hidden-note`;
  const reported = review.report?.state === 'open';
  // A hidden review cannot be featured (it can still be unfeatured, should it be).
  const cannotFeature = review.hidden && !review.featured;
  const featuring = feature.isPending;

  // The reply form closed: focus goes back to the button that opens it.
  useEffect(() => {
    if (replying || !refocusReply.current) return;
    refocusReply.current = false;
    replyButton.current?.focus();
  }, [replying]);

  const toggleFeatured = () => {
    if (cannotFeature || featuring) return;
    feature.mutate(
      { id: review.id, featured: !review.featured },
      {
        onSuccess: ({ review: saved }) =>
          toast({ kind: 'success', text: saved.featured ? reviewsTexts.featureSaved : reviewsTexts.unfeatureSaved }),
        // 409: six already featured, or the review was hidden meanwhile: the server's words.
        onError: (err) =>
          toast({
            kind: 'error',
            text: refusalMessage(err, reviewsTexts.actionFailure),
          }),
      },
    );
  };

  return (
    <li className={`${panelClass} p-5 sm:p-6 ${review.hidden ? 'bg-stone-50 dark:bg-stone-900/60' : ''}`}>
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p className="flex items-center">
            <Stars rating={review.rating} />
            <span className="sr-only">{reviewsTexts.average({ average: review.rating })}</span>
          </p>
          <Badges review={review} />
        </div>
        <ReviewByline
          id={headingId}
          level={3}
          authorName={review.authorName}
          service={review.service}
          createdAt={review.createdAt}
          editedAt={review.editedAt}
        />

        <ReviewText text={review.text} />
        <ReviewPhotos images={review.images} authorName={review.authorName} />

        {reported && (
          <p className="mt-4 flex items-start gap-2 text-sm text-amber-900 dark:text-amber-100">
            <Flag aria-hidden className="mt-0.5 size-4 shrink-0" /> {reviewsTexts.alreadyReported}
          </p>
        )}
        {review.report?.state === 'kept' && (
          <p className="mt-4 flex items-start gap-2 text-sm text-stone-700 dark:text-stone-300">
            <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" /> {reviewsTexts.keptNote}
          </p>
        )}

        {review.reply && !replying && (
          <ReviewReply
            heading={
              <>
                {reviewsTexts.yourReply}
                <span className="font-normal text-stone-600 dark:text-stone-400">
                  {' · '}
                  <time dateTime={review.reply.updatedAt} title={formatDateTime(review.reply.updatedAt)}>
                    {formatDay(review.reply.updatedAt)}
                  </time>
                </span>
              </>
            }
            text={review.reply.text}
          />
        )}
        {replying && (
          <ReviewReplyForm
            review={review}
            onDone={() => {
              refocusReply.current = true;
              setReplying(false);
            }}
          />
        )}

        {!replying && (
          <div className="mt-5 flex flex-wrap gap-2">
            <button
              ref={replyButton}
              type="button"
              className={actionButton}
              onClick={() => setReplying(true)}
              aria-label={`${review.reply ? reviewsTexts.editReply : reviewsTexts.reply}: ${review.authorName}`}
            >
              {review.reply ? (
                <Pencil aria-hidden className="size-4" />
              ) : (
                <MessageSquareReply aria-hidden className="size-4" />
              )}
              {review.reply ? reviewsTexts.editReply : reviewsTexts.reply}
            </button>
            <button
              type="button"
              className={`${actionButton} ${pressedButton}`}
              onClick={toggleFeatured}
              aria-pressed={review.featured}
              aria-disabled={cannotFeature || undefined}
              aria-describedby={cannotFeature ? hiddenNoteId : undefined}
              // One name in both states (a toggle's state is its pressed state, not a new name).
              aria-label={`${reviewsTexts.feature}: ${review.authorName}`}
              title={review.featured ? reviewsTexts.unfeature : undefined}
            >
              <Star aria-hidden className={`size-4 ${review.featured ? 'fill-gold text-gold' : ''}`} />
              {reviewsTexts.feature}
            </button>
            {!reported && !review.hidden && (
              <button
                id={reportButtonId(review.id)}
                type="button"
                className={reportButton}
                onClick={() => onReport(review)}
                aria-label={`${reviewsTexts.report}: ${review.authorName}`}
              >
                <Flag aria-hidden className="size-4" /> {reviewsTexts.report}
              </button>
            )}
          </div>
        )}
        {cannotFeature && !replying && (
          <p id={hiddenNoteId} className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {reviewsTexts.hiddenCannotBeFeatured}
          </p>
        )}
      </article>
    </li>
  );
}
