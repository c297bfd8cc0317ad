import {
  type BookingMove,
  type BookingRequestDetail,
  bookingAnswerSchema,
  bookingTexts,
  fieldErrors,
  INQUIRY_REPLY_MAX,
} from '@studio/shared';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { inputClass, Spinner } from '@/components/form/fields';
import { formatEventDate } from '../utils/format';
import { dangerButton, primaryButton, secondaryButton } from '@/components/ui/buttons';

/** The photographer's answers, and cancelling an accepted booking (which needs a reason). */
export type AnswerStatus = BookingMove;

export interface AnswerTarget {
  request: BookingRequestDetail;
  status: AnswerStatus;
}

const clientOf = (r: BookingRequestDetail) => r.clientName.trim() || 'the client';

export const answerCopy: Record<AnswerStatus, { title: (client: string) => string; confirm: string }> = {
  accepted: { title: (c) => `Accept ${c}’s request?`, confirm: 'Accept request' },
  declined: { title: (c) => `Decline ${c}’s request?`, confirm: 'Decline request' },
  completed: { title: (c) => `Mark ${c}’s request as completed?`, confirm: 'Mark completed' },
  cancelled: { title: (c) => `Cancel ${c}’s booking?`, confirm: 'Cancel booking' },
};

/** The reply as the server will take it: trimmed, at most INQUIRY_REPLY_MAX characters. */
export function validateReply(status: AnswerStatus, reply: string): { error?: string; value?: string } {
  if (status === 'cancelled') {
    const reason = reply.trim();
    if (!reason) return { error: bookingTexts.cancelReasonRequired };
    if (reason.length > INQUIRY_REPLY_MAX) return { error: bookingTexts.cancelReasonTooLong };
    return { value: reason };
  }
  const parsed = bookingAnswerSchema.safeParse({ status, reply });
  if (!parsed.success) return { error: fieldErrors(parsed.error.issues).reply };
  return { value: parsed.data.reply || undefined };
}

function AnswerForm({
  target,
  busy,
  serverError,
  conflict,
  onSubmit,
  onCancel,
  titleId,
}: {
  target: AnswerTarget;
  busy: boolean;
  serverError?: string;
  conflict?: string;
  onSubmit: (reply: string | undefined) => void;
  onCancel: () => void;
  titleId: string;
}) {
  const id = useId();
  const [reply, setReply] = useState('');
  const [error, setError] = useState<string | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const { request: r, status } = target;
  const client = clientOf(r);
  const copy = answerCopy[status];
  const shown = error ?? serverError;
  const isCancel = status === 'cancelled';

  useEffect(() => textRef.current?.focus(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { error: problem, value } = validateReply(status, reply);
    setError(problem);
    if (problem) {
      textRef.current?.focus();
      return;
    }
    onSubmit(value);
  };

  const eventDate = formatEventDate(r.eventDate);
  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="font-serif text-2xl leading-snug [overflow-wrap:anywhere]">
          {copy.title(client)}
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">
          {r.service}
          {eventDate && <> · {eventDate}</>}
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-reply`} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          {isCancel ? (
            <>Why are you cancelling?</>
          ) : (
            <>
              Reply to {client} <span className="font-normal text-stone-600 dark:text-stone-400">(optional)</span>
            </>
          )}
        </label>
        <textarea
          ref={textRef}
          id={`${id}-reply`}
          name="reply"
          rows={5}
          required={isCancel}
          value={reply}
          onChange={(e) => {
            setReply(e.target.value);
            if (error) setError(validateReply(status, e.target.value).error);
          }}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
          placeholder={
            isCancel
              ? 'For example: I am unwell and cannot cover your event. I am so sorry…'
              : status === 'declined'
                ? 'For example: I am already booked that day. Try my colleague…'
                : 'For example: Thank you! I will send you my packages and a contract this week.'
          }
          className={`mt-1.5 ${inputClass} resize-y ${
            shown ? 'border-red-600 dark:border-red-400' : 'border-stone-300 dark:border-stone-600'
          }`}
        />
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          <p id={`${id}-hint`} className="text-stone-600 dark:text-stone-400">
            {isCancel
              ? `${client} is told at once, with your reason.`
              : `${client} receives your answer by e-mail, with this note.`}
          </p>
          <p
            aria-hidden
            className={`shrink-0 tabular-nums ${
              reply.length > INQUIRY_REPLY_MAX
                ? 'font-medium text-red-700 dark:text-red-300'
                : 'text-stone-600 dark:text-stone-400'
            }`}
          >
            {reply.length.toLocaleString('en-US')} / {INQUIRY_REPLY_MAX.toLocaleString('en-US')}
          </p>
        </div>
        {shown && (
          <p
            id={`${id}-error`}
            className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300"
          >
            <CircleAlert aria-hidden className="size-4 shrink-0" />
            {shown}
          </p>
        )}
      </div>
      {conflict && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {conflict}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
          {isCancel ? 'Keep booking' : 'Cancel'}
        </button>
        <button
          type="submit"
          disabled={busy}
          className={status === 'declined' || isCancel ? dangerButton : primaryButton}
        >
          {busy && <Spinner />} {copy.confirm}
        </button>
      </div>
    </form>
  );
}

/**
 * Accept, decline or complete a booking request, with an optional reply (docs/rules/bookings.md#requests), on a native modal
 * <dialog>: focus moves in (to the reply) and stays inside while open, Escape or Cancel closes it
 * (not while sending), and focus returns to the button that opened it.
 */
export function AnswerDialog({
  target,
  busy = false,
  serverError,
  conflict,
  onSubmit,
  onCancel,
}: {
  target: AnswerTarget | null;
  busy?: boolean;
  /** The server's message about the reply (400), shown under it. */
  serverError?: string;
  /** The server's refusal of the move (409, e.g. a date already held), shown above the buttons. */
  conflict?: string;
  onSubmit: (reply: string | undefined) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      open={target !== null}
      busy={busy}
      onClose={onCancel}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,34rem)] backdrop:backdrop-blur-sm"
    >
      {target && (
        <AnswerForm
          key={`${target.request.id}:${target.status}`}
          target={target}
          busy={busy}
          serverError={serverError}
          conflict={conflict}
          onSubmit={onSubmit}
          onCancel={onCancel}
          titleId={titleId}
        />
      )}
    </ModalDialog>
  );
}
