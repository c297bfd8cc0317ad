import { localHref } from '@studio/shared/i18n/current-locale';
import { type Blog, BLOG_POLL_MS, blogTexts, englishLang } from '@studio/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import {
  type BlogPostLoaderData,
  type BlogSummary,
  errorMessage,
  fetchBlog,
  fetchBlogs,
  isNotFound,
  toSummary,
} from '../api/blog-queries';
import { MarkdownBody } from '@/components/ui/markdown-body';
import { usePolled } from '@/lib/use-polled';
import { blogAuthorLine, blogDateLine, blogTitle, paragraphs, recentOtherPosts } from '../utils/blog-format';
import { BlogCard } from './blog-card';
import { BlogCover } from './blog-cover';

function BackLink() {
  return (
    <a
      href={localHref(paths.blogs)}
      className="inline-flex items-center gap-2 text-sm font-semibold text-stone-700 hover:text-clay dark:text-stone-300"
    >
      <ArrowLeft aria-hidden className="size-4" /> {blogTexts.allStories}
    </a>
  );
}

function Notice({ title, children, alert = false }: { title: string; children?: ReactNode; alert?: boolean }) {
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-start justify-center gap-5 py-20">
      <BackLink />
      <div role={alert ? 'alert' : undefined}>
        <h1 className="font-serif text-4xl">{title}</h1>
      </div>
      {children}
    </section>
  );
}

function PostSkeleton() {
  return (
    <div aria-busy="true" className="container-page py-14">
      <p className="sr-only" role="status">
        {blogTexts.loadingStory}
      </p>
      <div aria-hidden className="mx-auto max-w-3xl animate-pulse space-y-5">
        <div className="h-4 w-24 rounded bg-sand dark:bg-stone-800" />
        <div className="h-12 w-full rounded bg-sand dark:bg-stone-800" />
        <div className="h-4 w-64 rounded bg-sand dark:bg-stone-800" />
        <div className="aspect-[3/2] rounded-xl bg-sand dark:bg-stone-800" />
      </div>
    </div>
  );
}

function Prose({ text, lede = false, lang }: { text: string; lede?: boolean; lang?: string }) {
  return paragraphs(text).map((p, i) => (
    <p
      lang={lang}
      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text have no other identity
      key={i}
      className={
        lede && i === 0
          ? 'text-xl leading-relaxed text-ink first-letter:float-left first-letter:mr-3 first-letter:font-serif first-letter:text-6xl first-letter:leading-[0.85] first-letter:text-clay dark:text-stone-100 dark:first-letter:text-gold'
          : 'text-lg leading-relaxed text-stone-800 dark:text-stone-200'
      }
    >
      {p}
    </p>
  ));
}

function Article({ post }: { post: Blog }) {
  const hasContent = post.content.trim().length > 0;
  return (
    <article>
      <header className="container-page pt-10 pb-10 sm:pt-14">
        <div className="mx-auto max-w-3xl space-y-6">
          <BackLink />
          <h1 className="font-serif text-4xl leading-[1.1] sm:text-5xl" {...englishLang(post, 'title')}>
            {blogTitle(post)}
          </h1>
          {post.excerpt.trim() && (
            <p
              className="text-lg leading-relaxed text-stone-700 sm:text-xl dark:text-stone-300"
              {...englishLang(post, 'excerpt')}
            >
              {post.excerpt}
            </p>
          )}
          <div className="flex flex-wrap gap-x-6 gap-y-1 border-y border-stone-300 py-3 text-sm text-stone-700 dark:border-stone-700 dark:text-stone-300">
            <p>{blogAuthorLine(post)}</p>
            <p>
              {post.createdAt && blogDateLine(post) !== blogTexts.unknownDate ? (
                <time dateTime={post.createdAt}>{blogDateLine(post)}</time>
              ) : (
                blogDateLine(post)
              )}
            </p>
          </div>
        </div>
      </header>
      {post.cover && (
        <figure className="container-page">
          <div className="mx-auto max-w-5xl overflow-hidden rounded-xl bg-sand dark:bg-stone-800">
            <BlogCover
              post={post}
              sizes="(min-width: 1088px) 1024px, 100vw"
              priority
              className="block"
              imgClassName="aspect-[16/9] w-full object-cover"
            />
          </div>
          <figcaption
            className="mx-auto mt-3 max-w-5xl text-sm text-stone-600 dark:text-stone-400"
            lang={post.cover.lang}
          >
            {post.cover.alt}
          </figcaption>
        </figure>
      )}
      <div className="container-page py-12">
        <div className="mx-auto max-w-[68ch] space-y-6">
          {!hasContent ? (
            <p className="text-lg italic">{blogTexts.noContent}</p>
          ) : post.contentHtml !== undefined ? (
            <MarkdownBody html={post.contentHtml} lede {...englishLang(post, 'content')} />
          ) : (
            <Prose text={post.content} lede {...englishLang(post, 'content')} />
          )}
          {post.sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections are ordered and may share titles
            <section key={i} className="space-y-5 pt-6">
              <h2 className="font-serif text-3xl leading-snug" {...englishLang(section, 'title')}>
                {section.title.trim() || blogTexts.untitled}
              </h2>
              {section.html !== undefined ? (
                <MarkdownBody html={section.html} {...englishLang(section, 'content')} />
              ) : (
                <Prose text={section.content} {...englishLang(section, 'content')} />
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

function RecentPosts({ posts }: { posts: BlogSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section
      aria-labelledby="recent-posts"
      className="border-t border-stone-300 bg-sand/60 py-16 dark:border-stone-800 dark:bg-stone-900"
    >
      <div className="container-page">
        <h2 id="recent-posts" className="mb-10 font-serif text-3xl">
          {blogTexts.recentPosts}
        </h2>
        <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post._id} className="flex">
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const loadSummaries = async (signal: AbortSignal) => (await fetchBlogs(signal)).map(toSummary);

/**
 * The blog detail (docs/rules/product.md#screens, #messages; docs/rules/public-pages.md#blog): the post from `GET /api/blogs/:postId`, the up-to-3 recent
 * other posts from the list, both polled every 5 s while the tab is visible (docs/rules/public-pages.md#polling). An island of
 * /blogs/:postId: it starts from what the page's loader read on the server.
 */
export function BlogPostView({ postId, initial }: { postId: string; initial: BlogPostLoaderData }) {
  const fromLoader = initial.postId === postId;
  const postPoll = usePolled(
    (signal) => fetchBlog(postId, signal),
    fromLoader ? (initial.post ?? undefined) : undefined,
    {
      intervalMs: BLOG_POLL_MS,
      enabled: !(fromLoader && initial.notFound),
    },
  );
  const listPoll = usePolled(loadSummaries, initial.posts ?? undefined, { intervalMs: BLOG_POLL_MS });

  const post = postPoll.data;
  if (!post) {
    if ((fromLoader && initial.notFound) || isNotFound(postPoll.error)) {
      return (
        <Notice title={blogTexts.notFound}>
          <p className="max-w-prose text-lg text-stone-700 dark:text-stone-300">{blogTexts.notFoundBody}</p>
        </Notice>
      );
    }
    const message = errorMessage(postPoll.error) ?? (fromLoader ? initial.error : null);
    if (message) return <Notice title={message} alert />;
    return <PostSkeleton />;
  }
  return (
    <>
      <Article post={post} />
      <RecentPosts posts={recentOtherPosts(listPoll.data ?? [], post)} />
    </>
  );
}
