import { type ConversationBooking, type OwnReview, reviewsTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, EyeOff, Pencil, Star } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LoadError } from '@/components/ui/load-states';
import { isClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { bookingReviewQuery } from '../api/reviews-api';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';
import { ReviewCard } from './review-card';
import { ReviewForm } from './review-form';

/** Whether its author may still change it: until `editableUntil`, which the server sets to null once fixed. */
export function stillEditable(review: Pick<OwnReview, 'editableUntil'>, now = Date.now()): boolean {
  return review.editableUntil !== null && Date.parse(review.editableUntil) > now;
}

/**
 * The client's review of a completed booking, in the booking's thread (docs/rules/history.md#issue-13, docs/rules/reviews.md#who-may-review): an
 * invitation while they may write one, the form, then their review with its photos, the
 * photographer's reply and the studio's reason if it hid it, and "Edit your review" for
 * REVIEW_EDIT_DAYS. Nothing for a booking that is not completed, nor on the photographer's side.
 */
export function BookingReview({ booking }: { booking: ConversationBooking }) {
  if (booking.side !== 'client' || booking.status !== 'completed') return null;
  return <ClientReview bookingId={booking.id} photographer={booking.photographer.name} />;
}

type Mode = { kind: 'view' } | { kind: 'form'; editing: OwnReview | null };

function ClientReview({ bookingId, photographer }: { bookingId: string; photographer: string }) {
  const query = useQuery(bookingReviewQuery(bookingId));
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [notice, setNotice] = useState<string | null>(null);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  // Where focus goes once the form closes: the review's heading after a save, the button that opened it otherwise.
  const focusAfter = useRef<'heading' | 'opener' | null>(null);

  useEffect(() => {
    if (mode.kind !== 'view' || !focusAfter.current) return;
    (focusAfter.current === 'heading' ? heading.current : opener.current)?.focus();
    focusAfter.current = null;
  });

  if (query.isPending) return null;
  if (query.isError) {
    // 404: not this caller's booking as its client; nothing to show.
    if (isClientError(query.error)) return null;
    return (
      <div className="border-t border-stone-200 p-4 sm:p-5 dark:border-stone-800">
        <LoadError message={reviewsTexts.loadFailure} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { review, canReview } = query.data;
  if (!review && !canReview) return null;

  const open = (editing: OwnReview | null) => {
    setNotice(null);
    setMode({ kind: 'form', editing });
  };
  const close = (to: 'heading' | 'opener') => {
    focusAfter.current = to;
    setMode({ kind: 'view' });
  };

  let body: ReactNode;
  if (mode.kind === 'form') {
    body = (
      <ReviewForm
        bookingId={bookingId}
        review={mode.editing}
        onSaved={() => {
          setNotice(mode.editing ? reviewsTexts.saved : reviewsTexts.published);
          close('heading');
        }}
        onCancel={() => close('opener')}
      />
    );
  } else if (!review) {
    body = (
      <div className="flex flex-col gap-4 rounded-xl bg-sand/70 p-4 sm:flex-row sm:items-center sm:p-5 dark:bg-stone-800/60">
        <span
          aria-hidden
          className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-gold dark:bg-stone-900"
        >
          <Star className="size-5 fill-gold" />
        </span>
        <div className="min-w-0 flex-1">
          <h3
            id={`${id}-title`}
            ref={heading}
            tabIndex={-1}
            className="font-serif text-lg text-ink outline-none dark:text-white"
          >
            {reviewsTexts.inviteTitle}
          </h3>
          <p className="mt-1 text-sm text-stone-700 dark:text-stone-300">{reviewsTexts.inviteBody({ photographer })}</p>
        </div>
        <button
          ref={opener}
          type="button"
          onClick={() => open(null)}
          className={`${primaryButton} self-start sm:self-auto`}
        >
          <Pencil aria-hidden className="size-4" /> {reviewsTexts.writeAction}
        </button>
      </div>
    );
  } else {
    const editable = stillEditable(review);
    body = (
      <>
        <h3
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="font-serif text-xl text-ink outline-none dark:text-white"
        >
          {reviewsTexts.yourReview}
        </h3>
        {review.hiddenReason && (
          <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
            <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            {reviewsTexts.hiddenByStudio({ reason: review.hiddenReason })}
          </p>
        )}
        <ReviewCard review={review} replyAuthor={photographer} className="mt-3" />
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-stone-700 dark:text-stone-300">
          {editable && review.editableUntil ? (
            <>
              <p>{reviewsTexts.editableUntil({ date: formatDateTime(review.editableUntil) })}</p>
              <button ref={opener} type="button" onClick={() => open(review)} className={secondaryButton}>
                <Pencil aria-hidden className="size-4" /> {reviewsTexts.edit}
              </button>
            </>
          ) : (
            <p>{reviewsTexts.fixed}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <section
      aria-labelledby={mode.kind === 'view' ? `${id}-title` : undefined}
      className="border-t border-stone-200 p-4 sm:p-5 dark:border-stone-800"
    >
      <div aria-live="polite" className="empty:hidden">
        {notice && (
          <p
            role="status"
            className="mb-3 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200"
          >
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            {notice}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
