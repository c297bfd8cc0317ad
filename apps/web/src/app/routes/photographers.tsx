import { directoryTexts } from '@studio/shared';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { loadPhotographerSearch } from '@/features/marketplace/api/search-api';
import { DirectorySearch, type DirectorySearchProps } from '@/features/marketplace/components/directory-search';
import { directoryMeta } from '@/features/marketplace/utils/directory-meta';
import { filtersFromSearchParams } from '@/features/marketplace/utils/search-filters';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { PageHeading } from '@/components/ui/page-heading';

/** The first results, read on the server, so the HTML carries the cards (docs/rules/public-pages.md#without-javascript). */
export async function loader({ request }: LoaderFunctionArgs): Promise<DirectorySearchProps> {
  const url = new URL(request.url);
  const filters = filtersFromSearchParams(url.searchParams);
  return {
    pathname: url.pathname,
    search: url.search,
    initial: { filters, data: await loadPhotographerSearch(filters) },
  };
}

/** docs/rules/public-pages.md#without-javascript: a title and description naming the chosen facets; the canonical address drops text, order and page. */
export const handle: RouteHandle = {
  islands: true,
  meta: ({ data }) => {
    const loaded = data as DirectorySearchProps | undefined;
    return directoryMeta(
      loaded?.pathname ?? '/photographers',
      loaded?.initial.filters ?? filtersFromSearchParams(new URLSearchParams()),
    );
  },
};

/** /photographers (docs/rules/photographers-and-portfolios.md#public-directory): the public directory, with the same cards, filters and pages as the dashboard. */
export function Component() {
  const props = useLoaderData() as DirectorySearchProps;
  const t = directoryTexts.directory;
  return (
    <>
      <header className="container-page pt-12 pb-10 sm:pt-20 sm:pb-12">
        <PageHeading eyebrow={t.eyebrow} title={t.title} lead={t.intro} />
      </header>
      <div className="container-page pb-24">
        <Island name="directory-search" component={DirectorySearch} props={props} />
      </div>
    </>
  );
}
