import { directoryTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { FavouritesList } from '@/features/marketplace/components/favourites-list';
import type { RouteHandle } from '@/lib/route-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: directoryTexts.favourites.title, description: directoryTexts.favourites.intro, noindex: true }),
};

/** /favourites (needs login): the saved photographers, newest first, inside the dashboard's layout. */
export function Component() {
  const t = directoryTexts.favourites;
  return (
    <>
      <header className="mb-8 sm:mb-10">
        <h1 className="font-serif text-4xl leading-tight text-ink sm:text-5xl dark:text-white">{t.title}</h1>
        <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">{t.intro}</p>
      </header>
      <FavouritesList searchHref={paths.dashboard} />
    </>
  );
}
