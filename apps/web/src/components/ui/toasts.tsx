import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export type ToastKind = 'success' | 'error';

export interface ToastInput {
  kind: ToastKind;
  /** The spec's text, word for word (SPEC 8). */
  text: string;
  /** An optional second line, e.g. the server's reason. */
  detail?: string;
}

interface Toast extends ToastInput {
  id: number;
}

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** Shows an in-page toast (D2: the spec's alerts, without `alert()`). */
export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider>');
  return show;
}

/** Success toasts leave after a while (not while hovered or focused); errors stay until closed. */
const SUCCESS_MS = 7000;

function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (toast.kind !== 'success' || held) return;
    const timer = window.setTimeout(onClose, SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [toast.kind, held, onClose]);
  const error = toast.kind === 'error';
  return (
    <li
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg ${
        error
          ? 'border-red-200 bg-red-50 text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100'
          : 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-50'
      }`}
    >
      {error ? (
        <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" />
      ) : (
        <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-300" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold [overflow-wrap:anywhere]">{toast.text}</p>
        {toast.detail && <p className="mt-1 [overflow-wrap:anywhere] opacity-90">{toast.detail}</p>}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss"
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}

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
        <ul role="alert" aria-label="Errors" className="flex flex-col gap-2 empty:hidden">
          {list('error')}
        </ul>
        <ul role="status" aria-label="Notifications" className="flex flex-col gap-2 empty:hidden">
          {list('success')}
        </ul>
      </div>
    </ToastContext.Provider>
  );
}
