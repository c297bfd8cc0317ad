import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portfolios } from '../../db/schema/photographers';
import { startingPriceOf } from './derive';

/**
 * ADR 0030: migration 0015 leaves the starting prices read before docs/rules/photographers-and-portfolios.md#kenyan-marketplace (US dollars, with no
 * currency) for the server to read again in their own currency, which only the parser knows how
 * to do. Idempotent: a row read once has a currency (or no price) and is not read again. Returns
 * how many rows it read.
 */
export async function rereadLegacyStartingPrices(db: Db): Promise<number> {
  const rows = await db
    .select({ id: portfolios.id, price: portfolios.price })
    .from(portfolios)
    .where(and(isNotNull(portfolios.startingPrice), isNull(portfolios.startingCurrency)));
  for (const row of rows) {
    await db
      .update(portfolios)
      .set(startingPriceOf(row.price))
      .where(and(eq(portfolios.id, row.id), isNull(portfolios.startingCurrency)));
  }
  return rows.length;
}
