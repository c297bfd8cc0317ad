import { englishLang, pagesTexts, STUDIO_NAME } from '@studio/shared';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { type BlogListLoaderData, loadBlogs } from '@/features/blogs/api/blog-queries';
import { BlogList } from '@/features/blogs/components/blog-list';
import { Island } from '@/lib/island';
import type { RouteHandle } from '@/lib/route-meta';
import { useStudioContent } from '@/lib/studio-content';
import { PageHeading } from '@/components/ui/page-heading';

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
        <PageHeading
          eyebrow={blog.eyebrow}
          title={blog.title}
          lead={blog.intro}
          langs={{
            eyebrow: englishLang(blog, 'eyebrow'),
            title: englishLang(blog, 'title'),
            lead: englishLang(blog, 'intro'),
          }}
        />
      </header>
      <div className="container-page pb-24">
        <Island name="blog-list" component={BlogList} props={{ initial }} />
      </div>
    </>
  );
}
