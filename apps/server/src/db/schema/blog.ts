import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An uploaded cover (docs/rules/photographers-and-portfolios.md#uploads): WebP and AVIF at each width, a JPEG for link previews, a placeholder. */
export interface BlogCoverUpload {
  /** The random stem of the stored files: MEDIA_DIR/blog/{stem}-{width}.{webp,avif}, {stem}.jpg. */
  stem: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
}

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Readable id for URLs: /blogs/editing-tips works as well as /blogs/{id}. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    /** The body, in Markdown (ADR 0023), rendered safely on the server. */
    content: text('content').notNull(),
    author: text('author').notNull(),
    /** A media id of the studio's image library (e.g. "photos/giraffes-savanna-01"). */
    image: text('image'),
    /** A cover uploaded from the console; it wins over `image`. */
    cover: jsonb('cover').$type<BlogCoverUpload>(),
    /** The cover's alt text (an uploaded cover's; the library's covers carry their own). */
    coverAlt: text('cover_alt'),
    /** docs/rules/public-pages.md#languages: the title, excerpt and body in Kiswahili, each optional (null: the English shows on /sw). */
    titleSw: text('title_sw'),
    excerptSw: text('excerpt_sw'),
    contentSw: text('content_sw'),
    sections: jsonb('sections').$type<{ title: string; content: string }[]>().notNull().default([]),
    /**
     * docs/decisions/0046-languages.md: the sections in Kiswahili, one entry per section in the same order ('' where a
     * field has none: the English shows on /sw); null when no section has any.
     */
    sectionsSw: jsonb('sections_sw').$type<{ title: string; content: string }[]>(),
    /** draft: only in the console; scheduled: published by the job at `published_at`; published. */
    status: text('status').$type<'draft' | 'scheduled' | 'published'>().notNull().default('published'),
    /** When it was (published) or will be (scheduled) published; null for a draft never published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    index('blog_posts_due_idx').on(t.publishedAt).where(sql`${t.status} = 'scheduled'`),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'scheduled', 'published')`),
    check('blog_posts_scheduled_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/** A post's former slugs: /blogs/{slug} and /api/blogs/{slug} answer 301 to the post's current one. */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_slug_redirects_post_idx').on(t.postId)],
);
