/*
 * The web kit's buttons: the one place their classes live (usage: apps/web/src/components/README.md).
 * Round, ink on paper; `md` is the forms' and dashboards' size, `sm` the console's denser one.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'danger';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4',
  md: 'px-5 py-2.5',
};

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white hover:bg-clay dark:bg-white dark:text-ink dark:hover:bg-gold',
  secondary:
    'border border-stone-300 bg-white text-ink hover:border-ink dark:border-stone-600 dark:bg-transparent dark:text-stone-100 dark:hover:border-white',
  danger:
    'border border-red-700 text-red-700 hover:bg-red-700 hover:text-white dark:border-red-400 dark:text-red-300 dark:hover:bg-red-500 dark:hover:text-white',
};

/** The classes of a button (or a link styled as one) of this variant and size. */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize = 'md') =>
  `${base} ${sizes[size]} ${variants[variant]}`;

export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
export const dangerButton = buttonClass('danger');

/** A toggle button: gold while pressed (add to a variant's classes). */
export const pressedButton =
  'aria-pressed:border-gold aria-pressed:bg-gold/15 aria-pressed:text-ink dark:aria-pressed:border-gold dark:aria-pressed:text-white';
