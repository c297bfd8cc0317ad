import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPosts } from '../../db/schema/blog';

export function seoRepository(db: Db) {
  return {
    /** Every published blog post's readable address and when it last changed (drafts and scheduled posts are not public). */
    blogEntries: () =>
      db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(eq(blogPosts.status, 'published'))
        .orderBy(desc(blogPosts.publishedAt)),
  };
}

export type SeoRepository = ReturnType<typeof seoRepository>;
