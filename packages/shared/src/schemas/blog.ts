import { z } from 'zod/mini';
import { blogTexts } from '../texts/blog';

/**
 * The blog's HTTP contract (docs/rules/product.md#entities Blog, docs/rules/public-pages.md#blog): `GET /api/blogs` answers `{ data: [...] }`, newest
 * first, and `GET /api/blogs/:postId` one post, by its id or its slug.
 */

export const blogSectionSchema = z.object({
  title: z.string(),
  /** Markdown (ADR 0023). */
  content: z.string(),
  /** `content` rendered by the server (raw HTML escaped, only safe links): what the page shows. */
  html: z.optional(z.string()),
  /**
   * docs/rules/public-pages.md#languages: on a Kiswahili request, the section's words shown in English because it has no
   * Kiswahili for them ('title', 'content'; the page marks them `lang="en"`). Absent in English.
   */
  english: z.optional(z.array(z.string())),
});
export type BlogSection = z.infer<typeof blogSectionSchema>;

/** Everything a client needs to draw the cover without the media library: URLs, size, alt text. */
export const blogCoverSchema = z.object({
  /** The media id in the studio's image library, e.g. "photos/giraffes-savanna-01". */
  id: z.string(),
  alt: z.string(),
  /** docs/rules/public-pages.md#languages: 'en' when a Kiswahili page gets the library's English description. */
  lang: z.optional(z.literal('en')),
  width: z.number(),
  height: z.number(),
  /** A JPEG for every browser, e-mail and link previews. */
  src: z.string(),
  srcSetAvif: z.string(),
  srcSetWebp: z.string(),
  /** A tiny blurred image (data URL) shown while the cover loads. */
  placeholder: z.string(),
});
export type BlogCover = z.infer<typeof blogCoverSchema>;

export const blogSchema = z.object({
  _id: z.string(),
  /** Readable id for URLs: /blogs/editing-tips works as well as /blogs/{_id}. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** The body, in Markdown (ADR 0023). */
  content: z.string(),
  /** `content` rendered by the server (raw HTML escaped, only safe links): what the page shows. */
  contentHtml: z.optional(z.string()),
  author: z.string(),
  /** docs/rules/product.md#entities `image`: the cover's URL, or null when the post has none. */
  image: z.nullable(z.string()),
  cover: z.nullable(blogCoverSchema),
  /** ISO 8601: when the post was published (the date the blog shows). */
  createdAt: z.string(),
  updatedAt: z.string(),
  sections: z.array(blogSectionSchema),
  /**
   * docs/rules/public-pages.md#languages: on a Kiswahili request, the post's words shown in English because it has no Kiswahili
   * for them ('title', 'excerpt', 'content'; the page marks them `lang="en"`). Absent in English.
   */
  english: z.optional(z.array(z.string())),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListResponseSchema = z.object({ data: z.array(blogSchema) });
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

/** Fastify refuses longer path parameters itself (414), so this is also the longest the route sees. */
export const BLOG_POST_ID_MAX = 100;

/** A post id (uuid) or slug; anything else is refused with 400 before the database sees it. */
export const blogPostParamsSchema = z.object({
  postId: z
    .string({ error: () => blogTexts.invalidPostId })
    .check(
      z.minLength(1, { error: () => blogTexts.invalidPostId }),
      z.maxLength(BLOG_POST_ID_MAX, { error: () => blogTexts.invalidPostId }),
      z.regex(/^[^\p{Cc}\p{Cf}\s/\\]+$/u, { error: () => blogTexts.invalidPostId }),
    ),
});
export type BlogPostParams = z.infer<typeof blogPostParamsSchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when a post address is a uuid (looked up by id), false when it is a slug. */
export function isBlogId(postId: string): boolean {
  return UUID_PATTERN.test(postId);
}
