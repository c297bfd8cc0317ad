import { authTexts } from '@studio/shared';
import { CheckCircle2, X } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The success message a page brings with it after signing up or in (docs/rules/product.md#messages: 'Signup successful!',
 * 'Login successful!'), shown where the visitor arrives, until dismissed.
 */
export function ArrivalNotice({ className = '' }: { className?: string }) {
  const location = useLocation();
  const text = (location.state as { notice?: unknown } | null)?.notice;
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const visible = typeof text === 'string' && text.length > 0 && dismissedKey !== location.key;
  return (
    <div aria-live="polite" className={visible ? className : undefined}>
      {visible && (
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 py-2.5 pr-2 pl-4 text-sm font-medium text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/50 dark:text-emerald-200"
        >
          <CheckCircle2 aria-hidden className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{text}</span>
          <button
            type="button"
            onClick={() => setDismissedKey(location.key)}
            className="grid size-8 place-items-center rounded-md hover:bg-emerald-100 dark:hover:bg-emerald-900"
            aria-label={authTexts.screen.dismiss}
          >
            <X aria-hidden className="size-4" />
          </button>
        </p>
      )}
    </div>
  );
}
