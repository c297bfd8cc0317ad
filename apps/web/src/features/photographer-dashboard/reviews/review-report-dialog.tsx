import { type ReceivedReview, reviewReportSchema, reviewsTexts } from '@studio/shared';
import { Flag } from 'lucide-react';
import { ReasonDialog, ReasonQuote, reasonBySchema } from '@/components/ui/reason-dialog';
import { useReportReview } from './reviews-api';

/**
 * Reports a review to the studio (docs/rules/history.md#issue-13) with a reason, on the shared
 * reason dialog. `onDone` says whether the report was sent; the page then puts focus back where it
 * belongs. A refusal (409: already reported) stands above the buttons.
 */
export function ReviewReportDialog({
  review,
  onDone,
}: {
  review: ReceivedReview | null;
  onDone: (reported: boolean) => void;
}) {
  const report = useReportReview();
  return (
    <ReasonDialog
      subject={review?.id ?? null}
      busy={report.isPending}
      title={reviewsTexts.reportTitle}
      titleIcon={<Flag aria-hidden className="size-5 shrink-0 text-red-700 dark:text-red-300" />}
      intro={reviewsTexts.reportIntro}
      quote={review && <ReasonQuote text={review.text} author={review.authorName} />}
      label={reviewsTexts.reportReasonLabel}
      validate={reasonBySchema(reviewReportSchema)}
      send={(reason) => report.mutateAsync({ id: review!.id, reason })}
      cancelLabel={reviewsTexts.cancelEdit}
      confirmLabel={reviewsTexts.reportSend}
      failure={reviewsTexts.actionFailure}
      success={reviewsTexts.reportSent}
      onDone={onDone}
    />
  );
}
