/** The review panel's buttons, as the thread's own (the composer's send, the booking's actions). */
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-clay disabled:cursor-wait disabled:opacity-70 dark:bg-white dark:text-ink dark:hover:bg-gold';
export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-sand disabled:opacity-60 dark:text-stone-100 dark:ring-stone-700 dark:hover:bg-stone-800';
