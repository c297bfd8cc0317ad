import { z } from 'zod/mini';
import { studioBlogTexts as t } from '../texts/studio-blog';
import { BLOG_POST_ID_MAX, blogCoverSchema, isBlogId } from './blog';
import { pageMetaSchema } from './marketplace';
import { swText } from './content/kiswahili';

/** The studio console's blog (docs/rules/history.md#issue-14, docs/rules/studio-console.md#staff-and-console, ADR 0023): /api/studio/blog, for role admin only. */

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = BLOG_POST_ID_MAX;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_AUTHOR_MAX = 100;
export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_SECTIONS_MAX = 20;
export const BLOG_COVER_ALT_MAX = 300;
export const STUDIO_BLOG_SEARCH_MAX = 100;

/** Lowercase letters and digits in words joined by single hyphens. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a title: accents dropped, words joined by hyphens ("" when nothing is left). */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 80).replace(/-+$/, '');
}

/** GET /api/studio/blog?status=&q=&page= */
export const studioBlogQuerySchema = z.object({
  status: z.optional(z.enum(['all', ...BLOG_STATUSES])),
  q: z.optional(z.string().check(z.maxLength(STUDIO_BLOG_SEARCH_MAX))),
  page: z.optional(
    z.pipe(
      z.string().check(z.regex(/^[1-9]\d{0,5}$/)),
      z.transform((v) => Number(v)),
    ),
  ),
});

const markdownText = (max: number, tooLong: () => string) => z.string().check(z.maxLength(max, { error: tooLong }));

export const studioBlogSectionInputSchema = z.object({
  title: z
    .string({ error: () => t.sectionTitleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: () => t.sectionTitleRequired, abort: true }),
      z.maxLength(BLOG_TITLE_MAX, { error: () => t.titleTooLong({ max: BLOG_TITLE_MAX }) }),
    ),
  content: markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX })),
  /**
   * docs/rules/public-pages.md#languages: the section's title and body in Kiswahili, each optional with the English field's
   * limit (empty: none, the English shows on /sw).
   */
  sw: z.optional(
    z.object({
      title: swText(BLOG_TITLE_MAX, () => t.titleTooLong({ max: BLOG_TITLE_MAX })),
      content: z.optional(markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX }))),
    }),
  ),
});

/** POST /api/studio/blog and PUT /api/studio/blog/:id: the whole post. */
export const studioBlogInputSchema = z
  .object({
    title: z
      .string({ error: () => t.titleRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: () => t.titleRequired, abort: true }),
        z.maxLength(BLOG_TITLE_MAX, { error: () => t.titleTooLong({ max: BLOG_TITLE_MAX }) }),
      ),
    /** Empty or left out: made from the title (a new post) or kept (an existing one). */
    slug: z.optional(
      z.string({ error: () => t.slugInvalid }).check(
        z.trim(),
        z.maxLength(BLOG_SLUG_MAX, { error: () => t.slugTooLong({ max: BLOG_SLUG_MAX }), abort: true }),
        z.refine((s) => s === '' || (BLOG_SLUG_PATTERN.test(s) && !isBlogId(s)), { error: () => t.slugInvalid }),
      ),
    ),
    excerpt: z.optional(
      z
        .string({ error: () => t.excerptTooLong({ max: BLOG_EXCERPT_MAX }) })
        .check(z.trim(), z.maxLength(BLOG_EXCERPT_MAX, { error: () => t.excerptTooLong({ max: BLOG_EXCERPT_MAX }) })),
    ),
    author: z
      .string({ error: () => t.authorRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: () => t.authorRequired, abort: true }),
        z.maxLength(BLOG_AUTHOR_MAX, { error: () => t.authorTooLong({ max: BLOG_AUTHOR_MAX }) }),
      ),
    content: z.optional(markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX }))),
    sections: z.optional(
      z
        .array(studioBlogSectionInputSchema)
        .check(z.maxLength(BLOG_SECTIONS_MAX, { error: () => t.sectionsTooMany({ max: BLOG_SECTIONS_MAX }) })),
    ),
    /**
     * docs/rules/public-pages.md#languages: the title, excerpt and body in Kiswahili, each optional with the English field's
     * limit (empty: none, the English shows on /sw). A change that leaves out every `sw` (the post's and its sections')
     * keeps the Kiswahili as it is; one that sends any sets the whole of it.
     */
    sw: z.optional(
      z.object({
        title: swText(BLOG_TITLE_MAX, () => t.titleTooLong({ max: BLOG_TITLE_MAX })),
        excerpt: swText(BLOG_EXCERPT_MAX, () => t.excerptTooLong({ max: BLOG_EXCERPT_MAX })),
        content: z.optional(markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX }))),
      }),
    ),
    status: z.enum(BLOG_STATUSES, { error: () => t.statusInvalid }),
    /** ISO 8601 with an offset (stored as UTC); required when scheduled, ignored otherwise. */
    publishAt: z.optional(z.nullable(z.iso.datetime({ offset: true, error: () => t.publishAtInvalid }))),
    coverAlt: z.optional(
      z.nullable(
        z
          .string({ error: () => t.coverAltTooLong({ max: BLOG_COVER_ALT_MAX }) })
          .check(
            z.trim(),
            z.maxLength(BLOG_COVER_ALT_MAX, { error: () => t.coverAltTooLong({ max: BLOG_COVER_ALT_MAX }) }),
          ),
      ),
    ),
  })
  .check(
    z.refine((v) => v.status !== 'scheduled' || !!v.publishAt, {
      error: () => t.publishAtRequired,
      path: ['publishAt'],
    }),
  );
export type StudioBlogInput = z.infer<typeof studioBlogInputSchema>;

/** POST /api/studio/blog/preview: the unsaved body and sections, rendered as the public page will. */
export const studioBlogPreviewSchema = z.object({
  content: markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX })),
  sections: z.optional(
    z
      .array(
        z.object({
          title: z
            .string()
            .check(z.maxLength(BLOG_TITLE_MAX, { error: () => t.titleTooLong({ max: BLOG_TITLE_MAX }) })),
          content: markdownText(BLOG_CONTENT_MAX, () => t.contentTooLong({ max: BLOG_CONTENT_MAX })),
        }),
      )
      .check(z.maxLength(BLOG_SECTIONS_MAX, { error: () => t.sectionsTooMany({ max: BLOG_SECTIONS_MAX }) })),
  ),
});
export const studioBlogPreviewResponseSchema = z.object({ html: z.string() });

/** A post as the console sees it: every status, with its former slugs. */
export const studioBlogPostSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.string(),
  /** Each section with its Kiswahili title and body ('' where there is none). */
  sections: z.array(
    z.object({ title: z.string(), content: z.string(), sw: z.object({ title: z.string(), content: z.string() }) }),
  ),
  /** docs/rules/public-pages.md#languages: the Kiswahili title, excerpt and body; '' where there is none. */
  sw: z.object({ title: z.string(), excerpt: z.string(), content: z.string() }),
  status: z.enum(BLOG_STATUSES),
  /** ISO 8601 (UTC): when it was published, or when it will be (scheduled); null for a draft. */
  publishAt: z.nullable(z.string()),
  cover: z.nullable(blogCoverSchema),
  coverAlt: z.nullable(z.string()),
  /** The public address, e.g. /blogs/editing-tips. */
  url: z.string(),
  /** Former slugs that redirect to this post. */
  oldSlugs: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudioBlogPost = z.infer<typeof studioBlogPostSchema>;

export const studioBlogListSchema = z.object({
  data: z.array(studioBlogPostSchema),
  meta: pageMetaSchema,
  counts: z.object({ all: z.number(), draft: z.number(), scheduled: z.number(), published: z.number() }),
});
export type StudioBlogList = z.infer<typeof studioBlogListSchema>;
export const studioBlogPostResponseSchema = z.object({ post: studioBlogPostSchema });
