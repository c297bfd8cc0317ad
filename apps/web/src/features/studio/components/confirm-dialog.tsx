import { studioTexts } from '@studio/shared';
import { type ReactNode, useId, useRef } from 'react';
import { Spinner } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { secondaryButton, solidDangerButton } from './ui';

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
}: {
  open: boolean;
  message: string;
  detail?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
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
          <button ref={cancelRef} type="button" onClick={onCancel} disabled={busy} className={secondaryButton}>
            {studioTexts.cancel}
          </button>
          <button type="button" onClick={onConfirm} disabled={busy} className={solidDangerButton}>
            {busy && <Spinner />} {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
