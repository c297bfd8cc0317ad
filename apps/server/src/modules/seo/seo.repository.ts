import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export function seoRepository(db: Db) {
  return {
    /** Every blog post's readable address and when it last changed. */
    blogEntries: () =>
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt)),
  };
}
