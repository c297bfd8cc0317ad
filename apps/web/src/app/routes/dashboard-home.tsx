import { directoryTexts, texts } from '@studio/shared';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import { ArrivalNotice } from '@/features/auth/components/arrival-notice';
import { signInPath } from '@/features/auth/utils/next-path';
import { loadPhotographerSearch } from '@/features/marketplace/api/marketplace-api';
import { PhotographerSearch } from '@/features/marketplace/components/photographer-search';
import { filtersFromSearchParams } from '@/features/marketplace/utils/search-filters';
import { queryClientFor } from '@/lib/query-client';
import { useCurrentUser } from '@/lib/session-store';

/** Starts the search while the page's code loads; the page shows the previous results meanwhile. */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = filtersFromSearchParams(new URL(request.url).searchParams);
  void loadPhotographerSearch(queryClientFor(request), filters, { wait: false });
  return null;
}

/**
 * /dashboard, the client dashboard (SPEC 2, D16): the welcome, then the search and filter bar
 * with the 'Featured Photographers' and 'All Photographers' cards. A 401 from the API here clears
 * the stored user and goes to /signup (the dashboard guard, SPEC 7).
 */
export function Component() {
  const user = useCurrentUser();
  const location = useLocation();
  return (
    <>
      <ArrivalNotice className="mb-8" />
      <header className="mb-8 sm:mb-10">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-clay-dark dark:text-gold">Karibu</p>
        <h1 className="mt-2 font-serif text-4xl leading-tight [overflow-wrap:anywhere] text-ink sm:text-5xl dark:text-white">
          Welcome, {user?.username || texts.guest}
        </h1>
        <p className="mt-3 max-w-2xl text-stone-700 dark:text-stone-300">{directoryTexts.dashboardIntro}</p>
      </header>
      <PhotographerSearch signedIn={user !== null} signInHref={signInPath(location.pathname + location.search)} />
    </>
  );
}
