import { localHref } from '@studio/shared/i18n/current-locale';
import { pagesTexts, placeName, SEARCH_CATEGORIES, siteTexts } from '@studio/shared';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { pathTo, paths } from '@/config/paths';
import { type BlogSummary, loadBlogs } from '@/features/blogs/api/blog-queries';
import { loadPhotographerSearch } from '@/features/marketplace/api/search-api';
import { emptyFilters } from '@/features/marketplace/utils/search-filters';
import { filterSearchIndex } from '@/features/site-search/utils/filter-search-index';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading } from '@/components/ui/page-heading';

/** At most this many posts and photographers under the pages that match (docs/rules/history.md#issue-23). */
const MORE_MAX = 6;

interface Found {
  name: string;
  detail: string;
  link: string;
}

interface LoaderData {
  text: string;
  category: string;
  posts: Found[];
  photographers: Found[];
}

const matches = (post: BlogSummary, words: string[]) => {
  const text = `${post.title} ${post.excerpt} ${post.author}`.toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * The pages that match (the header's index), and with words typed, the blog's posts (all
 * categories or Blogs) and the marketplace's photographers (all categories) that match them too.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<LoaderData> {
  const params = new URL(request.url).searchParams;
  const asked = params.get('category') ?? '';
  const category = (SEARCH_CATEGORIES as readonly string[]).includes(asked) ? asked : '';
  const text = (params.get('q') ?? '').slice(0, 200);
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { text, category, posts: [], photographers: [] };
  const [blogs, directory] = await Promise.all([
    category === '' || category === 'Blogs' ? loadBlogs(request.signal) : null,
    category === '' ? loadPhotographerSearch({ ...emptyFilters, q: text.slice(0, 100) }) : null,
  ]);
  const posts = (blogs?.posts ?? [])
    .filter((post) => matches(post, words))
    .slice(0, MORE_MAX)
    .map((post) => ({ name: post.title, detail: post.author, link: pathTo(paths.blog, { postId: post.slug }) }));
  const photographers = (directory?.data ?? []).slice(0, MORE_MAX).map((card) => ({
    name: card.name,
    detail: [card.speciality, placeName(card.location)].filter(Boolean).join(' · '),
    link: pathTo(paths.photographerProfile, { id: card._id }),
  }));
  return { text, category, posts, photographers };
}

/** Search results are for the visitor, not for search engines. */
export const handle: RouteHandle = {
  islands: true,
  meta: ({ data }) => {
    const { text } = (data as LoaderData | undefined) ?? { text: '' };
    return {
      title: text ? pagesTexts.search.titleFor({ text }) : pagesTexts.search.title,
      description: pagesTexts.search.description,
      noindex: true,
    };
  },
};

/**
 * /search: the header search's results when it is sent as a form (Enter, or before the page's
 * scripts ran). The same index and the same matching as the header's live results (docs/rules/product.md#validation).
 */
export function Component() {
  const { text, category, posts, photographers } = useLoaderData() as LoaderData;
  const { searchIndex } = useStudioContent();
  const results = filterSearchIndex(searchIndex, text, category);
  const s = pagesTexts.searchPage;
  const asked =
    text && category
      ? s.askedBoth({ text, category })
      : text
        ? s.askedText({ text })
        : category
          ? s.askedCategory({ category })
          : '';
  return (
    <section className="container-page pt-12 pb-24 sm:pt-16">
      <PageHeading eyebrow={s.eyebrow} title={asked ? s.resultsFor({ asked }) : s.searchTheSite} />
      {results.length + posts.length + photographers.length === 0 ? (
        <p className="mt-8 text-lg text-stone-700 dark:text-stone-300">
          {asked ? siteTexts.search.noMatches : siteTexts.search.prompt}
        </p>
      ) : (
        <>
          <FoundList
            title={siteTexts.search.pages}
            found={results.map((entry) => ({
              name: entry.name,
              detail: siteTexts.search.categories[entry.category],
              link: entry.link,
            }))}
          />
          <FoundList title={siteTexts.search.posts} found={posts} />
          <FoundList title={siteTexts.search.photographers} found={photographers} />
        </>
      )}
    </section>
  );
}

/** One kind of result (pages, posts, photographers), with what tells them apart on the right. */
function FoundList({ title, found }: { title: string; found: Found[] }) {
  if (found.length === 0) return null;
  return (
    <section className="mt-10" aria-label={title}>
      <h2 className="font-serif text-2xl">{title}</h2>
      <ul className="mt-4 divide-y divide-stone-200 border-y border-stone-200 dark:divide-stone-800 dark:border-stone-800">
        {found.map((entry) => (
          <li key={`${entry.link}-${entry.name}`}>
            <a
              href={localHref(entry.link)}
              className="flex items-center justify-between gap-4 py-4 text-lg hover:text-clay dark:hover:text-gold"
            >
              <span>{entry.name}</span>
              <span className="shrink-0 text-xs font-semibold uppercase tracking-wider text-stone-600 dark:text-stone-400">
                {entry.detail}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
