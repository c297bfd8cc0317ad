import { photographerDashboardTexts } from '@studio/shared';
import { Spinner } from '@/components/form/fields';

/**
 * A real progress bar for an upload (docs/rules/photographers-and-portfolios.md#uploads): the share of bytes sent, then "Processing…" while the
 * server works on what it received. Cancel stops the upload; nothing is kept of it.
 */
export function UploadProgress({
  fraction,
  label,
  onCancel,
}: {
  fraction: number;
  /** What is being sent, e.g. "Uploading 4 photographs". */
  label: string;
  onCancel?: () => void;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  const processing = percent >= 100;
  return (
    <div className="rounded-xl border border-stone-200 bg-paper p-4 dark:border-stone-700 dark:bg-stone-950">
      <div className="flex items-center justify-between gap-3 text-sm">
        <p className="flex items-center gap-2 font-medium text-ink dark:text-stone-100">
          {processing && <Spinner />}
          {processing ? photographerDashboardTexts.photos.processing : label}
        </p>
        <div className="flex items-center gap-3">
          <span className="tabular-nums text-stone-600 dark:text-stone-400">{percent}%</span>
          {onCancel && !processing && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950"
            >
              {photographerDashboardTexts.photos.cancelUpload}
            </button>
          )}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={processing ? photographerDashboardTexts.photos.processingValue : `${percent}%`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-stone-200 dark:bg-stone-800"
      >
        <div
          className={`h-full rounded-full bg-clay transition-[width] duration-200 dark:bg-gold ${processing ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
