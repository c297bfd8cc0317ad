import type { PackageInput } from '@studio/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { portfolios } from '../src/db/schema/photographers';

/** A valid package; `over` changes some of it. */
export const aPackage = (over: Partial<Record<keyof PackageInput, unknown>> = {}) => ({
  title: 'Half-day wedding',
  description: 'Ceremony and portraits.',
  priceKes: 65_000,
  priceUsd: 500,
  durationValue: 4,
  durationUnit: 'hours',
  deliverables: '300 edited photos, online gallery in 2 weeks',
  ...over,
});

/**
 * A portfolio for an account, straight into the database (the API's own creation needs a video),
 * with a starting price in `currency` (docs/rules/photographers-and-portfolios.md#kenyan-marketplace: US dollars unless told).
 */
export async function insertPortfolioFor(
  db: Db,
  userId: string,
  startingPrice: number | null = null,
  message = 'Weddings and portraits.',
  currency: 'KES' | 'USD' = 'USD',
) {
  const [row] = await db
    .insert(portfolios)
    .values({
      userId,
      name: `Studio ${userId.slice(0, 6)}`,
      email: 'studio@example.com',
      phone: '+254 712 345 678',
      message,
      speciality: 'Wedding',
      price: startingPrice === null ? 'Ask me' : currency === 'USD' ? `$${startingPrice}` : `KES ${startingPrice}`,
      location: 'Nairobi',
      experience: '5 years',
      website: 'https://example.com',
      startingPrice,
      startingCurrency: startingPrice === null ? null : currency,
    })
    .returning({ id: portfolios.id });
  return row!.id;
}

/** What the directory reads for a portfolio (ADR 0017, ADR 0030). */
export async function listedPrice(db: Db, portfolioId: string) {
  const [row] = await db
    .select({
      kes: portfolios.packagePriceKes,
      usd: portfolios.packagePriceUsd,
      listedKes: portfolios.listedKes,
      listedUsd: portfolios.listedUsd,
    })
    .from(portfolios)
    .where(eq(portfolios.id, portfolioId));
  return row!;
}
