import { accountTexts, directoryTexts } from '@studio/shared';
import { ArrivalNotice } from '@/features/auth/components/arrival-notice';
import { PhotographerSearch } from '@/features/marketplace/components/photographer-search';
import { useRouterSearchNavigation } from '@/features/marketplace/hooks/router-search-navigation';
import { SearchNavigationContext } from '@/features/marketplace/hooks/search-navigation';
import { useCurrentUser } from '@/lib/session-store';

/**
 * /dashboard, the client dashboard (SPEC 2, D16): the welcome, then the search and filter bar
 * with the 'Featured Photographers' and 'All Photographers' cards. A 401 from the API here clears
 * the stored user and goes to /signup (the dashboard guard, SPEC 7).
 */
export function Component() {
  const user = useCurrentUser();
  const navigation = useRouterSearchNavigation();
  return (
    <>
      <ArrivalNotice className="mb-8" />
      <header className="mb-8 sm:mb-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">Karibu</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight [overflow-wrap:anywhere] text-ink sm:text-5xl dark:text-white">
          Welcome, {user?.username || accountTexts.guest}
        </h1>
        <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">{directoryTexts.dashboardIntro}</p>
      </header>
      <SearchNavigationContext value={navigation}>
        <PhotographerSearch />
      </SearchNavigationContext>
    </>
  );
}
