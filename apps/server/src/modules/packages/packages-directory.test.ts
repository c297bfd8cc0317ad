import { type PhotographerSearchParams, photographerSearchResponseSchema } from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUpAs } from '../../../test/photographers';
import { aPackage, insertPortfolioFor } from '../../../test/packages';

/** Only this file's photographers carry it in their message. */
const MARK = 'pkgdirmark';

describe('the directory with packages (issue 12, ADR 0017)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    // key: [D15 starting price, packages]
    const specs: Record<string, [number | null, object[]]> = {
      // No packages: D15's $900.
      xavier: [900, []],
      // Only KES: 64,500 / 129 = $500; a dearer one does not count.
      yusuf: [null, [aPackage({ priceKes: 64_500, priceUsd: null }), aPackage({ priceKes: 300_000, priceUsd: null })]],
      // Its own USD price ($1,200) wins over D15's $3,000.
      zawadi: [3000, [aPackage({ priceKes: 150_000, priceUsd: 1200 })]],
      // Hidden packages do not count: D15's $2,000.
      wambui: [2000, [aPackage({ priceKes: 10_000, priceUsd: 80, active: false })]],
    };
    for (const [key, [startingPrice, packages]] of Object.entries(specs)) {
      const account = await signUpAs(t.app, 'photographer');
      ids[key] = await insertPortfolioFor(t.db, account.id, startingPrice, `${key} ${MARK}`);
      for (const body of packages) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/photographers/me/packages',
          headers: account.headers,
          payload: body,
        });
        expect(res.statusCode, res.body).toBe(201);
      }
    }
  });
  afterAll(() => t.close());

  const search = async (query: PhotographerSearchParams = {}) => {
    const qs = new URLSearchParams({ q: MARK, ...query } as Record<string, string>);
    const res = await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/get-all?${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return photographerSearchResponseSchema.parse(res.json());
  };
  const keys = (cards: { _id: string }[]) => cards.map((c) => Object.entries(ids).find(([, id]) => id === c._id)?.[0]);

  it('cards carry the cheapest active package, and its USD figure as the starting price', async () => {
    const { data } = await search();
    const card = (key: string) => data.find((c) => c._id === ids[key])!;
    expect(card('xavier')).toMatchObject({ startingPrice: 900, packagePrice: null });
    expect(card('yusuf')).toMatchObject({ startingPrice: 500, packagePrice: { kes: 64_500, usd: 500 } });
    expect(card('zawadi')).toMatchObject({ startingPrice: 1200, packagePrice: { kes: 150_000, usd: 1200 } });
    expect(card('wambui')).toMatchObject({ startingPrice: 2000, packagePrice: null });
  });

  it('sorts by that price, both ways', async () => {
    expect(keys((await search({ sort: 'price-low' })).data)).toEqual(['yusuf', 'xavier', 'zawadi', 'wambui']);
    expect(keys((await search({ sort: 'price-high' })).data)).toEqual(['wambui', 'zawadi', 'xavier', 'yusuf']);
  });

  it('filters by that price', async () => {
    expect(keys((await search({ price: '300-1000', sort: 'price-low' })).data)).toEqual(['yusuf', 'xavier']);
    // Zawadi's D15 $3,000 no longer counts: her package's $1,200 does.
    expect(keys((await search({ price: '1500-5000', sort: 'price-low' })).data)).toEqual(['wambui']);
    expect(keys((await search({ price: '1000-3000', sort: 'price-low' })).data)).toEqual(['zawadi', 'wambui']);
  });

  it('the sorts and the filter can read the listed-price index', async () => {
    // One connection, so the setting applies to the plans asked for.
    const client = await t.pool.connect();
    await client.query('set enable_seqscan = off');
    try {
      for (const sql of [
        'explain select id from portfolios order by listed_price asc nulls last limit 5',
        'explain select id from portfolios order by listed_price desc nulls last limit 5',
        'explain select id from portfolios where listed_price between 300 and 1000',
      ]) {
        const plan = (await client.query(sql)).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan, sql).toMatch(/portfolios_listed_price(_desc)?_idx/);
      }
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });
});
