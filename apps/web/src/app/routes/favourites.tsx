import { directoryTexts } from '@studio/shared';
import { paths } from '@/config/paths';
import { FavouritesList } from '@/features/marketplace/components/favourites-list';
import type { RouteHandle } from '@/lib/route-meta';
import { DashboardPageHeading } from '@/components/ui/page-heading';

export const handle: RouteHandle = {
  meta: () => ({ title: directoryTexts.favourites.title, description: directoryTexts.favourites.intro, noindex: true }),
};

/** /favourites (needs login): the saved photographers, newest first, inside the dashboard's layout. */
export function Component() {
  const t = directoryTexts.favourites;
  return (
    <>
      <DashboardPageHeading title={t.title}>{t.intro}</DashboardPageHeading>
      <FavouritesList searchHref={paths.dashboard} />
    </>
  );
}
