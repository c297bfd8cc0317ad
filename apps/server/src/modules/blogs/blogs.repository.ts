import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts, blogSlugRedirects } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

const isPublished = eq(blogPosts.status, 'published');

/** The public blog's reads: published posts only (drafts and scheduled posts do not exist here). */
export function blogsRepository(db: Db) {
  return {
    /** Every published post, newest first (ties broken by id, so the order never flickers between polls). */
    list(): Promise<BlogPostRow[]> {
      return db.select().from(blogPosts).where(isPublished).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    },

    async findById(id: string): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.id, id), isPublished));
      return row;
    },

    async findBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), isPublished));
      return row;
    },

    /** The current slug of the published post that once had `slug`, if any. */
    async redirectFor(slug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: blogPosts.slug })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
        .where(and(eq(blogSlugRedirects.slug, slug), isPublished));
      return row?.slug;
    },

    /** Inserts the posts whose slug is missing; never touches an existing post. Returns the slugs added. */
    async insertMissing(posts: NewBlogPost[]): Promise<string[]> {
      if (posts.length === 0) return [];
      const rows = await db
        .insert(blogPosts)
        .values(posts)
        .onConflictDoNothing({ target: blogPosts.slug })
        .returning({ slug: blogPosts.slug });
      return rows.map((r) => r.slug);
    },
  };
}
export type BlogsRepository = ReturnType<typeof blogsRepository>;
