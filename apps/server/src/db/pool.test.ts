import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The value of one sample line of /metrics. */
const sample = (body: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(body)?.[1]);

describe('the database pool, sized and observed (issue 30, ADR 0036)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, undefined, undefined, { pool: { size: 2, waitSeconds: 1 } });
  });
  afterAll(() => t.close());

  /** Holds every connection of the pool for `ms`. */
  const holdAll = async (ms: number) => {
    const held: pg.PoolClient[] = [await t.pool.connect(), await t.pool.connect()];
    setTimeout(() => held.forEach((c) => c.release()), ms);
  };
  const metrics = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('queues a request while the pool is busy instead of failing it', async () => {
    await holdAll(400);
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(200);
    const body = await metrics();
    expect(sample(body, 'db_pool_wait_seconds_count')).toBeGreaterThan(0);
    // The request waited in the 0.5 s bucket or above, not in the 0.1 s one.
    expect(sample(body, 'db_pool_wait_seconds_bucket\\{le="0.1"\\}')).toBeLessThan(
      sample(body, 'db_pool_wait_seconds_count'),
    );
    expect(sample(body, 'db_pool_wait_timeouts_total')).toBe(0);
  });

  it('answers 503 once the wait passes DATABASE_POOL_WAIT_SECONDS, and counts the timeout', async () => {
    await holdAll(1600);
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs' });
    expect(res.statusCode).toBe(503);
    expect(sample(await metrics(), 'db_pool_wait_timeouts_total')).toBeGreaterThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 700));
    expect((await t.app.inject({ method: 'GET', url: '/api/blogs' })).statusCode).toBe(200);
  });
});
