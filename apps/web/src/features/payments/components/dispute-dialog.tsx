import { paymentsTexts } from '@studio/shared';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { inputClass, Spinner } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';

const button =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60';
/** The shared schema's bound (disputeRequestSchema). */
const REASON_MAX = 1000;

function DisputeForm({
  busy,
  error,
  onConfirm,
  onClose,
  titleId,
}: {
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  titleId: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = reason.trim();
    if (!value || value.length > REASON_MAX) return setProblem(paymentsTexts.disputeReasonRequired);
    setProblem(undefined);
    onConfirm(value);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="font-serif text-2xl leading-snug">
          {paymentsTexts.disputeTitle}
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{paymentsTexts.disputeIntro}</p>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
          {paymentsTexts.disputeReasonLabel}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={4}
          required
          // biome-ignore lint/a11y/noAutofocus: the dialog's one field
          autoFocus
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            setProblem(undefined);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          className={`mt-1.5 ${inputClass} resize-y ${shown ? 'border-red-600' : 'border-stone-300 dark:border-stone-600'}`}
        />
      </div>
      {shown && (
        <p
          id={`${id}-error`}
          role="alert"
          className="flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" /> {shown}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onClose}
          disabled={busy}
          className={`${button} border border-stone-300 text-ink hover:border-ink dark:border-stone-600 dark:text-white`}
        >
          {paymentsTexts.disputeCancel}
        </button>
        <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          {busy && <Spinner />} {paymentsTexts.disputeConfirm}
        </button>
      </div>
    </form>
  );
}

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
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      busy={busy}
      onClose={onClose}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,32rem)]"
    >
      {open && <DisputeForm busy={busy} error={error} onConfirm={onConfirm} onClose={onClose} titleId={titleId} />}
    </ModalDialog>
  );
}
