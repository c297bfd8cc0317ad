import { CircleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { inputClass, Spinner } from './form-field';
import { ModalDialog } from './modal-dialog';

const button =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60';

/** The reason a dialog asks for, with the words of its two refusals. */
export interface ReasonField {
  label: string;
  /** Without it the field may stay empty (the dialog then confirms with no reason). */
  required: boolean;
  max: number;
  requiredMessage: string;
  tooLongMessage: string;
}

export interface ReasonDialogProps {
  open: boolean;
  busy?: boolean;
  /** The server's refusal, shown where the dialog's own would be. */
  error?: string;
  title: string;
  intro: string;
  /** Omitted: a confirmation with no field. */
  reason?: ReasonField;
  cancelLabel: string;
  confirmLabel: string;
  /** The reason, trimmed; undefined when there is no field or it was left empty. */
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
  /** A new key starts the form afresh (another booking, say). */
  formKey?: string;
}

function ReasonForm({
  busy,
  error,
  title,
  intro,
  reason: field,
  cancelLabel,
  confirmLabel,
  onConfirm,
  onClose,
  titleId,
}: Omit<ReasonDialogProps, 'open' | 'formKey'> & { busy: boolean; titleId: string }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const shown = problem ?? error;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = reason.trim();
    if (field?.required && !value) return setProblem(field.requiredMessage);
    if (field && value.length > field.max) return setProblem(field.tooLongMessage);
    setProblem(undefined);
    onConfirm(value || undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5 p-6 sm:p-8">
      <div>
        <h2 id={titleId} className="font-serif text-2xl leading-snug [overflow-wrap:anywhere]">
          {title}
        </h2>
        <p className="mt-2 text-sm text-stone-700 dark:text-stone-300">{intro}</p>
      </div>
      {field && (
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
            {field.label}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={4}
            required={field.required}
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
          {cancelLabel}
        </button>
        <button type="submit" disabled={busy} className={`${button} bg-red-700 text-white hover:bg-red-800`}>
          {busy && <Spinner />} {confirmLabel}
        </button>
      </div>
    </form>
  );
}

/**
 * A consequential step that may need a reason (a cancelled booking, a dispute), on a modal
 * dialog: the title and what happens next, the reason when asked for, the dialog's own refusal or
 * the server's under it, and the two answers.
 */
export function ReasonDialog({ open, busy = false, formKey, ...form }: ReasonDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog
      open={open}
      busy={busy}
      onClose={form.onClose}
      aria-labelledby={titleId}
      className="w-[min(100%-2rem,32rem)]"
    >
      {open && <ReasonForm key={formKey} {...form} busy={busy} titleId={titleId} />}
    </ModalDialog>
  );
}
