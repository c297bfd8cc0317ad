import { type BookingRequestDetail, bookingTexts, INQUIRY_REPLY_MAX } from '@studio/shared';
import { ReasonDialog } from '@/components/ui/reason-dialog';

/** Cancelling from the client's side (docs/rules/history.md#issue-12): a pending request with a confirm, an accepted booking with a reason. */
export function CancelBookingDialog({
  request,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  request: BookingRequestDetail | null;
  busy?: boolean;
  /** The server's message (a 409 or the reason's 400). */
  error?: string;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  // An accepted booking holds the photographer's date: cancelling it needs a reason.
  const needsReason = request?.status === 'accepted';
  const name = request?.photographer.name.trim() || 'the photographer';
  return (
    <ReasonDialog
      open={request !== null}
      formKey={request?.id}
      busy={busy}
      error={error}
      title={needsReason ? `Cancel your booking with ${name}?` : `Cancel your request to ${name}?`}
      intro={
        needsReason
          ? `${name} accepted it and keeps the day for you. They are told at once, with your reason.`
          : `${name} has not answered yet. They are told that you no longer need them.`
      }
      reason={
        needsReason
          ? {
              label: 'Why are you cancelling?',
              required: true,
              max: INQUIRY_REPLY_MAX,
              requiredMessage: bookingTexts.cancelReasonRequired,
              tooLongMessage: bookingTexts.cancelReasonTooLong,
            }
          : undefined
      }
      cancelLabel="Keep it"
      confirmLabel={needsReason ? 'Cancel booking' : 'Cancel request'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
