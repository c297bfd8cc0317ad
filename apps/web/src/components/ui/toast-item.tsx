import { siteTexts } from '@studio/shared';
import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Toast } from './toast-types';

/** Success toasts leave after a while (not while hovered or focused); errors stay until closed. */
const SUCCESS_MS = 7000;

export function ToastItem({ toast, onClose }: { toast: Toast; onClose: () => void }) {
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
        aria-label={siteTexts.ui.dismiss}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 dark:hover:bg-white/10"
      >
        <X aria-hidden className="size-4" />
      </button>
    </li>
  );
}
