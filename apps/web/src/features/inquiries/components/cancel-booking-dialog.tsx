import { type BookingCancel, type BookingRequestDetail, bookingCancelSchema, bookingTexts } from '@studio/shared';
import { validateWith } from '@/components/form/validate-with';
import { ReasonDialog } from '@/components/ui/reason-dialog';

const t = bookingTexts.cancelDialog;

/**
 * The reason by the shared schema (bookingCancelSchema, docs/rules/history.md#issue-12), and
 * required for an accepted booking, which holds the photographer's date (the server's rule too).
 */
const checkReason = (required: boolean) => (values: { reason: string }) => {
  if (required && !values.reason.trim()) return { errors: { reason: bookingTexts.cancelReasonRequired } };
  const { data, errors } = validateWith<'reason', BookingCancel>(bookingCancelSchema, values);
  return { data: data && { reason: data.reason ?? '' }, errors };
};

/** Cancelling from the client's side (docs/rules/history.md#issue-12): a pending request with a confirm, an accepted booking with a reason. */
export function CancelBookingDialog({
  request,
  busy,
  send,
  onDone,
}: {
  request: BookingRequestDetail | null;
  busy: boolean;
  send: (reason: string | undefined) => Promise<unknown>;
  onDone: (done: boolean) => void;
}) {
  // An accepted booking holds the photographer's date: cancelling it needs a reason.
  const needsReason = request?.status === 'accepted';
  const name = request?.photographer.name.trim() || t.photographerFallback;
  return (
    <ReasonDialog
      subject={request?.id ?? null}
      busy={busy}
      title={needsReason ? t.bookingTitle({ name }) : t.requestTitle({ name })}
      intro={needsReason ? t.bookingIntro({ name }) : t.requestIntro({ name })}
      label={needsReason ? t.reasonLabel : undefined}
      validate={checkReason(needsReason)}
      send={(reason) => send(reason || undefined)}
      cancelLabel={t.keep}
      confirmLabel={needsReason ? t.cancelBooking : t.cancelRequest}
      failure={bookingTexts.cancelFailure}
      success={bookingTexts.cancelled}
      onDone={onDone}
    />
  );
}
