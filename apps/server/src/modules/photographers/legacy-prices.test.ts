import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpAs } from '../../../test/photographers';
import { insertPortfolioFor } from '../../../test/packages';
import { portfolios } from '../../db/schema/photographers';
import { rereadLegacyStartingPrices } from './legacy-prices';

describe('starting prices read before D30 (ADR 0030)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
  });
  afterAll(() => t.close());

  /** A row as migration 0015 leaves one: docs/rules/photographers-and-portfolios.md#prices-and-experience's dollars, no currency. */
  const legacy = async (price: string, usd: number | null) => {
    const account = await signUpAs(t.app, 'photographer');
    const id = await insertPortfolioFor(t.db, account.id);
    await t.db
      .update(portfolios)
      .set({ price, startingPrice: usd, startingCurrency: null })
      .where(eq(portfolios.id, id));
    return id;
  };
  const row = async (id: string) => {
    const [r] = await t.db
      .select({
        startingPrice: portfolios.startingPrice,
        startingCurrency: portfolios.startingCurrency,
        listedKes: portfolios.listedKes,
        listedUsd: portfolios.listedUsd,
      })
      .from(portfolios)
      .where(eq(portfolios.id, id));
    return r!;
  };

  it('reads each again in its own currency, once', async () => {
    const kes = await legacy('From KES 85,000 per wedding', 659);
    const usd = await legacy('$800 a day', 800);
    const unread = await legacy('Ask me', null);
    // Until read again, a legacy dollar figure is in no price range (it has no currency).
    expect(await row(kes)).toEqual({ startingPrice: 659, startingCurrency: null, listedKes: null, listedUsd: null });

    expect(await rereadLegacyStartingPrices(t.db)).toBe(2);
    expect(await row(kes)).toEqual({
      startingPrice: 85_000,
      startingCurrency: 'KES',
      listedKes: 85_000,
      listedUsd: null,
    });
    expect(await row(usd)).toEqual({ startingPrice: 800, startingCurrency: 'USD', listedKes: null, listedUsd: 800 });
    expect(await row(unread)).toEqual({
      startingPrice: null,
      startingCurrency: null,
      listedKes: null,
      listedUsd: null,
    });

    // Idempotent: nothing left to read.
    expect(await rereadLegacyStartingPrices(t.db)).toBe(0);
  });
});
