import type { Locale } from '@studio/shared/i18n/locales';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { portfolioImages, portfolios, profileViewSalts, profileViews } from '../../db/schema/photographers';
import { users } from '../../db/schema/users';

export type PortfolioRow = typeof portfolios.$inferSelect;
export type NewPortfolio = typeof portfolios.$inferInsert;
export type PortfolioImageRow = typeof portfolioImages.$inferSelect;
export type NewPortfolioImage = Omit<typeof portfolioImages.$inferInsert, 'portfolioId' | 'position'>;
/** A portfolio with what it needs from the account: the avatar, and the language its owner is written to in. */
export type PortfolioWithOwner = PortfolioRow & { avatarFile: string | null; ownerLanguage: Locale };

const withOwner = {
  portfolio: portfolios,
  avatarFile: users.avatarFile,
  ownerLanguage: users.language,
};

/** Postgres' unique_violation, e.g. a second portfolio for the same account. */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

export function photographersRepository(db: Db) {
  const one = async (where: ReturnType<typeof eq>): Promise<PortfolioWithOwner | undefined> => {
    const [row] = await db
      .select(withOwner)
      .from(portfolios)
      .innerJoin(users, eq(users.id, portfolios.userId))
      .where(where);
    return row ? { ...row.portfolio, avatarFile: row.avatarFile, ownerLanguage: row.ownerLanguage } : undefined;
  };

  return {
    findById: (id: string) => one(eq(portfolios.id, id)),
    findByUserId: (userId: string) => one(eq(portfolios.userId, userId)),

    async images(portfolioId: string): Promise<PortfolioImageRow[]> {
      return db
        .select()
        .from(portfolioImages)
        .where(eq(portfolioImages.portfolioId, portfolioId))
        .orderBy(asc(portfolioImages.position), asc(portfolioImages.createdAt));
    },

    async countImages(portfolioId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(portfolioImages)
        .where(eq(portfolioImages.portfolioId, portfolioId));
      return row?.n ?? 0;
    },

    /** Runs `work` with the portfolio row locked, so concurrent changes to it queue up. */
    async locked<T>(portfolioId: string, work: (tx: Tx, row: PortfolioRow) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(portfolios).where(eq(portfolios.id, portfolioId)).for('update');
        if (!row) return undefined;
        return work(tx, row);
      });
    },

    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async insert(tx: Tx, values: NewPortfolio): Promise<PortfolioRow> {
      const [row] = await tx.insert(portfolios).values(values).returning();
      return row!;
    },

    async update(tx: Tx, id: string, values: Partial<NewPortfolio>): Promise<PortfolioRow | undefined> {
      const [row] = await tx
        .update(portfolios)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(portfolios.id, id))
        .returning();
      return row;
    },

    async touch(tx: Tx, id: string): Promise<void> {
      await tx.update(portfolios).set({ updatedAt: sql`now()` }).where(eq(portfolios.id, id));
    },

    async delete(id: string): Promise<PortfolioRow | undefined> {
      const [row] = await db.delete(portfolios).where(eq(portfolios.id, id)).returning();
      return row;
    },

    async lockedImages(tx: Tx, portfolioId: string): Promise<PortfolioImageRow[]> {
      return tx
        .select()
        .from(portfolioImages)
        .where(eq(portfolioImages.portfolioId, portfolioId))
        .orderBy(asc(portfolioImages.position), asc(portfolioImages.createdAt));
    },

    /** Appends images after the last one, in the order given. */
    async appendImages(tx: Tx, portfolioId: string, images: NewPortfolioImage[]): Promise<PortfolioImageRow[]> {
      if (images.length === 0) return [];
      const [last] = await tx
        .select({ max: sql<number | null>`max(${portfolioImages.position})` })
        .from(portfolioImages)
        .where(eq(portfolioImages.portfolioId, portfolioId));
      const start = (last?.max ?? -1) + 1;
      return tx
        .insert(portfolioImages)
        .values(images.map((image, i) => ({ ...image, portfolioId, position: start + i })))
        .returning();
    },

    async deleteImages(tx: Tx, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await tx.delete(portfolioImages).where(inArray(portfolioImages.id, ids));
    },

    async setPositions(tx: Tx, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      // One statement: UPDATE ... FROM (VALUES (id, position), ...).
      const values = sql.join(
        ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${portfolioImages} set position = v.position from (values ${values}) as v(id, position) where ${portfolioImages.id} = v.id`,
      );
    },

    /** docs/rules/photographers-and-portfolios.md#overview-and-analytics: records a view unless this visitor was already counted today; true when counted. */
    async recordView(portfolioId: string, day: string, visitorKey: string): Promise<boolean> {
      const rows = await db
        .insert(profileViews)
        .values({ portfolioId, day, visitorKey })
        .onConflictDoNothing()
        .returning({ day: profileViews.day });
      return rows.length > 0;
    },

    async countViews(portfolioId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(profileViews)
        .where(eq(profileViews.portfolioId, portfolioId));
      return row?.n ?? 0;
    },

    async viewsPerDay(portfolioId: string, fromDay: string): Promise<Map<string, number>> {
      const day = sql<string>`to_char(${profileViews.day}, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, n: sql<number>`count(*)::int` })
        .from(profileViews)
        .where(and(eq(profileViews.portfolioId, portfolioId), gte(profileViews.day, fromDay)))
        .groupBy(profileViews.day);
      return new Map(rows.map((r) => [r.day, r.n]));
    },

    /** The day's random salt for anonymous visitor keys (created by whichever process asks first). */
    async daySalt(day: string): Promise<string> {
      await db
        .insert(profileViewSalts)
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(profileViewSalts).where(eq(profileViewSalts.day, day));
      // Salts of past days are no longer needed; once gone, their hashes cannot be linked to anyone.
      await db.delete(profileViewSalts).where(sql`${profileViewSalts.day} < ${day}::date - 1`);
      return row!.salt;
    },
  };
}
export type PhotographersRepository = ReturnType<typeof photographersRepository>;
