import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { portfolios } from '../../db/schema/photographers';
import { reviews } from '../../db/schema/reviews';
import { studioContent } from '../../db/schema/studio-content';

export interface StoredBlock {
  data: unknown;
  version: number;
  updatedAt: Date;
  /** The unpublished draft, null when there is none. */
  draft: unknown;
  draftUpdatedAt: Date | null;
}

export function studioContentRepository(db: Db) {
  return {
    async all(executor: Db | Tx = db): Promise<Record<string, unknown>> {
      const rows = await executor.select().from(studioContent);
      return Object.fromEntries(rows.map((r) => [r.key, r.data]));
    },
    /** The parts with an unpublished draft (docs/rules/history.md#issue-23). */
    async drafts(executor: Db | Tx = db) {
      return executor
        .select({
          key: studioContent.key,
          draft: studioContent.draft,
          version: studioContent.version,
          draftUpdatedAt: studioContent.draftUpdatedAt,
        })
        .from(studioContent)
        .where(isNotNull(studioContent.draft))
        .orderBy(studioContent.key);
    },
    /** Inserts keys that are missing; never overwrites an existing (possibly edited) key. */
    async insertMissing(entries: Record<string, unknown>): Promise<number> {
      const values = Object.entries(entries).map(([key, data]) => ({ key, data }));
      if (values.length === 0) return 0;
      const inserted = await db
        .insert(studioContent)
        .values(values)
        .onConflictDoNothing()
        .returning({ key: studioContent.key });
      return inserted.length;
    },

    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** One key's row; in a transaction, locked until it ends (`lock`), so saves of one key queue. */
    async find(key: string, executor: Db | Tx = db, lock = false): Promise<StoredBlock | undefined> {
      const query = executor
        .select({
          data: studioContent.data,
          version: studioContent.version,
          updatedAt: studioContent.updatedAt,
          draft: studioContent.draft,
          draftUpdatedAt: studioContent.draftUpdatedAt,
        })
        .from(studioContent)
        .where(eq(studioContent.key, key));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /**
     * Reviews the studio may quote: the author agreed, the review is not hidden and neither is the
     * photographer's listing; newest first (at most `limit`), or those of `ids`.
     */
    async quotable(opts: { ids?: string[]; limit?: number } = {}, executor: Db | Tx = db) {
      if (opts.ids && opts.ids.length === 0) return [];
      const query = executor
        .select({
          id: reviews.id,
          authorName: reviews.authorName,
          rating: reviews.rating,
          text: reviews.text,
          photographerName: portfolios.name,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .innerJoin(portfolios, eq(portfolios.id, reviews.portfolioId))
        .where(
          and(
            eq(reviews.studioMayQuote, true),
            isNull(reviews.hiddenAt),
            isNull(portfolios.hiddenAt),
            opts.ids ? inArray(reviews.id, opts.ids) : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id));
      const rows = opts.limit ? await query.limit(opts.limit) : await query;
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Writes a key's published data as the next version, and forgets its draft (inserting the row
     * if the seed never did).
     */
    async save(tx: Tx, key: string, data: unknown, version: number, now: Date): Promise<void> {
      const set = { data, version, updatedAt: now, draft: null, draftUpdatedAt: null };
      await tx
        .insert(studioContent)
        .values({ key, ...set })
        .onConflictDoUpdate({ target: studioContent.key, set });
    },

    /**
     * Writes a key's draft (null: none) as the next version; `published` is the data a row the
     * seed never inserted starts with. What the site shows is left as it is.
     */
    async saveDraft(tx: Tx, key: string, draft: unknown, published: unknown, version: number, now: Date) {
      const set = { draft, draftUpdatedAt: draft === null ? null : now, version };
      await tx
        .insert(studioContent)
        .values({ key, data: published, updatedAt: now, ...set })
        .onConflictDoUpdate({ target: studioContent.key, set });
    },
  };
}
