import { type ReceivedReview, REVIEW_REPORT_REASON_MAX, reviewReportSchema, reviewsTexts } from '@studio/shared';
import { CircleAlert, Flag } from 'lucide-react';
import { useId } from 'react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { Spinner } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { useReportReview } from '../api/reviews-api';
import { TextAreaField } from './fields';
import { dangerButton, secondaryButton } from './panel';

const FIELDS = ['reason'] as const;

function ReportForm({
  review,
  titleId,
  send,
  onDone,
}: {
  review: ReceivedReview;
  titleId: string;
  send: (reason: string) => Promise<unknown>;
  onDone: (reported: boolean) => void;
}) {
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: FIELDS,
    initial: () => ({ reason: '' }),
    validate: (values) => validateWith<'reason', { reason: string }>(reviewReportSchema, values),
    send: ({ reason }) => send(reason),
    clearOnChange: 'field',
    success: () => undefined,
    // A refusal (409: already reported) or another of the server's words, above the buttons.
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, reviewsTexts.actionFailure),
    onSuccess: () => {
      toast({ kind: 'success', text: reviewsTexts.reportSent });
      onDone(true);
    },
  });

  return (
    <form {...form} aria-labelledby={titleId} className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="flex items-center gap-2.5 font-serif text-2xl leading-snug">
          <Flag aria-hidden className="size-5 shrink-0 text-red-700 dark:text-red-300" />
          {reviewsTexts.reportTitle}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{reviewsTexts.reportIntro}</p>
      </div>
      <blockquote className="line-clamp-3 border-l-2 border-sand pl-3 text-sm text-stone-700 italic [overflow-wrap:anywhere] dark:border-stone-700 dark:text-stone-300">
        {review.text}
        <span className="not-italic"> — {review.authorName}</span>
      </blockquote>
      <fieldset disabled={pending}>
        <TextAreaField
          {...control('reason')}
          label={reviewsTexts.reportReasonLabel}
          rows={4}
          maxLength={REVIEW_REPORT_REASON_MAX + 50}
        />
      </fieldset>
      {outcome.kind === 'error' && outcome.detail && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {outcome.detail}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => onDone(false)} disabled={pending} className={secondaryButton}>
          {reviewsTexts.cancelEdit}
        </button>
        <button type="submit" disabled={pending} className={dangerButton}>
          {pending && <Spinner />} {reviewsTexts.reportSend}
        </button>
      </div>
    </form>
  );
}

/**
 * Reports a review to the studio (docs/rules/history.md#issue-13), on a native modal <dialog>: focus moves in (to the
 * reason) and stays inside while open; Escape or Cancel closes it (not while sending). `onDone`
 * says whether the report was sent; the page then puts focus back where it belongs.
 */
export function ReviewReportDialog({
  review,
  onDone,
}: {
  review: ReceivedReview | null;
  onDone: (reported: boolean) => void;
}) {
  const id = useId();
  const report = useReportReview();
  const titleId = `${id}-title`;
  return (
    <ModalDialog
      id={id}
      open={review !== null}
      busy={report.isPending}
      onClose={() => onDone(false)}
      onShown={() => document.getElementById(id)?.querySelector('textarea')?.focus()}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,34rem)] backdrop:backdrop-blur-sm"
    >
      {review && (
        <ReportForm
          key={review.id}
          review={review}
          titleId={titleId}
          send={(reason) => report.mutateAsync({ id: review.id, reason })}
          onDone={onDone}
        />
      )}
    </ModalDialog>
  );
}
