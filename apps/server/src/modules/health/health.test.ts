import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/keep-alive', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 {status:"ok"} when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/keep-alive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });

  it('answers 503 with the error shape when the database does not', async () => {
    await t.pool.end();
    await new Promise((r) => setTimeout(r, 1100)); // past the one-second memo of the last check
    const res = await t.app.inject({ url: '/api/keep-alive' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'The database is not answering.', code: 'UNAVAILABLE' });
  });
});
