import { type BookingRequestDetail, bookingTexts, INQUIRY_REPLY_MAX } from '@studio/shared';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { inputClass, Spinner } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';

const button =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60';

function CancelForm({
  request,
  busy,
  error,
  onConfirm,
  onClose,
  titleId,
}: {
  request: BookingRequestDetail;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  titleId: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // An accepted booking holds the photographer's date: cancelling it needs a reason.
  const needsReason = request.status === 'accepted';
  const name = request.photographer.name.trim() || 'the photographer';
  const shown = problem ?? error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = reason.trim();
    if (needsReason && !value) return setProblem(bookingTexts.cancelReasonRequired);
    if (value.length > INQUIRY_REPLY_MAX) return setProblem(bookingTexts.cancelReasonTooLong);
    setProblem(undefined);
    onConfirm(value || undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="font-serif text-2xl leading-snug [overflow-wrap:anywhere]">
          {needsReason ? `Cancel your booking with ${name}?` : `Cancel your request to ${name}?`}
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {needsReason
            ? `${name} accepted it and keeps the day for you. They are told at once, with your reason.`
            : `${name} has not answered yet. They are told that you no longer need them.`}
        </p>
      </div>
      {needsReason && (
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
            Why are you cancelling?
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={4}
            required
            // biome-ignore lint/a11y/noAutofocus: the dialog's one field
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? `${id}-error` : undefined}
            className={`mt-1.5 ${inputClass} resize-y ${shown ? 'border-red-600' : 'border-stone-300 dark:border-stone-600'}`}
          />
        </div>
      )}
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
          Keep it
        </button>
        <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          {busy && <Spinner />} {needsReason ? 'Cancel booking' : 'Cancel request'}
        </button>
      </div>
    </form>
  );
}

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
  const titleId = useId();
  return (
    <ModalDialog
      open={request !== null}
      busy={busy}
      onClose={onClose}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,32rem)]"
    >
      {request && (
        <CancelForm
          key={request.id}
          request={request}
          busy={busy}
          error={error}
          onConfirm={onConfirm}
          onClose={onClose}
          titleId={titleId}
        />
      )}
    </ModalDialog>
  );
}
