import {
  auditResponseSchema,
  exchangeRateTexts,
  type PhotographerSearchParams,
  photographerSearchResponseSchema,
} from '@studio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Account } from '../../../test/booking-requests';
import { signUpAs } from '../../../test/photographers';
import { aPackage, insertPortfolioFor } from '../../../test/packages';

/** Only this file's photographers carry it in their message. */
const MARK = 'pkgdirmark';

describe('the directory in Kenyan shillings (D30, ADR 0030; packages of ADR 0017)', () => {
  let t: TestApp;
  let admin: Account;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '100000' });
    admin = await signUpAs(t.app, 'client');
    await t.pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    // key: [starting price and its currency, packages]
    const specs: Record<string, [[number, 'KES' | 'USD'] | null, object[]]> = {
      // A dollar price, no packages: $900 at KES 129 = KES 116,100.
      xavier: [[900, 'USD'], []],
      // Only KES packages: the cheaper one, KES 64,500.
      yusuf: [null, [aPackage({ priceKes: 64_500, priceUsd: null }), aPackage({ priceKes: 300_000, priceUsd: null })]],
      // A package wins over the starting price ($3,000): KES 150,000 (with her own $1,200).
      zawadi: [[3000, 'USD'], [aPackage({ priceKes: 150_000, priceUsd: 1200 })]],
      // Hidden packages do not count: $2,000 at KES 129 = KES 258,000.
      wambui: [[2000, 'USD'], [aPackage({ priceKes: 10_000, priceUsd: 80, active: false })]],
      // A shilling price, as written: KES 45,000.
      amani: [[45_000, 'KES'], []],
      // On a range's upper bound: KES 50,000 is in 50,000-100,000, not 20,000-50,000.
      baraka: [[50_000, 'KES'], []],
    };
    for (const [key, [starting, packages]] of Object.entries(specs)) {
      const account = await signUpAs(t.app, 'photographer');
      ids[key] = await insertPortfolioFor(t.db, account.id, starting?.[0] ?? null, `${key} ${MARK}`, starting?.[1]);
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
  const setRate = (kesPerUsd: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/studio/exchange-rate', headers, payload: { kesPerUsd } });

  it('cards keep each price in its own currency, with the KES figure the filter compared', async () => {
    const { data, rate } = await search();
    expect(rate).toEqual({ kesPerUsd: 129, updatedAt: null });
    const card = (key: string) => data.find((c) => c._id === ids[key])!;
    expect(card('xavier')).toMatchObject({
      startingPrice: 900,
      startingCurrency: 'USD',
      packagePrice: null,
      listedPriceKes: 116_100,
    });
    expect(card('yusuf')).toMatchObject({ packagePrice: { kes: 64_500, usd: null }, listedPriceKes: 64_500 });
    expect(card('zawadi')).toMatchObject({
      startingPrice: 3000,
      startingCurrency: 'USD',
      packagePrice: { kes: 150_000, usd: 1200 },
      listedPriceKes: 150_000,
    });
    expect(card('wambui')).toMatchObject({ packagePrice: null, listedPriceKes: 258_000 });
    expect(card('amani')).toMatchObject({ startingPrice: 45_000, startingCurrency: 'KES', listedPriceKes: 45_000 });
  });

  it('sorts in shillings, both ways, a dollar price at the rate', async () => {
    expect(keys((await search({ sort: 'price-low' })).data)).toEqual([
      'amani',
      'baraka',
      'yusuf',
      'xavier',
      'zawadi',
      'wambui',
    ]);
    expect(keys((await search({ sort: 'price-high' })).data)).toEqual([
      'wambui',
      'zawadi',
      'xavier',
      'yusuf',
      'baraka',
      'amani',
    ]);
  });

  it('filters by KES ranges, the lower bound in and the upper out', async () => {
    const within = async (price: string) => keys((await search({ price, sort: 'price-low' })).data);
    expect(await within('under-20000')).toEqual([]);
    expect(await within('20000-50000')).toEqual(['amani']);
    expect(await within('50000-100000')).toEqual(['baraka', 'yusuf']);
    // Zawadi's $3,000 does not count: her package's KES 150,000 does.
    expect(await within('100000-200000')).toEqual(['xavier', 'zawadi']);
    expect(await within('over-200000')).toEqual(['wambui']);
  });

  it('refuses a range that is not one of the KES ones, such as the old dollar ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photographers/portfolio/get-all?price=300-1000' });
    expect(res.statusCode).toBe(400);
  });

  it('counts dollar prices at the rate staff set: the filter and the sorts move with it', async () => {
    const res = await setRate(60);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kesPerUsd: 60 });
    // $900 = KES 54,000 and $2,000 = KES 120,000 now; shilling prices stay where they were.
    expect(keys((await search({ sort: 'price-low' })).data)).toEqual([
      'amani',
      'baraka',
      'xavier',
      'yusuf',
      'wambui',
      'zawadi',
    ]);
    expect(keys((await search({ price: '50000-100000', sort: 'price-low' })).data)).toEqual([
      'baraka',
      'xavier',
      'yusuf',
    ]);
    expect(keys((await search({ price: '100000-200000', sort: 'price-low' })).data)).toEqual(['wambui', 'zawadi']);
    expect(keys((await search({ price: 'over-200000' })).data)).toEqual([]);
    const { data, rate } = await search();
    expect(rate.kesPerUsd).toBe(60);
    expect(data.find((c) => c._id === ids.xavier)).toMatchObject({ startingPrice: 900, listedPriceKes: 54_000 });
  });

  it('a dollar price exactly on a bound at a two-decimal rate falls in the range it opens', async () => {
    // $400 at KES 125.00 is KES 50,000: in 50,000-100,000, not below it.
    expect((await setRate('125.00')).statusCode).toBe(200);
    expect(keys((await search({ price: '50000-100000', sort: 'price-low' })).data)).toEqual(['baraka', 'yusuf']);
    const account = await signUpAs(t.app, 'photographer');
    ids.chege = await insertPortfolioFor(t.db, account.id, 400, `chege ${MARK}`, 'USD');
    expect(keys((await search({ price: '20000-50000' })).data)).toEqual(['amani']);
    // Chege and Baraka both at KES 50,000: the newer first, as every order breaks ties.
    expect(keys((await search({ price: '50000-100000', sort: 'price-low' })).data)).toEqual([
      'chege',
      'baraka',
      'yusuf',
    ]);
    // $900 at 125 is 112,500; $2,000 is 250,000.
    expect(keys((await search({ price: '100000-200000', sort: 'price-low' })).data)).toEqual(['xavier', 'zawadi']);
    expect(keys((await search({ price: 'over-200000' })).data)).toEqual(['wambui']);
  });

  it('a bad rate is refused with a clear message, and nothing changes: not the rate, not the log', async () => {
    const before = (await search()).rate;
    const entries = async () =>
      auditResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/studio/audit', headers: admin.headers })).json(),
      ).meta.total;
    const logged = await entries();
    for (const bad of [
      0,
      -129,
      49.99,
      500.01,
      129.555,
      'abc',
      '',
      '129,5',
      null,
      true,
      [],
      {},
      'x'.repeat(10_000),
      1e308,
    ]) {
      const res = await setRate(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors.kesPerUsd, JSON.stringify(bad)).toEqual([exchangeRateTexts.invalid]);
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/studio/exchange-rate',
      headers: admin.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect((await search()).rate).toEqual(before);
    expect(await entries()).toBe(logged);
  });

  it('only staff set it: 401 signed out, 403 for a client and a photographer', async () => {
    const before = (await search()).rate;
    const client = await signUpAs(t.app, 'client');
    const photographer = await signUpAs(t.app, 'photographer');
    expect((await setRate(100, {})).statusCode).toBe(401);
    expect((await setRate(100, client.headers)).statusCode).toBe(403);
    expect((await setRate(100, photographer.headers)).statusCode).toBe(403);
    const read = await t.app.inject({ method: 'GET', url: '/api/studio/exchange-rate', headers: client.headers });
    expect(read.statusCode).toBe(403);
    expect((await search()).rate).toEqual(before);
  });

  it('a change is in the audit log with the rate before and after, and its date is kept', async () => {
    const res = await setRate(131.5);
    expect(res.statusCode).toBe(200);
    const saved = res.json() as { kesPerUsd: number; updatedAt: string };
    expect(saved.kesPerUsd).toBe(131.5);
    expect(Date.now() - Date.parse(saved.updatedAt)).toBeLessThan(60_000);
    const read = await t.app.inject({ method: 'GET', url: '/api/studio/exchange-rate', headers: admin.headers });
    expect(read.json()).toEqual(saved);
    const log = auditResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/studio/audit', headers: admin.headers })).json(),
    ).data;
    expect(log[0]).toMatchObject({
      action: 'marketplace.exchange-rate',
      targetLabel: exchangeRateTexts.auditLabel,
      before: { rate: 125 },
      after: { rate: 131.5 },
    });
  });

  it('the filter reads the listed-price indexes', async () => {
    // One connection, so the setting applies to the plans asked for.
    const client = await t.pool.connect();
    await client.query('set enable_seqscan = off');
    try {
      for (const [sql, index] of [
        [
          'explain select id from portfolios where listed_kes >= 20000 and listed_kes < 50000',
          'portfolios_listed_kes_idx',
        ],
        ['explain select id from portfolios where listed_usd >= 155 and listed_usd < 388', 'portfolios_listed_usd_idx'],
      ] as const) {
        const plan = (await client.query(sql)).rows.map((r) => r['QUERY PLAN']).join('\n');
        expect(plan, sql).toContain(index);
      }
    } finally {
      await client.query('reset enable_seqscan');
      client.release();
    }
  });
});
