import { disputeRequestSchema, paymentsTexts } from '@studio/shared';
import { ReasonDialog, reasonBySchema } from '@/components/ui/reason-dialog';

/**
 * The client's dispute of a completed booking during the payout hold
 * (docs/decisions/0038-mpesa-payments.md), with a reason (the shared schema's rules); the server's
 * refusal (409: the hold is over) stands in the dialog.
 */
export function DisputeDialog({
  bookingId,
  busy,
  send,
  onDone,
}: {
  /** The booking disputed; null while closed. */
  bookingId: string | null;
  busy: boolean;
  send: (reason: string) => Promise<unknown>;
  onDone: (done: boolean) => void;
}) {
  return (
    <ReasonDialog
      subject={bookingId}
      busy={busy}
      title={paymentsTexts.disputeTitle}
      intro={paymentsTexts.disputeIntro}
      label={paymentsTexts.disputeReasonLabel}
      validate={reasonBySchema(disputeRequestSchema)}
      send={send}
      cancelLabel={paymentsTexts.disputeCancel}
      confirmLabel={paymentsTexts.disputeConfirm}
      failure={paymentsTexts.disputeFailure}
      onDone={onDone}
    />
  );
}
