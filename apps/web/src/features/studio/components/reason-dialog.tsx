import { studioTexts } from '@studio/shared';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { describedBy } from '@/components/form/described-by';
import { useForm } from '@/components/form/use-form';
import { FieldError, fieldBorder, inputClass, Spinner } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useToast } from '@/components/ui/toasts';
import { refusalMessage } from '@/lib/api-client';
import { dangerButton, secondaryButton } from './ui';

const FIELDS = ['reason'] as const;
type Check = (values: { reason: string }) => { data?: { reason: string }; errors: { reason?: string } };

export interface ReasonDialogProps {
  /** A key per subject (a new subject starts an empty form); null while closed. */
  subject: string | null;
  title: string;
  intro: string;
  /** What is being hidden, quoted, e.g. the review's words. */
  quote?: ReactNode;
  label: string;
  confirmLabel: string;
  /** The shared schema's rules (a reason is required). */
  validate: Check;
  send: (reason: string) => Promise<unknown>;
  busy: boolean;
  /** The toast once done. */
  success: string;
  /** Says whether it was done; the page then puts focus where it belongs. */
  onDone: (done: boolean) => void;
}

function ReasonForm({ titleId, ...props }: Omit<ReasonDialogProps, 'subject' | 'busy'> & { titleId: string }) {
  const toast = useToast();
  const { form, pending, control, outcome } = useForm({
    fields: FIELDS,
    initial: () => ({ reason: '' }),
    validate: props.validate,
    send: ({ reason }) => props.send(reason),
    clearOnChange: 'field',
    success: () => undefined,
    // The server's field message stands under the field; a refusal (409) or a failure above the buttons.
    failure: (err, underFields) =>
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, studioTexts.actionFailure),
    onSuccess: () => {
      toast({ kind: 'success', text: props.success });
      props.onDone(true);
    },
  });
  const reason = control('reason');

  return (
    <form {...form} aria-labelledby={titleId} className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="font-serif text-2xl leading-snug [overflow-wrap:anywhere]">
          {props.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{props.intro}</p>
      </div>
      {props.quote}
      <fieldset disabled={pending}>
        <label htmlFor={reason.id} className="block text-sm font-semibold text-stone-800 dark:text-stone-200">
          {props.label}
        </label>
        <textarea
          id={reason.id}
          name={reason.name}
          value={reason.value}
          onChange={(e) => reason.onValueChange(e.target.value)}
          rows={4}
          aria-invalid={reason.error ? true : undefined}
          aria-describedby={describedBy(reason.id, false, reason.error)}
          className={`${inputClass} mt-1.5 min-h-28 resize-y leading-relaxed ${fieldBorder(reason.error)}`}
        />
        <FieldError fieldId={reason.id} error={reason.error} />
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
        <button type="button" onClick={() => props.onDone(false)} disabled={pending} className={secondaryButton}>
          {studioTexts.cancel}
        </button>
        <button type="submit" disabled={pending} className={dangerButton}>
          {pending && <Spinner />} {props.confirmLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * Hiding something with a reason its owner reads (a listing, a review), on a native modal
 * <dialog>: focus moves in (to the reason) and stays inside while open; Escape or Cancel closes it
 * (not while sending); the server's message about the reason stands under the field.
 */
export function ReasonDialog({ subject, busy, ...props }: ReasonDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  return (
    <ModalDialog
      id={id}
      open={subject !== null}
      busy={busy}
      onClose={() => props.onDone(false)}
      onShown={() => document.getElementById(id)?.querySelector('textarea')?.focus()}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,34rem)] backdrop:backdrop-blur-sm"
    >
      {subject !== null && <ReasonForm key={subject} titleId={titleId} {...props} />}
    </ModalDialog>
  );
}
