import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const OUTSIDE = '203.0.113.9';
const TOKEN = 'metrics-token-for-tests-0123456789';

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test-failure/:id', async () => {
        throw new Error('failure for the test');
      });
    });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  it('has a latency histogram per route pattern, never the raw URL', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: `/api/photographers/portfolio/no-such-${i}` });
    }
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const body = await scrape();
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/photographers\/portfolio\/:id",status_code="\d{3}"\} 3/,
    );
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health\/live"/);
    expect(body).not.toContain('no-such-');
    // The scrape itself is not measured.
    expect(body).not.toContain('route="/metrics"');
  });

  it("labels a public page by the web app's pattern for it, an unknown page as unmatched", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: '/no-such-page-here' });
    const body = await scrape();
    expect(body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/about",status_code="200"\} 1/);
    expect(body).not.toContain('no-such-page-here');
  });

  it('says what runs: version, commit and Node.js', async () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'),
    );
    const body = await scrape();
    expect(body).toMatch(
      new RegExp(
        `studio_build_info\\{version="${version.replaceAll('.', '\\.')}",commit="[0-9a-f]{7,40}|unknown",node="${process.versions.node}"\\} 1`,
      ),
    );
    const live = (await t.app.inject({ url: '/api/health/live' })).json();
    expect(live).toMatchObject({ status: 'ok', version });
    expect(live.commit).toMatch(/^([0-9a-f]{7,40}|unknown)$/);
  });

  it('counts jobs completed, retried and given up, by queue', async () => {
    let calls = 0;
    await t.app.jobs.work(
      'metrics-test-flaky',
      async () => {
        calls++;
        if (calls === 1) throw new Error('first try fails');
      },
      { retryLimit: 1, retryDelaySeconds: 1 },
    );
    await t.app.jobs.work(
      'metrics-test-broken',
      async () => {
        throw new Error('always fails');
      },
      { retryLimit: 0 },
    );
    await t.app.jobs.send('metrics-test-flaky', {});
    await t.app.jobs.send('metrics-test-broken', {});
    const want = [
      'jobs_total{queue="metrics-test-flaky",outcome="retried"} 1',
      'jobs_total{queue="metrics-test-flaky",outcome="completed"} 1',
      'jobs_total{queue="metrics-test-broken",outcome="failed"} 1',
    ];
    await expect
      .poll(
        async () => {
          const body = await scrape();
          return want.filter((line) => body.includes(line));
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(want);
  });

  it('counts 4xx and 5xx separately, unknown paths under one label', async () => {
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test-failure/777' })).statusCode).toBe(500);
    const body = await scrape();
    expect(body).toContain('# TYPE http_request_errors_total counter');
    expect(body).toMatch(/http_request_errors_total\{method="GET",route="\(unmatched\)",class="4xx"\} \d+/);
    expect(body).toMatch(/http_request_errors_total\{method="GET",route="\/api\/test-failure\/:id",class="5xx"\} 1/);
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/test-failure\/:id",status_code="500"\} 1/,
    );
    expect(body).not.toContain('no-such-thing');
    expect(body).not.toContain('test-failure/777');
  });

  it('reports the database pool and the process', async () => {
    const body = await scrape();
    expect(body).toMatch(/^db_pool_connections_total \d+$/m);
    expect(body).toMatch(/^db_pool_connections_idle \d+$/m);
    expect(body).toMatch(/^db_pool_requests_waiting \d+$/m);
    expect(body).toContain('process_cpu_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('answers a caller from outside as an unknown path would', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', remoteAddress: OUTSIDE });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: OUTSIDE });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('http_request');
    expect(unknown.statusCode).toBe(404);
  });

  it('does not take a request through a proxy on this machine for a local one', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '::1' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode).toBe(404);
    }
  });

  it('accepts IPv6 loopback, ignores any bearer token without METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: 'Bearer ' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('stays out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const fromOutside = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: authorization === undefined ? {} : { authorization },
    });

  it('serves a caller from outside presenting the token', async () => {
    const res = await fromOutside(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('db_pool_connections_total');
    expect((await fromOutside(`bearer ${TOKEN}`)).statusCode).toBe(200);
  });

  it('refuses a wrong, empty or malformed token with a clean 404', async () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN} ${TOKEN}`,
      `Bearer ${'x'.repeat(100_000)}`,
      'Bearer \u00e9\u00e9',
    ]) {
      const res = await fromOutside(header);
      expect(res.statusCode, String(header).slice(0, 40)).toBe(404);
    }
  });

  it('still serves loopback without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('over a real socket: loopback is served, a header too large for the server gets 431', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect((await fetch(`${address}/metrics`)).status).toBe(200);
    const huge = await fetch(`${address}/metrics`, { headers: { authorization: `Bearer ${'x'.repeat(70_000)}` } });
    expect(huge.status).toBe(431);
  });
});
