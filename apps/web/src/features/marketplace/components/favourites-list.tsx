import { directoryTexts } from '@studio/shared';
import { Heart, Search } from 'lucide-react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-states';
import { newestFirst } from '../api/favourites-api';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteToggle } from './favourite-toggle';
import { cardGridClass, PhotographerCardSkeleton } from './card-grid';
import { cardLoadAt, PhotographerCard } from './photographer-card';

const t = directoryTexts.favourites;

/**
 * The signed-in visitor's saved photographers, the most recently saved first, as cards; the heart
 * unsaves one and its card leaves the list at once. `searchHref` is where "Find photographers" goes.
 */
export function FavouritesList({ searchHref }: { searchHref: string }) {
  const favourites = useFavourites();

  if (favourites.error && !favourites.list)
    return (
      <LoadError
        message={t.failure}
        detail={favourites.error instanceof Error ? favourites.error.message : undefined}
        onRetry={favourites.retry}
        retrying={favourites.fetching}
      />
    );

  if (!favourites.list)
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {directoryTexts.loading}
        </p>
        <div className={cardGridClass}>
          <PhotographerCardSkeleton />
          <PhotographerCardSkeleton />
          <PhotographerCardSkeleton />
        </div>
      </div>
    );

  const list = newestFirst(favourites.list);
  return (
    <div>
      <p role="status" className="mb-8 text-sm font-semibold text-stone-700 empty:hidden dark:text-stone-300">
        {list.length > 0 ? directoryTexts.total({ count: list.length }) : ''}
      </p>
      {list.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
          <span
            aria-hidden
            className="grid size-14 place-items-center rounded-full bg-sand text-clay-dark dark:bg-stone-800 dark:text-gold"
          >
            <Heart className="size-6" />
          </span>
          <p className="mt-5 font-serif text-2xl text-ink dark:text-white">{t.empty}</p>
          <p className="mt-2 max-w-md text-stone-700 dark:text-stone-300">{t.emptyHint}</p>
          <Link
            to={searchHref}
            className="mt-6 inline-flex items-center gap-2 rounded-full bg-ink px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-clay-dark dark:bg-white dark:text-ink dark:hover:bg-gold"
          >
            <Search aria-hidden className="size-4" /> {t.find}
          </Link>
        </div>
      ) : (
        <ul className={cardGridClass}>
          {list.map((p, i) => (
            <li key={p._id}>
              <PhotographerCard
                photographer={p}
                load={cardLoadAt(i)}
                action={<FavouriteToggle card={p} signedIn signInHref="" />}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
