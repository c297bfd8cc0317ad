import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookingRequests } from '../../db/schema/bookings';
import { packages } from '../../db/schema/packages';
import { portfolios } from '../../db/schema/photographers';

export type PackageRow = typeof packages.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type PackageChanges = Omit<NewPackage, 'id' | 'portfolioId' | 'position' | 'createdAt' | 'updatedAt'>;

/** A package that is offered or hidden, but not deleted. */
const current = isNull(packages.deletedAt);
const ORDER = [asc(packages.position), asc(packages.createdAt), asc(packages.id)];

export function packagesRepository(db: Db) {
  return {
    /**
     * Runs `work` with the portfolio's row locked (FOR UPDATE: its listed price changes with its
     * packages), so one photographer's package changes are decided one after the other.
     */
    async lockedPortfolio<T>(portfolioId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.id, portfolioId)).for('update');
        return work(tx);
      });
    },

    /** The portfolio's packages in their order: every one not deleted, or only the active ones. */
    async list(portfolioId: string, only: 'all' | 'active', executor: Db | Tx = db): Promise<PackageRow[]> {
      return executor
        .select()
        .from(packages)
        .where(
          and(
            eq(packages.portfolioId, portfolioId),
            current,
            only === 'active' ? eq(packages.active, true) : undefined,
          ),
        )
        .orderBy(...ORDER);
    },

    /** One of the portfolio's packages, not deleted; FOR UPDATE within a transaction. */
    async findOwn(tx: Tx, portfolioId: string, id: string): Promise<PackageRow | undefined> {
      const [row] = await tx
        .select()
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.portfolioId, portfolioId), current))
        .for('update');
      return row;
    },

    /**
     * The portfolio's active package for an inquiry, with its row share-locked (FOR KEY SHARE) until
     * the inquiry's transaction ends, so it cannot be deleted before the request refers to it.
     */
    async findOffered(tx: Tx, portfolioId: string, id: string): Promise<PackageRow | undefined> {
      const [row] = await tx
        .select()
        .from(packages)
        .where(and(eq(packages.id, id), eq(packages.portfolioId, portfolioId), eq(packages.active, true), current))
        .for('key share');
      return row;
    },

    async count(tx: Tx, portfolioId: string): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(packages)
        .where(and(eq(packages.portfolioId, portfolioId), current));
      return row?.n ?? 0;
    },

    async insert(tx: Tx, portfolioId: string, values: PackageChanges): Promise<PackageRow> {
      const [row] = await tx
        .insert(packages)
        .values({
          ...values,
          portfolioId,
          // Last in the order (deleted packages keep their old positions; they are never listed).
          position: sql`(select coalesce(max(${packages.position}), -1) + 1 from ${packages} where ${packages.portfolioId} = ${portfolioId} and ${packages.deletedAt} is null)`,
        })
        .returning();
      return row!;
    },

    async update(tx: Tx, id: string, values: PackageChanges): Promise<PackageRow> {
      const [row] = await tx
        .update(packages)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(packages.id, id))
        .returning();
      return row!;
    },

    /** Whether any booking request asked for the package. */
    async isReferenced(tx: Tx, id: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: bookingRequests.id })
        .from(bookingRequests)
        .where(eq(bookingRequests.packageId, id))
        .limit(1);
      return row !== undefined;
    },

    async softDelete(tx: Tx, id: string): Promise<void> {
      await tx
        .update(packages)
        .set({ deletedAt: sql`now()`, active: false, updatedAt: sql`now()` })
        .where(eq(packages.id, id));
    },

    async remove(tx: Tx, id: string): Promise<void> {
      await tx.delete(packages).where(eq(packages.id, id));
    },

    /** Gives `ids` the positions 0, 1, 2, ... in one statement. */
    async setOrder(tx: Tx, portfolioId: string, ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      const order = sql.join(
        ids.map((id, i) => sql`(${id}::uuid, ${i}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${packages} set position = o.position, updated_at = now()
        from (values ${order}) as o(id, position)
        where ${packages.id} = o.id and ${packages.portfolioId} = ${portfolioId} and ${packages.position} <> o.position`);
    },

    /**
     * ADR 0017 as ADR 0030 amends it: the portfolio's cheapest active package (by its KES price,
     * which every package has), with the USD price the photographer gave beside it, if any; the
     * directory's cards, price filter and sorts read it. Null when none is active.
     */
    async refreshListedPrice(tx: Tx, portfolioId: string): Promise<void> {
      await tx.execute(sql`
        update ${portfolios} set (package_price_kes, package_price_usd) = (
          select ${packages.priceKes}, ${packages.priceUsd}
          from ${packages}
          where ${packages.portfolioId} = ${portfolios.id} and ${packages.active} and ${packages.deletedAt} is null
          order by 1 asc, 2 asc nulls last
          limit 1
        )
        where ${portfolios.id} = ${portfolioId}`);
    },
  };
}
export type PackagesRepository = ReturnType<typeof packagesRepository>;
