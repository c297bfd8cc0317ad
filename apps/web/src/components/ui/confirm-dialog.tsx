import { siteTexts } from '@studio/shared';
import { type ReactNode, useId, useRef } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Spinner } from '@/components/form/fields';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, word for word (docs/rules/public-pages.md#texts: the spec's `confirm()` as an accessible dialog). */
  message: string;
  detail?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation on a native modal <dialog>: focus moves in (to Cancel, the safe choice), stays
 * inside while open and returns to the opener; Escape cancels.
 */
export function ConfirmDialog({
  open,
  message,
  detail,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <ModalDialog
      open={open}
      busy={busy}
      onClose={onCancel}
      onShown={() => cancelRef.current?.focus()}
      role="alertdialog"
      aria-labelledby={`${id}-message`}
      aria-describedby={detail ? `${id}-detail` : undefined}
      className="w-[min(100%-2rem,30rem)] backdrop:backdrop-blur-sm"
    >
      <div className="space-y-5 p-6 sm:p-8">
        <h2 id={`${id}-message`} className="font-serif text-2xl leading-snug">
          {message}
        </h2>
        {detail && (
          <div id={`${id}-detail`} className="text-sm leading-relaxed text-stone-700 dark:text-stone-300">
            {detail}
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="inline-flex items-center justify-center rounded-full border border-stone-300 px-5 py-2.5 text-sm font-semibold text-ink hover:border-ink disabled:opacity-60 dark:border-stone-600 dark:text-stone-100 dark:hover:border-white"
          >
            {siteTexts.ui.cancel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            {busy && <Spinner />} {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
