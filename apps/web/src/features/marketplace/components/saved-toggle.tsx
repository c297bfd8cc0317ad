import { directoryTexts, type PhotographerCard } from '@studio/shared';
import { useFavouriteToggle, useIsSaved } from '../hooks/use-favourites';
import { cardName } from '../utils/card-format';
import { type FavouriteToggleVariant, HeartIcon, variants } from './favourite-heart';

/** The heart of a signed-in visitor: pressed when the photographer is among their favourites. */
export function SavedToggle({ card, variant }: { card: PhotographerCard; variant: FavouriteToggleVariant }) {
  const saved = useIsSaved(card._id);
  const change = useFavouriteToggle(card);
  // While a change is on its way the heart shows what was asked for (optimistic).
  const pressed = change.asked ?? saved;
  const label = directoryTexts.favourites.save({ name: cardName(card.name) });
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={variant === 'overlay' ? label : undefined}
      onClick={() => {
        if (!change.pending) void change.toggle(!pressed);
      }}
      className={variants[variant]}
    >
      <HeartIcon filled={pressed} variant={variant} />
      {variant === 'pill' && <span className="hidden sm:inline">{directoryTexts.favourites.saveShort}</span>}
    </button>
  );
}
