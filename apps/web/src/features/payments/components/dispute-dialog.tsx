import { paymentsTexts } from '@studio/shared';
import { ReasonDialog } from '@/components/ui/reason-dialog';

/** The shared schema's bound (disputeRequestSchema). */
const REASON_MAX = 1000;

/**
 * The client's dispute of a completed booking during the payout hold
 * (docs/decisions/0038-mpesa-payments.md), with a reason, as the client's cancel dialog asks one:
 * the reason is required; the server's refusal (409: the hold is over) stands under it.
 */
export function DisputeDialog({
  open,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy?: boolean;
  /** The server's message (a 409 or the reason's 400). */
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      open={open}
      busy={busy}
      error={error}
      title={paymentsTexts.disputeTitle}
      intro={paymentsTexts.disputeIntro}
      reason={{
        label: paymentsTexts.disputeReasonLabel,
        required: true,
        max: REASON_MAX,
        requiredMessage: paymentsTexts.disputeReasonRequired,
        tooLongMessage: paymentsTexts.disputeReasonRequired,
      }}
      cancelLabel={paymentsTexts.disputeCancel}
      confirmLabel={paymentsTexts.disputeConfirm}
      // The reason is required: the dialog confirms only with one.
      onConfirm={(reason) => reason && onConfirm(reason)}
      onClose={onClose}
    />
  );
}
