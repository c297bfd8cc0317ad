import { englishLang, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type BlogListLoaderData, loadBlogs } from '@/features/blogs/api/blog-queries';
import { BlogList } from '@/features/blogs/components/blog-list';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';

/** Reads the list on the server (and in the client-routed app, when reached from it). */
export function loader({ request }: LoaderFunctionArgs): Promise<BlogListLoaderData> {
  return loadBlogs(request.signal);
}

export const handle: RouteHandle = {
  islands: true,
  meta: () => ({
    title: pagesTexts.blogs.title,
    description: pagesTexts.blogs.description({ studio: STUDIO_NAME }),
  }),
};

/** docs/rules/product.md#screens /blogs: served as HTML; the list, which polls for new stories, is its island. */
export function Component() {
  const initial = useLoaderData() as BlogListLoaderData;
  const { blog } = useStudioContent().pageHeadings;
  return (
    <>
      <header className="container-page pt-12 pb-12 sm:pt-20">
        <p
          className="text-xs font-semibold uppercase tracking-[0.25em] text-clay-dark dark:text-gold"
          {...englishLang(blog, 'eyebrow')}
        >
          {blog.eyebrow}
        </p>
        <h1 className="mt-4 max-w-4xl font-serif text-4xl leading-[1.05] sm:text-6xl" {...englishLang(blog, 'title')}>
          {blog.title}
        </h1>
        <p
          className="mt-6 max-w-2xl text-lg leading-relaxed text-stone-700 dark:text-stone-300"
          {...englishLang(blog, 'intro')}
        >
          {blog.intro}
        </p>
      </header>
      <div className="container-page pb-24">
        <Island name="blog-list" component={BlogList} props={{ initial }} />
      </div>
    </>
  );
}
