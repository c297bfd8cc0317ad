import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seedDemoReviews } from './demo-reviews';

describe('the demo reviews (SEED_DEMO, issue 13)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  it('come from completed demo bookings of the same photographer, are marked demo, and the numbers agree', async () => {
    const bad = await t.pool.query(`
      select r.id from reviews r join booking_requests b on b.id = r.booking_request_id
      where b.status <> 'completed' or b.portfolio_id <> r.portfolio_id or not r.demo or b.client_user_id is not null`);
    expect(bad.rows).toEqual([]);
    const numbers = await t.pool.query(`
      select p.id, p.review_count, p.rating_sum,
        (select count(*)::int from reviews r where r.portfolio_id = p.id) as n,
        (select coalesce(sum(rating), 0)::int from reviews r where r.portfolio_id = p.id) as total
      from portfolios p`);
    for (const row of numbers.rows) expect([row.review_count, row.rating_sum]).toEqual([row.n, row.total]);
    expect(numbers.rows.filter((r) => r.review_count > 0).length).toBeGreaterThanOrEqual(8);
    expect(numbers.rows.some((r) => r.review_count === 0)).toBe(true);
  });

  it("give the sorts something to order: 'Highest Rated' and 'Most Reviews' differ, and one 5-star review is not first", async () => {
    const ids = async (sort: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/get-all?sort=${sort}&limit=50` })).json()
        .data as { _id: string; rating: { average: number | null; count: number } }[];
    const rated = await ids('rating');
    const most = await ids('reviews');
    expect(rated.map((c) => c._id)).not.toEqual(most.map((c) => c._id));
    expect(most.map((c) => c.rating.count)).toEqual([...most.map((c) => c.rating.count)].sort((a, b) => b - a));
    expect(rated[0]!.rating.count).toBeGreaterThan(1);
    expect(rated.at(-1)!.rating.count).toBe(0);
  });

  it('are added once: seeding again adds nothing', async () => {
    const before = (await t.pool.query('select count(*)::int as n from reviews')).rows[0].n;
    expect(await seedDemoReviews(t.db)).toBeLessThanOrEqual(1);
    expect((await t.pool.query('select count(*)::int as n from reviews')).rows[0].n).toBe(before);
  });
});
