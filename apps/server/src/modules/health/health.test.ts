import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis';
import { createTestApp, type TestApp, unusedPort } from '../../../test/test-app';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisReachable();

describe('health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/keep-alive answers 200 {status:"ok"} when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/keep-alive' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(/[\w-]+/);
  });

  it('GET /api/health/live answers 200 while the process is up', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String), commit: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health/ready checks the database, Redis, the free disk space of the media folder, the media store and the job queue', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      checks: {
        database: { status: 'ok' },
        redis: { status: 'not configured' },
        disk: { status: 'ok', freeBytes: expect.any(Number), minFreeBytes: 256 * 1024 * 1024 },
        media: { status: 'ok', store: 'local' },
        queue: { status: 'ok', backlog: expect.any(Number), maxBacklog: 1000 },
      },
    });
    expect(res.json().checks.disk.freeBytes).toBeGreaterThan(256 * 1024 * 1024);
  });

  it('the database down: keep-alive and readiness answer 503, liveness still 200', async () => {
    await t.pool.end();
    await new Promise((r) => setTimeout(r, 1100)); // past the one-second memo of the last check
    const keepAlive = await t.app.inject({ url: '/api/keep-alive' });
    expect(keepAlive.statusCode).toBe(503);
    expect(keepAlive.json()).toEqual({ message: 'The database is not answering.', code: 'UNAVAILABLE' });
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'down', message: expect.stringMatching(/^The database is not answering/) } },
    });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('readiness of the other parts', () => {
  /** Readiness of an app with this environment; `until` waits for a status (Redis connects after start). */
  async function readiness(env: Record<string, string>, until?: string) {
    const t = await createTestApp(env);
    try {
      let res = await t.app.inject({ url: '/api/health/ready' });
      for (let i = 0; until && i < 50 && res.json().status !== until; i++) {
        await new Promise((r) => setTimeout(r, 20));
        res = await t.app.inject({ url: '/api/health/ready' });
      }
      return { statusCode: res.statusCode, body: res.json() };
    } finally {
      await t.close();
    }
  }

  it('too little free disk space for the media folder: 503 naming the disk', async () => {
    const res = await readiness({ MEDIA_MIN_FREE_MB: String(1024 * 1024 * 1024) }); // a petabyte
    expect(res.statusCode).toBe(503);
    const disk = { status: 'low', message: expect.stringContaining('MEDIA_MIN_FREE_MB') };
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { database: { status: 'ok' }, disk } });
  });

  it('Redis down: 200 "degraded", naming Redis', async () => {
    const res = await readiness({ REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` });
    expect(res.statusCode).toBe(200);
    const checks = { database: { status: 'ok' }, redis: { status: 'down' }, disk: { status: 'ok' } };
    expect(res.body).toMatchObject({ status: 'degraded', checks });
  });

  it('more jobs waiting than JOBS_BACKLOG_MAX: 200 "degraded", naming the queue', async () => {
    const t = await createTestApp({ JOBS_BACKLOG_MAX: '1' });
    try {
      await t.app.jobs.work('test-backlog', async () => {});
      const later = new Date(Date.now() + 60 * 60_000);
      for (const n of [1, 2]) await t.app.jobs.send('test-backlog', { n }, { startAfter: later });
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'degraded',
        checks: {
          queue: { status: 'high', backlog: 2, maxBacklog: 1, message: expect.stringContaining('JOBS_BACKLOG_MAX') },
        },
      });
      const metrics = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
      expect(metrics.body).toMatch(/^job_queue_backlog 2$/m);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!redisUp)('Redis up: ok', async () => {
    const res = await readiness({ REDIS_URL }, 'ok');
    expect(res).toMatchObject({ statusCode: 200, body: { status: 'ok', checks: { redis: { status: 'ok' } } } });
  });
});
