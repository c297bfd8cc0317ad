import { Heart } from 'lucide-react';

/** The heart's looks, shared by the signed-out link and the saving button (favourite-toggle.tsx, saved-toggle.tsx). */
export const variants = {
  /** A round button on a card's photograph. */
  overlay:
    'grid size-10 place-items-center rounded-full bg-white/90 text-ink shadow-md transition hover:scale-105 hover:bg-white dark:bg-stone-900/85 dark:text-white dark:hover:bg-stone-900',
  /** A pill beside the profile's Contact button. */
  pill: 'inline-flex size-10 shrink-0 items-center justify-center gap-2 rounded-full border border-stone-300 text-sm font-semibold text-ink transition-colors hover:border-ink sm:h-auto sm:w-auto sm:px-4 sm:py-2.5 dark:border-stone-600 dark:text-white dark:hover:border-white',
} as const;

export type FavouriteToggleVariant = keyof typeof variants;

export function HeartIcon({ filled, variant }: { filled: boolean; variant: FavouriteToggleVariant }) {
  return (
    <Heart
      aria-hidden
      className={`${variant === 'overlay' ? 'size-5' : 'size-4'} transition-colors ${
        filled ? 'fill-clay text-clay dark:fill-gold dark:text-gold' : ''
      }`}
    />
  );
}
