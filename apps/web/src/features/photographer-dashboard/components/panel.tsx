/** The dashboards' load states live with the shared UI; re-exported for this feature's components. */
export { EmptyState, LoadError, LoadingBlock } from '@/components/ui/load-states';

export { panelClass } from '@/components/ui/panel';

export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-clay disabled:cursor-not-allowed disabled:opacity-60 dark:bg-white dark:text-ink dark:hover:bg-gold';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 py-2.5 text-sm font-semibold text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-60 dark:border-stone-600 dark:bg-transparent dark:text-stone-100 dark:hover:border-white';
export const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-700 px-5 py-2.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-700 hover:text-white disabled:cursor-not-allowed disabled:opacity-60 dark:border-red-400 dark:text-red-300 dark:hover:bg-red-500 dark:hover:text-white';
