import { DEFAULT_KES_PER_USD, type ExchangeRate } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { marketplaceSettings } from '../../db/schema/marketplace-settings';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * docs/rules/photographers-and-portfolios.md#kenyan-marketplace (ADR 0030): the exchange rate the directory counts a US dollar price at, kept in the one
 * row of `marketplace_settings` (the migration inserts it; the default rate if it is ever gone).
 */
export function exchangeRateRepository(executor: Executor) {
  return {
    /** The current rate; FOR UPDATE when a change is about to be made in `executor`'s transaction. */
    async get(lock = false): Promise<ExchangeRate> {
      const query = executor
        .select({ kesPerUsd: marketplaceSettings.kesPerUsd, updatedAt: marketplaceSettings.updatedAt })
        .from(marketplaceSettings)
        .where(eq(marketplaceSettings.id, true));
      const [row] = lock ? await query.for('update') : await query;
      return {
        kesPerUsd: row ? Number(row.kesPerUsd) : DEFAULT_KES_PER_USD,
        updatedAt: row?.updatedAt ? row.updatedAt.toISOString() : null,
      };
    },

    async set(kesPerUsd: number, now: Date): Promise<ExchangeRate> {
      const [row] = await executor
        .insert(marketplaceSettings)
        .values({ id: true, kesPerUsd, updatedAt: now })
        .onConflictDoUpdate({ target: marketplaceSettings.id, set: { kesPerUsd, updatedAt: now } })
        .returning();
      return { kesPerUsd: Number(row!.kesPerUsd), updatedAt: row!.updatedAt!.toISOString() };
    },
  };
}

export type ExchangeRateRepository = ReturnType<typeof exchangeRateRepository>;
