import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;

export function blogsRepository(db: Db) {
  return {
    /** Every post, newest first (ties broken by id, so the order never flickers between polls). */
    list(): Promise<BlogPostRow[]> {
      return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
    },

    async findById(id: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },

    async findBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      return row;
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
