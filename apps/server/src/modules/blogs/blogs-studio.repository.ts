import type { BlogStatus } from '@studio/shared';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { blogPosts, blogSlugRedirects } from '../../db/schema/blog';
import { escapeLike } from '../../db/escape-like';
import type { BlogPostRow, NewBlogPost } from './blogs.repository';

type Executor = Db | Tx;

/** Every post, whatever its status, as the studio console reads and changes them (docs/rules/history.md#issue-14). */
export function blogsStudioRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    async page(
      filter: { q?: string; status?: BlogStatus },
      page: { limit: number; offset: number },
    ): Promise<{ rows: BlogPostRow[]; total: number; counts: Record<BlogStatus, number> }> {
      const text = filter.q?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
      const pattern = text ? `%${escapeLike(text)}%` : undefined;
      const search: SQL | undefined = pattern
        ? or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern), ilike(blogPosts.author, pattern))
        : undefined;
      const where = and(search, filter.status ? eq(blogPosts.status, filter.status) : undefined);
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          // Newest changes first: what staff are working on stays on top.
          .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ status: blogPosts.status, n: sql<number>`count(*)::int` })
          .from(blogPosts)
          .where(search)
          .groupBy(blogPosts.status),
      ]);
      const counts = { draft: 0, scheduled: 0, published: 0 };
      for (const c of counted) counts[c.status] = c.n;
      const total = filter.status ? counts[filter.status] : counts.draft + counts.scheduled + counts.published;
      return { rows, total, counts };
    },

    /** Posts whose cover is still a picture of the bundled library (no cover of their own), oldest first. */
    async libraryCovered(): Promise<{ id: string; title: string; image: string }[]> {
      const rows = await db
        .select({ id: blogPosts.id, title: blogPosts.title, image: blogPosts.image })
        .from(blogPosts)
        .where(and(isNull(blogPosts.cover), isNotNull(blogPosts.image)))
        .orderBy(blogPosts.createdAt, blogPosts.id);
      return rows.flatMap((r) => (r.image ? [{ ...r, image: r.image }] : []));
    },

    /** One post, locked for the change when `tx` is given. */
    async find(id: string, tx?: Tx): Promise<BlogPostRow | undefined> {
      const query = (tx ?? db).select().from(blogPosts).where(eq(blogPosts.id, id));
      const [row] = tx ? await query.for('update') : await query;
      return row;
    },

    async slugOwner(executor: Executor, slug: string): Promise<string | undefined> {
      const [row] = await executor.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
      return row?.id;
    },

    async slugsTaken(executor: Executor, base: string): Promise<Set<string>> {
      const rows = await executor
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(or(eq(blogPosts.slug, base), sql`${blogPosts.slug} like ${`${escapeLike(base)}-%`}`));
      return new Set(rows.map((r) => r.slug));
    },

    async oldSlugs(executor: Executor, ids: string[]): Promise<Map<string, string[]>> {
      const map = new Map<string, string[]>();
      if (ids.length === 0) return map;
      const rows = await executor
        .select()
        .from(blogSlugRedirects)
        .where(inArray(blogSlugRedirects.postId, ids))
        .orderBy(desc(blogSlugRedirects.createdAt));
      for (const r of rows) map.set(r.postId, [...(map.get(r.postId) ?? []), r.slug]);
      return map;
    },

    async insert(tx: Tx, values: NewBlogPost): Promise<BlogPostRow> {
      const [row] = await tx.insert(blogPosts).values(values).returning();
      return row!;
    },

    async update(tx: Tx, id: string, values: Partial<NewBlogPost>): Promise<BlogPostRow> {
      const [row] = await tx.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
      return row!;
    },

    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
    },

    /**
     * A slug change: the old slug now redirects to the post; the new one is no longer anyone's
     * former slug (the post going back to an old slug, or another post taking a freed one).
     */
    async moveSlug(tx: Tx, id: string, from: string, to: string): Promise<void> {
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, to));
      await tx
        .insert(blogSlugRedirects)
        .values({ slug: from, postId: id })
        .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { postId: id, createdAt: sql`now()` } });
    },

    /** A new post's slug stops redirecting to the post that had it before. */
    async freeSlug(tx: Tx, slug: string): Promise<void> {
      await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, slug));
    },

    /** The scheduled posts whose time has come, locked (others' sweeps skip them). */
    async due(tx: Tx, now: Date): Promise<BlogPostRow[]> {
      return tx
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.status, 'scheduled'), lte(blogPosts.publishedAt, now)))
        .for('update', { skipLocked: true });
    },
  };
}
export type BlogsStudioRepository = ReturnType<typeof blogsStudioRepository>;
