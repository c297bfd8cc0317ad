import { paths, REVIEW_REPORT_REASON_MAX, reviewsTexts, studioTexts } from '@studio/shared';
import { useQuery } from '@tanstack/react-query';
import { EyeOff, Flag, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ReasonDialog, ReasonQuote } from '@/components/ui/reason-dialog';
import { ReviewByline, ReviewPhotos, ReviewReply, ReviewText } from '@/components/reviews/review-parts';
import { Spinner } from '@/components/form/fields';
import { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';
import { Stars } from '@/components/ui/stars';
import { useToast } from '@/components/ui/toasts';
import { pathTo } from '@/config/paths';
import { refusalMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/date-time';
import { type ReportedReview, reportedReviewsQuery, useModerateReview } from '../shared/studio-api';
import { useFocusLater } from '../shared/use-focus-later';
import { StudioPageHeading } from '../shared/studio-shell';
import { panelClass } from '@/components/ui/panel';
import { dangerButton, secondaryButton } from '../shared/ui';

const PAGE_HEADING_ID = 'studio-reviews-title';
const headingId = (id: string) => `studio-review-${id}-author`;
const hideButtonId = (id: string) => `studio-review-${id}-hide`;

/** The reason the author reads: required here (the server refuses a hide without one), at most as long as a report's. */
function checkReason({ reason }: { reason: string }) {
  const text = reason.trim();
  if (!text) return { errors: { reason: reviewsTexts.moderationReasonRequired } };
  if (text.length > REVIEW_REPORT_REASON_MAX) return { errors: { reason: reviewsTexts.reportReasonTooLong } };
  return { data: { reason: text }, errors: {} };
}

function ReportedReviewCard({
  review,
  onKept,
  onHide,
}: {
  review: ReportedReview;
  onKept: (review: ReportedReview) => void;
  onHide: (review: ReportedReview) => void;
}) {
  const toast = useToast();
  const keep = useModerateReview();
  const profile = pathTo(paths.photographerProfile, { id: review.photographer._id });

  const onKeep = () => {
    if (keep.isPending) return;
    // A promise, not the call's callbacks: the card leaves the list as soon as the server answers.
    keep.mutateAsync({ id: review.id, action: 'keep' }).then(
      () => {
        onKept(review);
        toast({ kind: 'success', text: studioTexts.keepSaved });
      },
      (err: unknown) => toast({ kind: 'error', text: refusalMessage(err, studioTexts.actionFailure) }),
    );
  };

  return (
    <li className={`${panelClass} p-5 sm:p-6`}>
      <article aria-labelledby={headingId(review.id)}>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {studioTexts.reviewOf}{' '}
          <Link
            to={profile}
            className="font-semibold text-ink underline-offset-4 hover:text-clay hover:underline dark:text-white dark:hover:text-gold"
          >
            {review.photographer.name}
          </Link>
        </p>
        <div className="mt-3 flex items-center">
          <Stars rating={review.rating} />
          <span className="sr-only">{reviewsTexts.average({ average: review.rating })}</span>
        </div>
        <ReviewByline
          id={headingId(review.id)}
          level={2}
          authorName={review.authorName}
          service={review.service}
          createdAt={review.createdAt}
          editedAt={review.editedAt}
          className="mt-2"
        />
        <ReviewText text={review.text} />
        <ReviewPhotos images={review.images} authorName={review.authorName} />
        {review.reply && (
          <ReviewReply heading={reviewsTexts.replyFrom({ name: review.photographer.name })} text={review.reply.text} />
        )}

        <div className="mt-5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-50">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold">
            <Flag aria-hidden className="size-4 shrink-0" />
            <span>{studioTexts.reportedBy({ photographer: review.photographer.name })}</span>
            <span aria-hidden className="font-normal">
              ·
            </span>
            <time dateTime={review.report.createdAt} className="font-normal">
              {formatDateTime(review.report.createdAt)}
            </time>
          </p>
          <p className="mt-2 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">
            <span className="font-semibold">{studioTexts.reportReasonLabel}</span> {review.report.reason}
          </p>
        </div>

        <div className="mt-5 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onKeep}
            aria-disabled={keep.isPending || undefined}
            aria-label={`${studioTexts.keep}: ${review.authorName}`}
            className={secondaryButton}
          >
            {keep.isPending ? <Spinner /> : <ShieldCheck aria-hidden className="size-4" />} {studioTexts.keep}
          </button>
          <button
            id={hideButtonId(review.id)}
            type="button"
            onClick={() => onHide(review)}
            aria-label={`${studioTexts.hideReview}: ${review.authorName}`}
            className={dangerButton}
          >
            <EyeOff aria-hidden className="size-4" /> {studioTexts.hideReview}
          </button>
        </div>
      </article>
    </li>
  );
}

/**
 * /studio/reviews (docs/rules/history.md#issue-14, docs/rules/reviews.md#who-may-review, docs/rules/studio-console.md#staff-and-console): the reviews photographers reported, oldest report first;
 * each with the review as the public sees it, whose profile it is on, the report's reason and date.
 * Keep closes the report; Hide review takes it off the profile with a reason its author reads.
 */
export function ReportedReviewsView() {
  const reported = useQuery(reportedReviewsQuery());
  const moderate = useModerateReview();
  const [hiding, setHiding] = useState<ReportedReview | null>(null);
  const list = reported.data;
  const focusLater = useFocusLater(false, () => document.getElementById(PAGE_HEADING_ID));

  /** Once a review leaves the queue, focus goes to the next one (the previous one at the end; else the page's heading). */
  const focusAfter = (review: ReportedReview) => {
    const at = list?.findIndex((r) => r.id === review.id) ?? -1;
    const next = list?.[at + 1] ?? list?.[at - 1];
    focusLater(next ? headingId(next.id) : PAGE_HEADING_ID);
  };

  const closeHide = (done: boolean) => {
    if (!hiding) return;
    if (done) focusAfter(hiding);
    else focusLater(hideButtonId(hiding.id));
    setHiding(null);
  };

  let body: ReactNode;
  if (reported.isPending) body = <LoadingBlock label={studioTexts.loadingReports} rows={3} />;
  else if (reported.isError && !list)
    body = (
      <LoadError message={studioTexts.failure} onRetry={() => void reported.refetch()} retrying={reported.isFetching} />
    );
  else if (!list || list.length === 0)
    body = <EmptyState icon={<ShieldCheck className="size-5" />} title={studioTexts.noReports} />;
  else
    body = (
      <ol aria-labelledby={PAGE_HEADING_ID} className="grid gap-4">
        {list.map((review) => (
          <ReportedReviewCard key={review.id} review={review} onKept={focusAfter} onHide={setHiding} />
        ))}
      </ol>
    );

  return (
    <>
      <StudioPageHeading id={PAGE_HEADING_ID} title={studioTexts.reviewsTitle}>
        {studioTexts.reviewsIntro}
      </StudioPageHeading>
      {body}
      <ReasonDialog
        cancelLabel={studioTexts.cancel}
        failure={studioTexts.actionFailure}
        subject={hiding?.id ?? null}
        title={studioTexts.hideReviewTitle}
        intro={studioTexts.hideReviewIntro}
        quote={hiding && <ReasonQuote text={hiding.text} author={hiding.authorName} />}
        label={studioTexts.hideReviewReasonLabel}
        confirmLabel={studioTexts.hideReview}
        validate={checkReason}
        send={(reason) => moderate.mutateAsync({ id: hiding!.id, action: 'hide', reason })}
        busy={moderate.isPending}
        success={studioTexts.hideSaved}
        onDone={closeHide}
      />
    </>
  );
}
