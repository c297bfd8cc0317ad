/** The console's look, as the dashboards have it: white panels on paper, round buttons. */
export { panelClass } from '@/components/ui/panel';

const buttonBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';
export const primaryButton = `${buttonBase} bg-ink text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold`;
export const secondaryButton = `${buttonBase} border border-stone-300 bg-white text-ink hover:border-ink dark:border-stone-600 dark:bg-transparent dark:text-stone-100 dark:hover:border-white`;
export const dangerButton = `${buttonBase} border border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-300 dark:hover:bg-red-500 dark:hover:text-white`;
/** A toggle: gold while pressed. */
export const pressedButton =
  'aria-pressed:border-gold aria-pressed:bg-gold/15 aria-pressed:text-ink dark:aria-pressed:border-gold dark:aria-pressed:text-white';

export const badgeClass = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold';
