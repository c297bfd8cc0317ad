import { localHref } from '@studio/shared/i18n/current-locale';
import { directoryTexts, type PhotographerCard } from '@studio/shared';
import { lazy, Suspense } from 'react';
import { cardName } from '../utils/card-format';
import { type FavouriteToggleVariant, HeartIcon, variants } from './favourite-heart';

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
