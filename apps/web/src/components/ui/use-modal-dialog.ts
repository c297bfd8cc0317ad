import { useEffect, useRef } from 'react';

/**
 * A native <dialog> shown as a modal while `open` (focus trapped, Escape and the backdrop handled
 * by the browser) and closed otherwise. `onShown` runs right after it opens, e.g. to focus a button.
 */
export function useModalDialog(open: boolean, onShown?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      shown.current?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
