import { type ReceivedReview, REVIEW_REPLY_MAX, reviewReplySchema, reviewsTexts } from '@studio/shared';
import { Send } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { FormAlert, Spinner } from '@/components/form/fields';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { useReplyToReview } from './reviews-api';
import { TextAreaField } from '@/components/form/fields';
import { primaryButton, secondaryButton } from '@/components/ui/buttons';

const FIELDS = ['text'] as const;

/**
 * Writes or edits the public reply to a review (ADR 0014's form layer): the shared schema's message
 * under the field, nothing sent while it stands, the server's field message mapped back. The
 * textarea takes focus when the form opens; `onDone` closes it (the card gives focus back).
 */
export function ReviewReplyForm({ review, onDone }: { review: ReceivedReview; onDone: (saved: boolean) => void }) {
  const reply = useReplyToReview();
  const toast = useToast();
  const { id, form, pending, control, outcome, fieldId } = useForm({
    fields: FIELDS,
    initial: () => ({ text: review.reply?.text ?? '' }),
    validate: (values) => validateWith<'text', { text: string }>(reviewReplySchema, values),
    send: ({ text }) => reply.mutateAsync({ id: review.id, text }),
    clearOnChange: 'field',
    success: () => undefined,
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, reviewsTexts.actionFailure),
    onSuccess: () => {
      toast({ kind: 'success', text: reviewsTexts.replySaved });
      onDone(true);
    },
  });
  const textId = fieldId('text');

  useEffect(() => {
    const text = document.getElementById(textId) as HTMLTextAreaElement | null;
    text?.focus();
    // The caret at the end of a reply being edited.
    text?.setSelectionRange(text.value.length, text.value.length);
  }, [textId]);

  return (
    <form
      {...form}
      aria-labelledby={`${id}-label`}
      className="mt-4 rounded-xl bg-sand/50 p-4 sm:p-5 dark:bg-stone-950/40"
    >
      <span id={`${id}-label`} hidden>
        {review.reply ? reviewsTexts.editReply : reviewsTexts.reply}
      </span>
      <fieldset disabled={pending}>
        <TextAreaField
          className="min-h-36"
          {...control('text')}
          label={reviewsTexts.replyLabel}
          rows={4}
          maxLength={REVIEW_REPLY_MAX + 50}
        />
      </fieldset>
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} className="mt-3" />
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? <Spinner /> : <Send aria-hidden className="size-4" />}
          {reviewsTexts.replySave}
        </button>
        <button type="button" onClick={() => onDone(false)} disabled={pending} className={secondaryButton}>
          {reviewsTexts.cancelEdit}
        </button>
      </div>
    </form>
  );
}
