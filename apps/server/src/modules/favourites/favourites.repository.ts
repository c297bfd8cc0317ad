import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { favourites } from '../../db/schema/favourites';
import { portfolios } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';
import { type CardRow, cardColumns } from '../photographers/photographer-cards.repository';

export type SavedCardRow = CardRow & { savedAt: Date };
export interface SubscriberRow {
  username: string;
  avatarFile: string | null;
  savedAt: Date;
}

/** Postgres' foreign_key_violation, e.g. a portfolio deleted while it was being saved. */
export const isForeignKeyViolation = (err: unknown) =>
  (err as { code?: string }).code === '23503' || (err as { cause?: { code?: string } }).cause?.code === '23503';

export function favouritesRepository(db: Db) {
  return {
    /**
     * Runs `work` with the user's row locked (FOR NO KEY UPDATE: other rows may still refer to
     * it), so one user's concurrent saves queue up and the limit holds.
     */
    async lockedForUser<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        return work(tx);
      });
    },

    async has(tx: Tx, userId: string, portfolioId: string): Promise<boolean> {
      const rows = await tx
        .select({ userId: favourites.userId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.portfolioId, portfolioId)));
      return rows.length > 0;
    },

    async countForUser(tx: Tx, userId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(favourites)
        .where(eq(favourites.userId, userId));
      return row?.n ?? 0;
    },

    async insert(tx: Tx, userId: string, portfolioId: string): Promise<void> {
      await tx.insert(favourites).values({ userId, portfolioId }).onConflictDoNothing();
    },

    /** True when a saved photographer was removed. */
    async remove(userId: string, portfolioId: string): Promise<boolean> {
      const rows = await db
        .delete(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.portfolioId, portfolioId)))
        .returning({ userId: favourites.userId });
      return rows.length > 0;
    },

    /** The user's saved photographers, most recently saved first; listings the studio hid are left out (docs/rules/history.md#issue-14). */
    async listForUser(userId: string): Promise<SavedCardRow[]> {
      return db
        .select({ ...cardColumns, savedAt: favourites.createdAt })
        .from(favourites)
        .innerJoin(portfolios, eq(portfolios.id, favourites.portfolioId))
        .innerJoin(users, eq(users.id, portfolios.userId))
        .where(and(eq(favourites.userId, userId), isNull(portfolios.hiddenAt)))
        .orderBy(desc(favourites.createdAt), desc(favourites.portfolioId));
    },

    /** docs/rules/photographers-and-portfolios.md#dashboard-navigation: the newest `limit` accounts that saved the portfolio, and how many did in all. */
    async subscribers(portfolioId: string, limit: number): Promise<{ rows: SubscriberRow[]; total: number }> {
      const [rows, counted] = await Promise.all([
        db
          .select({ username: users.username, avatarFile: users.avatarFile, savedAt: favourites.createdAt })
          .from(favourites)
          .innerJoin(users, eq(users.id, favourites.userId))
          .where(eq(favourites.portfolioId, portfolioId))
          .orderBy(desc(favourites.createdAt), desc(favourites.userId))
          .limit(limit),
        db.select({ n: sql<number>`count(*)::int` }).from(favourites).where(eq(favourites.portfolioId, portfolioId)),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
  };
}
export type FavouritesRepository = ReturnType<typeof favouritesRepository>;
