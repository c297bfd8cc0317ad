import { blogTexts } from '@studio/shared';
import { localHref } from '@studio/shared/i18n/current-locale';
import { type Blog, englishLang } from '@studio/shared';
import { ArrowRight } from 'lucide-react';
import { pathTo, paths } from '@/config/paths';
import type { BlogSummary } from '../api/blog-queries';
import { blogTitle, formatBlogDate } from '../utils/blog-format';
import { BlogCover } from './blog-cover';

export const blogPostPath = (post: Pick<Blog, 'slug' | '_id'>) => pathTo(paths.blog, { postId: post.slug || post._id });

function Byline({ post }: { post: BlogSummary }) {
  const date = formatBlogDate(post.createdAt);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold uppercase tracking-[0.16em] text-clay-dark dark:text-gold">
      {date && <time dateTime={post.createdAt}>{date}</time>}
      {date && post.author.trim() && <span aria-hidden>·</span>}
      {post.author.trim() && <span>{post.author.trim()}</span>}
    </p>
  );
}

/** A post in a list: cover, date and author, title (a plain link: cards live in islands), excerpt. The whole card is clickable. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col">
      <div className="overflow-hidden rounded-lg bg-sand dark:bg-stone-800">
        <BlogCover
          post={post}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="block"
          imgClassName="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="mt-5 flex flex-1 flex-col gap-3">
        <Byline post={post} />
        <Heading className="font-serif text-2xl leading-snug" {...englishLang(post, 'title')}>
          <a
            href={localHref(blogPostPath(post))}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-clay focus-visible:outline-none"
          >
            {blogTitle(post)}
          </a>
        </Heading>
        {post.excerpt.trim() && (
          <p
            className="line-clamp-3 leading-relaxed text-stone-700 dark:text-stone-300"
            {...englishLang(post, 'excerpt')}
          >
            {post.excerpt}
          </p>
        )}
        <span
          aria-hidden
          className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-ink dark:text-stone-100"
        >
          {blogTexts.readStory} <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
      <span className="pointer-events-none absolute -inset-2 rounded-xl ring-clay group-has-[:focus-visible]:ring-2" />
    </article>
  );
}

/** The newest post, given the width of the page. */
export function FeaturedBlogCard({ post }: { post: BlogSummary }) {
  return (
    <article className="group relative grid items-center gap-8 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
      <div className="overflow-hidden rounded-xl bg-sand dark:bg-stone-800">
        <BlogCover
          post={post}
          sizes="(min-width: 1280px) 720px, (min-width: 1024px) 57vw, 100vw"
          priority
          className="block"
          imgClassName="aspect-[3/2] w-full object-cover transition-transform duration-700 group-hover:scale-[1.02]"
        />
      </div>
      <div className="flex flex-col gap-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-600 dark:text-stone-400">
          {blogTexts.latestStory}
        </p>
        <Byline post={post} />
        <h2 className="font-serif text-3xl leading-tight sm:text-4xl" {...englishLang(post, 'title')}>
          <a
            href={localHref(blogPostPath(post))}
            className="after:absolute after:inset-0 after:content-[''] group-hover:text-clay focus-visible:outline-none"
          >
            {blogTitle(post)}
          </a>
        </h2>
        {post.excerpt.trim() && (
          <p className="text-lg leading-relaxed text-stone-700 dark:text-stone-300" {...englishLang(post, 'excerpt')}>
            {post.excerpt}
          </p>
        )}
        <span aria-hidden className="inline-flex items-center gap-1 font-semibold text-clay dark:text-gold">
          {blogTexts.readStory} <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
      <span className="pointer-events-none absolute -inset-3 rounded-2xl ring-clay group-has-[:focus-visible]:ring-2" />
    </article>
  );
}
