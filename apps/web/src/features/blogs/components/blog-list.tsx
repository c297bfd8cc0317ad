import { BLOG_POLL_MS, blogTexts } from '@studio/shared';
import { Newspaper } from 'lucide-react';
import { type BlogListLoaderData, errorMessage, fetchBlogs, toSummary } from '../api/blog-queries';
import { usePolled } from '@/lib/use-polled';
import { BlogCard, FeaturedBlogCard } from './blog-card';
import { LoadError } from '@/components/ui/load-states';

const loadSummaries = async (signal: AbortSignal) => (await fetchBlogs(signal)).map(toSummary);

function ListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-14">
      <p className="sr-only" role="status">
        {blogTexts.loadingStories}
      </p>
      <div aria-hidden className="grid animate-pulse gap-8 lg:grid-cols-[1.35fr_1fr]">
        <div className="aspect-[3/2] rounded-xl bg-sand dark:bg-stone-800" />
        <div className="space-y-4 self-center">
          <div className="h-3 w-32 rounded bg-sand dark:bg-stone-800" />
          <div className="h-10 w-4/5 rounded bg-sand dark:bg-stone-800" />
          <div className="h-20 rounded bg-sand dark:bg-stone-800" />
        </div>
      </div>
    </div>
  );
}

function Empty() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 px-6 py-16 text-center dark:border-stone-700">
      <Newspaper aria-hidden className="size-10 text-gold" />
      <h2 className="font-serif text-2xl">{blogTexts.emptyTitle}</h2>
      <p className="text-stone-600 dark:text-stone-300">{blogTexts.emptyBody}</p>
    </div>
  );
}

/**
 * The blog list (docs/rules/product.md#screens, #messages): newest first, polled every 5 s while the tab is visible (docs/rules/public-pages.md#polling). An
 * island of /blogs: it starts from what the page's loader read on the server.
 */
export function BlogList({ initial }: { initial: BlogListLoaderData }) {
  const list = usePolled(loadSummaries, initial.posts ?? undefined, { intervalMs: BLOG_POLL_MS });
  const posts = list.data;

  if (!posts) {
    const message = errorMessage(list.error) ?? initial.error;
    if (message) return <LoadError message={message} />;
    return <ListSkeleton />;
  }
  if (posts.length === 0) return <Empty />;

  const [featured, ...rest] = posts;
  return (
    <div className="space-y-20">
      {featured && <FeaturedBlogCard post={featured} />}
      {rest.length > 0 && (
        <section aria-labelledby="more-stories">
          <h2
            id="more-stories"
            className="mb-8 border-t border-stone-300 pt-10 font-serif text-3xl dark:border-stone-700"
          >
            {blogTexts.moreStories}
          </h2>
          <ul className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post._id} className="flex">
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
