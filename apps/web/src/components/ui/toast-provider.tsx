import { siteTexts } from '@studio/shared';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { Toast, ToastInput, ToastKind } from './toast-types';

/** The nearest provider's `show`; null outside any provider (an island of a public page). */
export const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Loaded with the first toast a page shows: most pages never show one. */
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

/**
 * The app's toasts: AppProvider mounts one provider for every page (a nested provider takes over
 * below it). Two live regions that are always in the page (so screen readers announce what is
 * added): a polite status for successes, an alert for errors.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const show = useCallback((toast: ToastInput) => {
    const id = next.current++;
    // The same message again replaces the earlier one instead of stacking up.
    setToasts((list) =>
      [...list.filter((t) => t.text !== toast.text || t.detail !== toast.detail), { ...toast, id }].slice(-4),
    );
  }, []);
  const closers = useRef(new Map<number, () => void>());
  const closerFor = (id: number) => {
    let close = closers.current.get(id);
    if (!close) {
      close = () => {
        closers.current.delete(id);
        setToasts((list) => list.filter((t) => t.id !== id));
      };
      closers.current.set(id, close);
    }
    return close;
  };
  const value = useMemo(() => show, [show]);
  const list = (kind: ToastKind) =>
    toasts.filter((t) => t.kind === kind).map((t) => <ToastItem key={t.id} toast={t} onClose={closerFor(t.id)} />);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-stretch gap-2 p-4 sm:inset-x-auto sm:right-0 sm:w-[26rem]">
        {/* The live regions stay in the page while the first toast's code loads. */}
        <ul role="alert" aria-label={siteTexts.ui.toastErrors} className="flex flex-col gap-2 empty:hidden">
          <Suspense>{list('error')}</Suspense>
        </ul>
        <ul role="status" aria-label={siteTexts.ui.toastNotices} className="flex flex-col gap-2 empty:hidden">
          <Suspense>{list('success')}</Suspense>
        </ul>
      </div>
    </ToastContext.Provider>
  );
}
