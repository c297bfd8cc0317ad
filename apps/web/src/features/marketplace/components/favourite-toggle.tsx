import { localHref } from '@studio/shared/i18n/current-locale';
import { directoryTexts, type PhotographerCard } from '@studio/shared';
import { Heart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cardName } from '../utils/card-format';

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

/** The saving part, with the favourites it reads: loaded for signed-in visitors only. */
const SavedToggle = lazy(() => import('./saved-toggle').then((m) => ({ default: m.SavedToggle })));

/**
 * The heart that saves a photographer to the visitor's favourites (aria-pressed), saved or not as
 * the visitor's favourites say. A visitor who is not signed in gets a link to sign in instead,
 * which brings them back to this page.
 */
export function FavouriteToggle({
  card,
  signedIn,
  signInHref,
  variant = 'overlay',
}: {
  card: PhotographerCard;
  signedIn: boolean;
  signInHref: string;
  variant?: FavouriteToggleVariant;
}) {
  if (signedIn)
    return (
      <Suspense
        fallback={
          <span aria-hidden className={variants[variant]}>
            <HeartIcon filled={false} variant={variant} />
          </span>
        }
      >
        <SavedToggle card={card} variant={variant} />
      </Suspense>
    );
  const label = directoryTexts.favourites.signInToSave({ name: cardName(card.name) });
  return (
    <a
      href={localHref(signInHref)}
      // A signed-in visitor's page wakes this island at once (entry-islands.ts): the server cannot
      // know the visitor, and this link would ask them to sign in again.
      data-session-control
      aria-label={label}
      title={variant === 'overlay' ? label : undefined}
      className={variants[variant]}
    >
      <HeartIcon filled={false} variant={variant} />
      {variant === 'pill' && <span className="hidden sm:inline">{directoryTexts.favourites.saveShort}</span>}
    </a>
  );
}
