import { SEARCH_CATEGORIES, siteTexts } from '@studio/shared';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { filterSearchIndex } from '@/features/site-search/utils/filter-search-index';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

interface LoaderData {
  text: string;
  category: string;
}

export function loader({ request }: LoaderFunctionArgs): LoaderData {
  const params = new URL(request.url).searchParams;
  const category = params.get('category') ?? '';
  return {
    text: (params.get('q') ?? '').slice(0, 200),
    category: (SEARCH_CATEGORIES as readonly string[]).includes(category) ? category : '',
  };
}

/** Search results are for the visitor, not for search engines. */
export const handle: RouteHandle = {
  islands: true,
  meta: ({ data }) => {
    const { text } = (data as LoaderData | undefined) ?? { text: '' };
    return {
      title: text ? `Search: ${text}` : 'Search',
      description: 'Pages, services and photographers of Picha Studio that match your search.',
      noindex: true,
    };
  },
};

/**
 * /search: the header search's results when it is sent as a form (Enter, or before the page's
 * scripts ran). The same index and the same matching as the header's live results (SPEC 5).
 */
export function Component() {
  const { text, category } = useLoaderData() as LoaderData;
  const { searchIndex } = useStudioContent();
  const results = filterSearchIndex(searchIndex, text, category);
  const asked = [text && `“${text}”`, category && `in ${category}`].filter(Boolean).join(' ');
  return (
    <section className="container-page pt-12 pb-24 sm:pt-16">
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-clay-dark dark:text-gold">Search</p>
      <h1 className="mt-4 font-serif text-4xl leading-[1.05] sm:text-5xl">
        {asked ? `Results for ${asked}` : 'Search the site'}
      </h1>
      {results.length === 0 ? (
        <p className="mt-8 text-lg text-stone-700 dark:text-stone-300">
          {asked ? siteTexts.search.noMatches : 'Type a word in the search box above, or choose a category.'}
        </p>
      ) : (
        <ul className="mt-8 divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-800 dark:border-stone-800">
          {results.map((entry) => (
            <li key={`${entry.link}-${entry.name}`}>
              <a
                href={entry.link}
                className="flex items-center justify-between gap-4 py-4 text-lg hover:text-clay dark:hover:text-gold"
              >
                <span>{entry.name}</span>
                <span className="shrink-0 text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
                  {entry.category}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
