import type { ComponentProps, ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

const panelClass =
  'm-auto rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60 dark:bg-stone-900 dark:text-stone-100';

type ModalDialogProps = Omit<ComponentProps<'dialog'>, 'ref' | 'open' | 'onCancel' | 'className' | 'children'> & {
  open: boolean;
  /** While true, Escape does not close the dialog (e.g. while its form is sending). */
  busy?: boolean;
  /** Escape asks for this; the caller closes the dialog by setting `open` to false. */
  onClose: () => void;
  /** Runs right after it opens, e.g. to focus a button. */
  onShown?: () => void;
  /** The width (a literal Tailwind class) and any other additions to the panel's look. */
  className: string;
  children: ReactNode;
};

/**
 * The panel of a confirmation or small form on a native modal <dialog> (useModalDialog): focus moves
 * in and stays inside while open and returns to the opener; Escape calls `onClose` unless `busy`.
 */
export function ModalDialog({ open, busy = false, onClose, onShown, className, children, ...rest }: ModalDialogProps) {
  const ref = useModalDialog(open, onShown);
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      {...rest}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className={`${panelClass} ${className}`}
    >
      {children}
    </dialog>
  );
}
