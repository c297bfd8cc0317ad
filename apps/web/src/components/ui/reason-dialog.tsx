import { type ReactNode, useId } from 'react';
import { useForm } from '@/components/form/use-form';
import { validateWith } from '@/components/form/validate-with';
import { refusalMessage } from '@/lib/api-client';
import { FormAlert, Spinner, TextAreaField } from '@/components/form/fields';
import { dangerButton, secondaryButton } from './buttons';
import { ModalDialog } from './modal-dialog';
import { useToast } from './toasts';

const FIELDS = ['reason'] as const;
/** The reason as the form holds it: the text, trimmed by the check (empty when none is asked). */
type Check = (values: { reason: string }) => { data?: { reason: string }; errors: { reason?: string } };
type ReasonSchema = Parameters<typeof validateWith<'reason', { reason: string }>>[0];

/** The check of a reason by a shared schema of `{ reason }` (docs/rules/product.md#validation). */
export const reasonBySchema =
  (schema: ReasonSchema): Check =>
  (values) =>
    validateWith<'reason', { reason: string }>(schema, values);

export interface ReasonDialogProps {
  /** A key per subject (a new subject starts an empty form); null while closed. */
  subject: string | null;
  title: string;
  /** An icon before the title (decorative). */
  titleIcon?: ReactNode;
  /** What happens next, in a sentence or two. */
  intro: string;
  /** What the step is about, quoted (e.g. the review to hide). */
  quote?: ReactNode;
  /** The reason's label; without one the dialog is a confirmation with no field. */
  label?: string;
  /** The shared schema's rules for the reason (docs/rules/product.md#validation). */
  validate: Check;
  /** The step itself, with the reason as the check left it (trimmed; empty when none is asked). */
  send: (reason: string) => Promise<unknown>;
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** Said above the buttons when the step fails without a message for the field (the server's own words for a 4xx). */
  failure: string;
  /** The toast once done (none without it). */
  success?: string;
  /** Says whether the step was done; the page then puts focus where it belongs. */
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
      Object.keys(underFields).length > 0 ? undefined : refusalMessage(err, props.failure),
    onSuccess: () => {
      if (props.success) toast({ kind: 'success', text: props.success });
      props.onDone(true);
    },
  });
  const reason = control('reason');

  return (
    <form {...form} aria-labelledby={titleId} className="space-y-5 p-6 sm:p-8">
      <div>
        <h2
          id={titleId}
          className="flex items-center gap-2.5 font-serif text-2xl leading-snug [overflow-wrap:anywhere]"
        >
          {props.titleIcon}
          {props.title}
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-stone-700 dark:text-stone-300">{props.intro}</p>
      </div>
      {props.quote}
      {props.label && (
        <fieldset disabled={pending}>
          <TextAreaField {...reason} label={props.label} rows={4} className="min-h-28" />
        </fieldset>
      )}
      <FormAlert text={outcome.kind === 'error' ? outcome.detail : undefined} />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <button type="button" onClick={() => props.onDone(false)} disabled={pending} className={secondaryButton}>
          {props.cancelLabel}
        </button>
        <button type="submit" disabled={pending} className={dangerButton}>
          {pending && <Spinner />} {props.confirmLabel}
        </button>
      </div>
    </form>
  );
}

/** Someone's words the step is about (a review to report or hide), quoted in the dialog: three lines at most. */
export function ReasonQuote({ text, author }: { text: string; author: string }) {
  return (
    <blockquote className="line-clamp-3 border-l-2 border-sand pl-3 text-sm text-stone-700 italic [overflow-wrap:anywhere] dark:border-stone-700 dark:text-stone-300">
      {text}
      <span className="not-italic"> — {author}</span>
    </blockquote>
  );
}

/**
 * A consequential step that may need a reason (a cancelled booking, a dispute, a hidden listing or
 * review), on a native modal <dialog>: focus moves in (to the reason, when asked) and stays inside
 * while open; Escape or the cancel answer closes it (not while sending); the shared schema's
 * messages and the server's message about the reason stand under the field, a refusal above the
 * buttons.
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
