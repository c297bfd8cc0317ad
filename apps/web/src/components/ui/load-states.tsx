import { siteTexts } from '@studio/shared';
import type { ReactNode } from 'react';
import { RotateCcw } from 'lucide-react';
import { Spinner } from './spinner';
import { IconBadge } from './icon-badge';

/**
 * A failed load: the message (and the error's own words, if any), and a way to try again that
 * shows while the retry runs.
 */
export function LoadError({
  message,
  detail,
  onRetry,
  retrying = false,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center sm:justify-between dark:border-red-900 dark:bg-red-950/60 dark:text-red-100"
    >
      <div>
        <p className="font-medium">{message}</p>
        {detail && <p className="mt-1 text-sm opacity-90">{detail}</p>}
      </div>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="inline-flex shrink-0 items-center gap-2 rounded-full border border-current px-4 py-1.5 text-sm font-semibold disabled:opacity-70"
        >
          {retrying ? <Spinner /> : <RotateCcw aria-hidden className="size-4" />} {siteTexts.retry}
        </button>
      )}
    </div>
  );
}

/** An empty list's message, with a line of what to do next. */
export function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-12 text-center dark:border-stone-700">
      <IconBadge className="size-12">{icon}</IconBadge>
      <p className="mt-4 font-serif text-xl text-ink dark:text-white">{title}</p>
      {children && <div className="mt-2 max-w-md text-sm text-stone-600 dark:text-stone-400">{children}</div>}
    </div>
  );
}

/** A few grey bars while something loads, with a status line for screen readers. */
export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="animate-pulse space-y-3">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder bars have no identity
          <div key={i} className="h-14 rounded-xl bg-sand dark:bg-stone-800" />
        ))}
      </div>
    </div>
  );
}
