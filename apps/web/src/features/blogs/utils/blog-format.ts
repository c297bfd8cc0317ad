import { type Blog, BLOG_META_DESCRIPTION_MAX, blogTexts, RECENT_BLOGS_LIMIT } from '@studio/shared';
import { formatDate } from '@studio/shared/i18n/format';

/** A date as Kenyans write it ("12 March 2026"), or null when it is missing or not a date. */
export function formatBlogDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatDate(date, 'day');
}

/** docs/rules/product.md#messages fallbacks of the blog detail. */
export const blogTitle = (post: Pick<Blog, 'title'>) => post.title.trim() || blogTexts.untitled;
export const blogAuthorLine = (post: Pick<Blog, 'author'>) =>
  post.author.trim() ? blogTexts.authorLine({ author: post.author.trim() }) : blogTexts.unknownAuthor;
export const blogDateLine = (post: Pick<Blog, 'createdAt'>) => {
  const date = formatBlogDate(post.createdAt);
  return date ? blogTexts.dateLine({ date }) : blogTexts.unknownDate;
};

/** Text with blank lines between paragraphs, as paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Up to RECENT_BLOGS_LIMIT other posts, newest first. */
export function recentOtherPosts<T extends Pick<Blog, '_id' | 'createdAt'>>(
  posts: readonly T[],
  current: Pick<Blog, '_id'>,
  limit = RECENT_BLOGS_LIMIT,
): T[] {
  return posts
    .filter((p) => p._id !== current._id)
    .sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0))
    .slice(0, limit);
}

/** A meta description of at most 150 characters (docs/rules/product.md#constants), cut at a word with an ellipsis. */
export function metaDescription(text: string, max = BLOG_META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`;
}
