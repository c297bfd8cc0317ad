import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, eventually, type TestApp } from '../../test/test-app';
import { tcpProxy } from '../../test/tcp-proxy';

type Proxy = Awaited<ReturnType<typeof tcpProxy>>;

/**
 * PostgreSQL goes away and comes back (docs/rules/history.md#issue-15): meanwhile the API answers 503 and pages the
 * spec's fallback page, nothing is stored half-way, and the server serves again by itself when
 * the database returns, its job queue included.
 */
describe('the database down, then back', () => {
  let t: TestApp;
  let proxy: Proxy;
  beforeAll(async () => {
    const admin = new URL(inject('adminDatabaseUrl'));
    proxy = await tcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    t = await createTestApp({}, undefined, undefined, {
      route: (url) => Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(proxy.port) }),
    });
  }, 60_000);
  afterAll(async () => {
    await proxy.up().catch(() => {});
    await t?.close();
  });

  const search = () => t.app.inject({ url: '/api/photographers/portfolio/get-all' });
  const contact = (name: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name, email: 'wanjiru@example.co.ke', message: 'A family shoot in Karura forest.' },
    });

  it('answers 503 while it is away, pages with the fallback page, and serves again once it is back', async () => {
    expect((await search()).statusCode).toBe(200);
    await proxy.down();

    const api = await search();
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('10');
    expect(api.json()).toEqual({ code: 'UNAVAILABLE', message: expect.stringMatching(/try again/i) });

    const page = await t.app.inject({ url: '/photographers?from=outage', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Unexpected Application Error!</title>');
    expect(page.body).toContain('503 Service Unavailable');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);

    const sent = await contact('Outage');
    expect(sent.statusCode).toBe(503);

    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);

    await proxy.up();
    await eventually(async () => expect((await search()).statusCode).toBe(200), 15_000);
    // Readiness checks the database at most once a second.
    await eventually(
      async () => expect((await t.app.inject({ url: '/api/health/ready' })).statusCode).toBe(200),
      5_000,
    );

    // Nothing of the refused message was kept; a message sent now is stored and its mail goes out.
    const { rows } = await t.pool.query<{ name: string }>('select name from contact_messages');
    expect(rows.map((r) => r.name)).toEqual([]);
    expect((await contact('After')).statusCode).toBe(201);
    await eventually(() => expect(t.mailer.sent.some((m) => m.text?.includes('Karura'))).toBe(true), 20_000);
  }, 60_000);
});
