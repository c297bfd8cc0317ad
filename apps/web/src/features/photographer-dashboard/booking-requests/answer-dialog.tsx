import {
  type BookingAnswer,
  type BookingCancel,
  type BookingMove,
  type BookingRequestDetail,
  bookingAnswerSchema,
  bookingCancelSchema,
  bookingTexts,
  INQUIRY_REPLY_MAX,
  photographerDashboardTexts,
} from '@studio/shared';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { FormAlert, Spinner, TextAreaField } from '@/components/form/fields';
import { validateWith } from '@/components/form/validate-with';
import { formatEventDate } from '../shared/format';
import { dangerButton, primaryButton, secondaryButton } from '@/components/ui/buttons';

/** The photographer's answers, and cancelling an accepted booking (which needs a reason). */
export type AnswerStatus = BookingMove;

export interface AnswerTarget {
  request: BookingRequestDetail;
  status: AnswerStatus;
}

const texts = photographerDashboardTexts.requests;
const answerTexts = texts.answer;

const clientOf = (r: BookingRequestDetail) => r.clientName.trim() || texts.theClientInside;

export const answerCopy: Record<AnswerStatus, { title: (client: string) => string; readonly confirm: string }> = {
  accepted: {
    title: (client) => answerTexts.acceptedTitle({ client }),
    get confirm() {
      return answerTexts.acceptedConfirm;
    },
  },
  declined: {
    title: (client) => answerTexts.declinedTitle({ client }),
    get confirm() {
      return answerTexts.declinedConfirm;
    },
  },
  completed: {
    title: (client) => answerTexts.completedTitle({ client }),
    get confirm() {
      return answerTexts.completedConfirm;
    },
  },
  cancelled: {
    title: (client) => answerTexts.cancelledTitle({ client }),
    get confirm() {
      return answerTexts.cancelledConfirm;
    },
  },
};

/** The reply as the server will take it: trimmed, at most INQUIRY_REPLY_MAX characters. */
export function validateReply(status: AnswerStatus, reply: string): { error?: string; value?: string } {
  if (status === 'cancelled') {
    // The schema leaves the reason optional (a client may cancel a pending request without one); the photographer gives one.
    if (!reply.trim()) return { error: bookingTexts.cancelReasonRequired };
    const { data, errors } = validateWith<'reason', BookingCancel>(bookingCancelSchema, { reason: reply });
    return data ? { value: data.reason } : { error: errors.reason };
  }
  const { data, errors } = validateWith<'reply', BookingAnswer>(bookingAnswerSchema, { status, reply });
  return data ? { value: data.reply || undefined } : { error: errors.reply };
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
      <TextAreaField
        textareaRef={textRef}
        id={`${id}-reply`}
        name="reply"
        label={isCancel ? answerTexts.whyCancel : answerTexts.replyTo({ client })}
        optional={!isCancel}
        rows={5}
        required={isCancel}
        value={reply}
        onValueChange={(value) => {
          setReply(value);
          if (error) setError(validateReply(status, value).error);
        }}
        error={shown}
        hint={isCancel ? answerTexts.cancelHint({ client }) : answerTexts.replyHint({ client })}
        counter={{
          text: `${reply.length.toLocaleString('en-US')} / ${INQUIRY_REPLY_MAX.toLocaleString('en-US')}`,
          over: reply.length > INQUIRY_REPLY_MAX,
        }}
        placeholder={
          isCancel
            ? answerTexts.cancelPlaceholder
            : status === 'declined'
              ? answerTexts.declinePlaceholder
              : answerTexts.acceptPlaceholder
        }
      />
      <FormAlert text={conflict} />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
          {isCancel ? answerTexts.keepBooking : answerTexts.cancel}
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
