import { directoryTexts } from '@studio/shared';
import { type LoaderFunctionArgs, useLocation } from 'react-router';
import { signInPath } from '@/features/auth/utils/next-path';
import { loadPhotographerSearch } from '@/features/marketplace/api/marketplace-api';
import { PhotographerSearch } from '@/features/marketplace/components/photographer-search';
import { directoryMeta } from '@/features/marketplace/utils/directory-meta';
import { filtersFromSearchParams, type SearchFilters } from '@/features/marketplace/utils/search-filters';
import { queryClientFor } from '@/lib/query-client';
import type { RouteHandle } from '@/lib/route-meta';
import { useCurrentUser } from '@/lib/session-store';

interface LoaderData {
  pathname: string;
  filters: SearchFilters;
}

/**
 * Fills the query cache the page reads. On the server it waits, so the HTML carries the cards
 * (D5); in the browser the page keeps the previous results while the next ones load.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const url = new URL(request.url);
  const filters = filtersFromSearchParams(url.searchParams);
  await loadPhotographerSearch(queryClientFor(request), filters, { wait: typeof document === 'undefined' });
  return { pathname: url.pathname, filters };
}

/** D5: a title and description naming the chosen facets; the canonical address drops text, order and page. */
export const handle: RouteHandle = {
  meta: ({ data }) => {
    const loaded = data as LoaderData | undefined;
    return directoryMeta(
      loaded?.pathname ?? '/photographers',
      loaded?.filters ?? filtersFromSearchParams(new URLSearchParams()),
    );
  },
};

/** /photographers (D17): the public directory, with the same cards, filters and pages as the dashboard. */
export function Component() {
  const user = useCurrentUser();
  const location = useLocation();
  const t = directoryTexts.directory;
  return (
    <>
      <header className="container-page pt-12 pb-10 sm:pt-20 sm:pb-12">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-clay-dark dark:text-gold">{t.eyebrow}</p>
        <h1 className="mt-4 max-w-4xl font-serif text-4xl leading-[1.05] sm:text-6xl">{t.title}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-700 dark:text-stone-300">{t.intro}</p>
      </header>
      <div className="container-page pb-24">
        <PhotographerSearch signedIn={user !== null} signInHref={signInPath(location.pathname + location.search)} />
      </div>
    </>
  );
}
